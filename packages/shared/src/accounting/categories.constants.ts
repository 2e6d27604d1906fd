import { defineListShape } from '../common/list-shape';

export const CATEGORY_SORT_FIELDS = ['name', 'transactionCount', 'createdAt'] as const;

export const categoryListShape = defineListShape({
  name: 'expense-categories',
  filterKeys: [],
  sortFields: CATEGORY_SORT_FIELDS,
  defaultSort: 'name',
});
