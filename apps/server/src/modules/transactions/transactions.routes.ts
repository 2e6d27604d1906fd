import type { FastifyInstance } from 'fastify';
import {
  transactionList,
  transactionRequestSchema,
  transactionResponseSchema,
  transactionSchema,
  transactionSummarySchema,
} from '@workspace/shared/accounting/transactions.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './transactions.service';

/** Income and expense share one resource (`?type=income|expense`), as the API conventions in docs/architecture.md say. */
export async function transactionsRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    path: '/api/transactions',
    tags: ['transactions'],
    one: 'Transaction',
    many: 'Transactions',
    record: 'transaction',
  })
    .list(transactionList, {
      list: {
        description:
          'Answers one page of transactions (income, expense or both by `type`), searched, filtered and sorted. The master alone.',
        run: service.listTransactions,
      },
      summary: {
        description:
          "Answers this month's income and expense per currency under the list's other filters. The master alone.",
        response: transactionSummarySchema,
        run: service.summarizeTransactions,
      },
      export: {
        description:
          'Downloads every transaction matching the search and filters as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        run: service.exportTransactions,
      },
    })
    .get({
      description: 'Answers one transaction. The master alone.',
      response: transactionSchema,
      run: service.getTransaction,
    })
    .create({
      description: 'Records an income or expense with its exact amount and currency. The master alone.',
      body: transactionRequestSchema,
      response: transactionResponseSchema,
      run: service.createTransaction,
    })
    .update({
      description: 'Edits a transaction; the month totals follow. The master alone.',
      body: transactionRequestSchema,
      response: transactionResponseSchema,
      run: service.updateTransaction,
    })
    .remove({ description: 'Deletes a transaction. The master alone.', run: service.deleteTransaction });
}
