import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordRequestSchema, languageRequestSchema, okResponseSchema, updateProfileRequestSchema } from '@workspace/shared/auth/auth.schemas';
import { userResponseSchema, userSchema } from '@workspace/shared/users/users.schemas';
import { serviceContext } from '../../lib/context';
import { toOwnUser } from '../users/users.mapper';
import { isSetupRequired } from '../two-factor/two-factor.service';
import * as service from './profile.service';

export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  api.get(
    '/api/profile',
    { schema: { tags, operationId: 'getProfile', description: "Answers the caller's own account. Any signed-in user.", response: { 200: userSchema } } },
    async (request) => {
      const { actor } = serviceContext(request);
      return toOwnUser(actor, await isSetupRequired(app.db, actor));
    },
  );

  api.put(
    '/api/profile',
    {
      schema: {
        tags,
        operationId: 'updateProfile',
        description: "Edits the caller's own name, surname, phone and language; nothing else is reachable here. Any signed-in user.",
        body: updateProfileRequestSchema,
        response: { 200: userResponseSchema },
      },
    },
    (request) => service.updateProfile(serviceContext(request), request.body),
  );

  api.put(
    '/api/profile/language',
    {
      schema: {
        tags,
        operationId: 'updateProfileLanguage',
        description: "Sets the caller's language (en or tr), the one the header's switch and the profile share. Any signed-in user.",
        body: languageRequestSchema,
        response: { 200: userResponseSchema },
      },
    },
    (request) => service.updateLanguage(serviceContext(request), request.body.language),
  );

  api.put(
    '/api/profile/password',
    {
      schema: {
        tags,
        operationId: 'changePassword',
        description:
          "Changes the caller's password after checking the current one; every other session of theirs ends. Any signed-in user; wrong current passwords are limited like sign-ins (429).",
        errors: [429],
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => service.changePassword(serviceContext(request), request.body),
  );
}
