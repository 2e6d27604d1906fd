import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { walletExportQuerySchema, walletQuerySchema, walletResponseSchema } from '@workspace/shared/accounting/wallet.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { exportResponse } from '../../lib/openapi';
import * as service from './wallet.service';

export async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  api.get(
    '/api/wallet',
    {
      schema: {
        tags,
        operationId: 'getWallet',
        description:
          "Answers one month's income, expense and balance per currency (this month by default), the 12-month chart and the last 30 days' transactions. The master alone.",
        querystring: walletQuerySchema,
        response: { 200: walletResponseSchema },
      },
    },
    (request) => service.getWallet(serviceContext(request), request.query.month),
  );

  api.get(
    '/api/wallet/export',
    {
      schema: {
        tags,
        operationId: 'exportWallet',
        description:
          'Downloads one month as CSV (its transactions) or PDF (its totals per currency, then its transactions); the export is recorded in the audit trail. The master alone.',
        response: { 200: exportResponse(['csv', 'pdf']) },
        querystring: walletExportQuerySchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportWallet(serviceContext(request), request.query)),
  );
}
