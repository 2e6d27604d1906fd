import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import {
  createSharedDataSchema,
  revealRequestSchema,
  revealResponseSchema,
  sharedDataList,
  sharedDataResponseSchema,
  sharedDataSummarySchema,
  updateSharedDataSchema,
} from '@workspace/shared/shared-data/shared-data.schemas';
import { serviceContext } from '../../lib/context';
import { resourceRoutes } from '../../lib/routes';
import * as service from './shared-data.service';

const sharedDataContext = (request: FastifyRequest): service.SharedDataContext => ({
  ...serviceContext(request),
  keyring: request.server.keyring,
});

/**
 * Shared data: customer credentials of managers and employees (the route table admits no one
 * else). Record rules are the service's: a record the caller may not read answers 404.
 */
export async function sharedDataRoutes(app: FastifyInstance) {
  const tags = ['shared-data'];
  const response = sharedDataResponseSchema;

  resourceRoutes(app, {
    path: '/api/shared-data',
    tags,
    many: 'SharedData',
    record: 'sharedData',
    context: sharedDataContext,
  })
    .list(sharedDataList, {
      list: {
        description:
          "Answers one page of the caller's credentials and those shared with them, without passwords, searched, filtered and sorted. Manager and employee.",
        run: service.listSharedData,
      },
      summary: {
        description: 'Answers the cards above the shared data list under its search and filters. Manager and employee.',
        response: sharedDataSummarySchema,
        run: service.summarizeSharedData,
      },
      export: {
        description:
          'Downloads the credentials the caller may read, matching the search, as CSV, XLSX or PDF, never with passwords; the export is recorded. Manager and employee.',
        run: service.exportSharedData,
      },
    })
    .get({
      description:
        'Answers one credential record without its password. Manager and employee: its owner and those it is shared with; anyone else gets 404.',
      response,
      wrapped: true,
      run: service.getSharedData,
    })
    .create({
      description:
        "Creates a credential record of the caller's, its password sealed, shared with the colleagues named. Manager and employee.",
      body: createSharedDataSchema,
      response,
      run: service.createSharedData,
    })
    .update({
      description:
        'Edits a credential record; a password left out keeps the stored one. Manager and employee, on their own records: those it is shared with get 403, anyone else 404.',
      errors: [403],
      body: updateSharedDataSchema,
      response,
      run: service.updateSharedData,
    })
    .remove({
      description:
        'Deletes a credential record and its shares. Manager and employee, on their own records: those it is shared with get 403, anyone else 404.',
      errors: [403],
      run: service.deleteSharedData,
    });

  // The one answer that carries a password: kept by no cache, the browser's included.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/shared-data/:id/reveal',
      {
        schema: {
          tags,
          operationId: 'revealSharedDataPassword',
          description:
            'Answers the password of a credential record, recorded in the audit trail with the read as shown or copied (`purpose`; shown without a body); never kept by a cache. Manager and employee: its owner and those it is shared with; anyone else gets 404.',
          params: idParamsSchema,
          body: revealRequestSchema.nullish(),
          response: { 200: revealResponseSchema },
        },
      },
      async (request, reply) => {
        const revealed = await service.revealPassword(
          sharedDataContext(request),
          request.params.id,
          request.body?.purpose ?? 'reveal',
        );
        return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(revealed);
      },
    );
}
