import { cols, type ListColumns } from '../common/list-columns';

export const expenseCategoryColumns = cols('expense-categories', 'name!:title description createdAt:date');
export const ticketCategoryColumns: ListColumns = {
  list: 'ticket-categories',
  columns: expenseCategoryColumns.columns,
};
