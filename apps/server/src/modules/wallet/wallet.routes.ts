import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { walletExportQuerySchema, walletQuerySchema, walletResponseSchema } from '@workspace/shared/accounting/wallet.schemas';
import { serviceContext } from '../../lib/context';
import { attachmentDisposition } from '../../lib/content-disposition';
import { sendExport } from '../../lib/export';
import { iterateTransactions } from '../transactions/transactions.repository';
import { transactionExportColumns } from '../transactions/transactions.export';
import * as service from './wallet.service';
import { walletExportTitle, walletPdf } from './wallet.export';

export async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  api.get(
    '/api/wallet',
    { schema: { tags, querystring: walletQuerySchema, response: { 200: walletResponseSchema } } },
    (request) => service.getWallet(serviceContext(request), request.query.month),
  );

  api.get('/api/wallet/export', { schema: { tags, querystring: walletExportQuerySchema } }, async (request, reply) => {
    const ctx = serviceContext(request);
    const { month, first, last } = service.walletMonthRange(ctx, request.query.month);
    await service.recordWalletExport(ctx, month, request.query.format);
    const rows = iterateTransactions(ctx.db, { dateFrom: first, dateTo: last }, { sort: 'transactionDate', order: 'asc' });
    const filename = `wallet-${month}`;
    if (request.query.format === 'csv') {
      return sendExport(reply, {
        format: 'csv',
        filename,
        title: walletExportTitle(ctx.language, month),
        columns: transactionExportColumns(ctx.language),
        rows,
      });
    }
    const wallet = { month, timeZone: ctx.timeZone, totals: await service.getMonthTotals(ctx, month) };
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(`${filename}.pdf`))
      .header('cache-control', 'no-store')
      .send(walletPdf(ctx.language, wallet, rows));
  });
}
