import { defineListShape } from '../common/list-shape';

export const SHARED_DATA_ACCESS = ['own', 'shared'] as const;
export type SharedDataAccess = (typeof SHARED_DATA_ACCESS)[number];

export const SHARED_DATA_SORT_FIELDS = ['updatedAt', 'createdAt', 'domain', 'username'] as const;

export const sharedDataListShape = defineListShape({
  name: 'shared-data',
  filterKeys: ['access'],
  sortFields: SHARED_DATA_SORT_FIELDS,
  defaultSort: 'updatedAt',
  defaultOrder: 'desc',
});
