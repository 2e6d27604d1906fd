import type { FastifyInstance } from 'fastify';
import {
  createUserRequestSchema,
  setUserActiveRequestSchema,
  updateUserRequestSchema,
  userDetailResponseSchema,
  userDetailSchema,
  userList,
  userLookupResponseSchema,
  userResponseSchema,
  userSummarySchema,
} from '@workspace/shared/users/users.schemas';
import { bulkResponseSchema, userBulkRequestSchema } from '@workspace/shared/bulk/bulk.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './users.service';

export async function usersRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/users', tags: ['users'], one: 'User', many: 'Users', record: 'user' })
    .list(userList, {
      list: {
        description: 'Answers one page of internal or external users, searched, filtered and sorted. The master alone.',
        run: service.listUsers,
      },
      summary: {
        description:
          "Answers the cards above the users list under the list's search and filters: active, inactive and each type. The master alone.",
        response: userSummarySchema,
        run: service.summarizeUsers,
      },
      export: {
        description:
          'Downloads every user matching the search and filters as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        run: service.exportUsers,
      },
    })
    .lookup({
      description:
        'Answers the names of people to pick in selectors: internal users, and customers too for the master. Master, manager and employee.',
      response: userLookupResponseSchema,
      run: service.lookupUsers,
    })
    .get({
      description:
        'Answers one user with the companies they belong to, their own quotas (null: the role default) and what they used of them. The master alone.',
      response: userDetailSchema,
      run: service.getUser,
    })
    .create({
      description:
        'Creates a user of any type with a password and, for a customer, the companies they belong to. The master alone; an email already in use answers 409.',
      errors: [409],
      body: createUserRequestSchema,
      response: userDetailResponseSchema,
      run: service.createUser,
    })
    .update({
      description:
        "Edits a user, their quotas and the companies they belong to; a new password ends that user's sessions. The master alone; " +
        'an email already in use answers 409.',
      errors: [409],
      body: updateUserRequestSchema,
      response: userDetailResponseSchema,
      run: service.updateUser,
    })
    .set('active', {
      description:
        'Activates or deactivates a user; deactivation ends every session of theirs at once. The master alone, and never on their own account.',
      body: setUserActiveRequestSchema,
      response: userResponseSchema,
      run: service.setUserActive,
    })
    .action('POST', '/bulk', 'bulkChangeUsers', {
      description:
        'Activates or deactivates many users at once, named by id or as every user of the filtered list (at most 500); ' +
        'deactivation ends their sessions. The master alone, never on their own account: a selection holding it changes nobody, and the 403 names it.',
      body: userBulkRequestSchema,
      response: bulkResponseSchema,
      run: (ctx, { body }) => service.bulkChangeUsers(ctx, body),
    });
}
