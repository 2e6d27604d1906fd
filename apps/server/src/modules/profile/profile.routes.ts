import type { FastifyInstance } from 'fastify';
import {
  changePasswordRequestSchema,
  languageRequestSchema,
  okResponseSchema,
  updateProfileRequestSchema,
} from '@workspace/shared/auth/auth.schemas';
import { userResponseSchema, userSchema } from '@workspace/shared/users/users.schemas';
import { resourceRoutes } from '../../lib/routes';
import { toOwnUser } from '../users/users.mapper';
import { isSetupRequired } from '../two-factor/two-factor.service';
import * as service from './profile.service';

export async function profileRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/profile', tags: ['profile'] })
    .action('GET', '', 'getProfile', {
      description: "Answers the caller's own account. Any signed-in user.",
      response: userSchema,
      run: async ({ actor }) => toOwnUser(actor, await isSetupRequired(app.db, actor)),
    })
    .action('PUT', '', 'updateProfile', {
      description:
        "Edits the caller's own name, surname, phone and language; nothing else is reachable here. Any signed-in user.",
      body: updateProfileRequestSchema,
      response: userResponseSchema,
      run: (ctx, { body }) => service.updateProfile(ctx, body),
    })
    .action('PUT', '/language', 'updateProfileLanguage', {
      description:
        "Sets the caller's language (en or tr), the one the header's switch and the profile share. Any signed-in user.",
      body: languageRequestSchema,
      response: userResponseSchema,
      run: (ctx, { body }) => service.updateLanguage(ctx, body.language),
    })
    .action('PUT', '/password', 'changePassword', {
      description:
        "Changes the caller's password after checking the current one; every other session of theirs ends. Any signed-in user; wrong current passwords are limited like sign-ins (429).",
      errors: [429],
      body: changePasswordRequestSchema,
      response: okResponseSchema,
      run: (ctx, { body }) => service.changePassword(ctx, body),
    });
}
