import { useTranslation } from 'react-i18next';
import type { Activity } from '@workspace/shared/insight/activities.schemas';
import '../../../lib/activity-labels';
import { personName } from '../../../lib/format';

/**
 * The words of an audit row: readable action and record-type labels where the namespace has them
 * ("task.update" -> "Task updated"), else the stored value, so a new action still reads as itself.
 * Action keys have their dots replaced, since i18next reads a dot as nesting.
 */
export function useActivityText() {
  const { t } = useTranslation();
  const actionLabel = (action: string) =>
    t(`activities.actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
  const typeLabel = (type: string) => t(`activities.entityTypes.${type}`, { defaultValue: type });
  return {
    actionLabel,
    typeLabel,
    /** "Task #12"; a row about no one record (an export) names only the type. */
    recordLabel: (row: Pick<Activity, 'entityType' | 'entityId'>) =>
      row.entityId === null ? typeLabel(row.entityType) : `${typeLabel(row.entityType)} #${row.entityId}`,
    /** Rows without a person (a failed sign-in, a job) are the system's. */
    actorName: (row: Pick<Activity, 'actor'>) => (row.actor ? personName(row.actor) : t('activities.system')),
  };
}
