import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { walletExportQuerySchema, walletQuerySchema, walletResponseSchema } from '@workspace/shared/accounting/wallet.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './wallet.service';

export async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  api.get('/api/wallet', { schema: { tags, querystring: walletQuerySchema, response: { 200: walletResponseSchema } } }, (request) =>
    service.getWallet(serviceContext(request), request.query.month),
  );

  api.get('/api/wallet/export', { schema: { tags, querystring: walletExportQuerySchema } }, async (request, reply) =>
    sendExport(reply, await service.exportWallet(serviceContext(request), request.query)),
  );
}
