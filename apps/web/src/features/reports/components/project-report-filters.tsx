import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { projectReportList } from '../../../lib/lists';
import { FilterDate, FilterSelect } from '../../../components/filter-panel';
import type { ListState } from '../../../components/use-list-state';
import { useWorkOptions } from '../../../components/work-badges';
import { useCompanyOptions } from '../../../lib/lookups';

type Props = {
  list: ListState<typeof projectReportList>;
  /** The server's messages for a refused filter (an inverted date range), by field. */
  errors?: Record<string, string>;
};

/** The inputs of the project report's filter panel, each bound to its URL parameter. */
export function ProjectReportFilters({ list, errors = {} }: Props) {
  const { t } = useTranslation();
  const companies = useCompanyOptions();
  const { statusOptions } = useWorkOptions();
  return (
    <>
      <FilterSelect
        list={list}
        name="companyId"
        label={t('reports.project.filters.company')}
        data={companies}
        searchable
        error={errors.companyId}
      />
      <FilterSelect
        list={list}
        name="status"
        label={t('reports.project.filters.status')}
        data={statusOptions}
        error={errors.status}
      />
      <FilterDate list={list} name="from" label={t('reports.project.filters.from')} error={errors.from} />
      <FilterDate list={list} name="to" label={t('reports.project.filters.to')} error={errors.to} />
      <Switch
        label={t('reports.project.filters.atRiskOnly')}
        checked={list.filters.atRisk === 'true'}
        onChange={(event) => list.setFilter('atRisk', event.currentTarget.checked ? 'true' : null)}
        error={errors.atRisk}
        mt={{ base: 0, sm: 30 }}
      />
    </>
  );
}
