import { defineListShape } from '../common/list-shape';

export const TRANSACTION_TYPES = ['income', 'expense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_SORT_FIELDS = [
  'transactionDate',
  'name',
  'amount',
  'currency',
  'type',
  'category',
  'company',
  'createdAt',
] as const;

export const transactionListShape = defineListShape({
  name: 'transactions',
  filterKeys: [
    'type',
    'currency',
    'categoryId',
    'companyId',
    'projectId',
    'userId',
    'dateFrom',
    'dateTo',
    'amountMin',
    'amountMax',
  ],
  sortFields: TRANSACTION_SORT_FIELDS,
  defaultSort: 'transactionDate',
  defaultOrder: 'desc',
});
