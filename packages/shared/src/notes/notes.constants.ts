import { defineListShape } from '../common/list-shape';

export const NOTE_SORT_FIELDS = ['updatedAt', 'createdAt', 'name'] as const;

export const noteListShape = defineListShape({
  name: 'notes',
  filterKeys: ['pinned'],
  sortFields: NOTE_SORT_FIELDS,
  defaultSort: 'updatedAt',
  defaultOrder: 'desc',
});
