import type { FastifyInstance } from 'fastify';
import {
  walletExportQuerySchema,
  walletQuerySchema,
  walletResponseSchema,
} from '@workspace/shared/accounting/wallet.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './wallet.service';

export async function walletRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/wallet', tags: ['wallet'] })
    .action('GET', '', 'getWallet', {
      description:
        "Answers one month's income, expense and balance per currency (this month by default), the 12-month chart and the last 30 days' transactions. The master alone.",
      querystring: walletQuerySchema,
      response: walletResponseSchema,
      run: (ctx, { query }) => service.getWallet(ctx, query.month),
    })
    .download('/export', 'exportWallet', {
      description:
        'Downloads one month as CSV (its transactions) or PDF (its totals per currency, then its transactions); the export is recorded in the audit trail. The master alone.',
      formats: ['csv', 'pdf'],
      querystring: walletExportQuerySchema,
      run: (ctx, { query }) => service.exportWallet(ctx, query),
    });
}
