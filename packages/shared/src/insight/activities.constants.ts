import { defineListShape } from '../common/list-shape';

export const ACTIVITY_SORT_FIELDS = ['createdAt', 'action', 'entityType', 'actor'] as const;

/**
 * A stored before/after value as a reader sees it, on the screen and in the exports: empty reads as
 * a dash; a list as its items; anything structured (an export's filters) as "key: value" pairs, the
 * empty ones left out, never as JSON.
 */
export function activityValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(activityValueText).join(', ');
  if (typeof value === 'object') {
    const pairs = Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined && inner !== '');
    return pairs.length === 0 ? '–' : pairs.map(([key, inner]) => `${key}: ${activityValueText(inner)}`).join(', ');
  }
  return String(value);
}

export const activityListShape = defineListShape({
  name: 'activities',
  filterKeys: ['actorId', 'action', 'entityType', 'entityId', 'dateFrom', 'dateTo'],
  sortFields: ACTIVITY_SORT_FIELDS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});
