import { defineListShape } from '../common/list-shape';

export const USER_SORT_FIELDS = ['name', 'surname', 'email', 'type', 'isActive', 'createdAt', 'lastLoginAt'] as const;

export const userListShape = defineListShape({
  name: 'users',
  filterKeys: ['kind', 'type', 'isActive'],
  sortFields: USER_SORT_FIELDS,
  defaultSort: 'name',
});
