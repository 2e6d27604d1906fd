import { defineListShape } from '../common/list-shape';

export const PROJECT_SORT_FIELDS = [
  'name',
  'budget',
  'currency',
  'companyName',
  'startDate',
  'endDate',
  'status',
  'priority',
  'createdAt',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export const projectListShape = defineListShape({
  name: 'projects',
  filterKeys: ['status', 'priority', 'currency', 'companyId'],
  sortFields: PROJECT_SORT_FIELDS,
  defaultSort: 'createdAt',
});
