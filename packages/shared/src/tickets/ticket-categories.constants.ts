import { defineListShape } from '../common/list-shape';

export const TICKET_CATEGORY_SORT_FIELDS = ['name', 'ticketCount', 'createdAt'] as const;

export const ticketCategoryListShape = defineListShape({
  name: 'ticket-categories',
  filterKeys: [],
  sortFields: TICKET_CATEGORY_SORT_FIELDS,
  defaultSort: 'name',
});
