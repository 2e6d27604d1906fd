import { useTranslation } from 'react-i18next';
import type { activityList } from '../../../lib/lists';
import { FilterDate, FilterSelect } from '../../../components/filter-panel';
import type { ListState } from '../../../components/use-list-state';
import { useUserOptions } from '../../../lib/lookups';
import { useActivityFacets } from '../api/get-activity-facets';
import { useActivityText } from './activity-text';

type Props = {
  list: ListState<typeof activityList>;
  /** The server's messages for a refused filter (an inverted date range), by field. */
  errors?: Record<string, string>;
};

/** Who, which action, which record type and when; actions and types are those that occur. */
export function ActivityFilters({ list, errors = {} }: Props) {
  const { t } = useTranslation();
  const users = useUserOptions();
  const facets = useActivityFacets().data;
  const { actionLabel, typeLabel } = useActivityText();
  const actions = (facets?.actions ?? []).map((value) => ({ value, label: actionLabel(value) }));
  const types = (facets?.entityTypes ?? []).map((value) => ({ value, label: typeLabel(value) }));
  return (
    <>
      <FilterSelect
        list={list}
        name="actorId"
        label={t('activities.fields.actor')}
        data={users}
        searchable
        error={errors.actorId}
      />
      <FilterSelect
        list={list}
        name="action"
        label={t('activities.fields.action')}
        data={actions}
        searchable
        error={errors.action}
      />
      <FilterSelect
        list={list}
        name="entityType"
        label={t('activities.fields.entityType')}
        data={types}
        error={errors.entityType}
      />
      <FilterDate list={list} name="dateFrom" label={t('activities.fields.dateFrom')} error={errors.dateFrom} />
      <FilterDate list={list} name="dateTo" label={t('activities.fields.dateTo')} error={errors.dateTo} />
    </>
  );
}
