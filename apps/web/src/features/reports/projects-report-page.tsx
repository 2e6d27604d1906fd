import { Alert, Stack, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectReportSummary } from '@workspace/shared/insight/reports.schemas';
import { projectReportColumns as columnSpec } from '@workspace/shared/columns/projects-report';
import { projectReportList } from '../../lib/lists';
import { DataTable } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { tableBindings, useListState } from '../../components/use-list-state';
import { ApiError } from '../../lib/api-client';
import { listQueryOptions, listSummaryQueryOptions } from '../../lib/list-api';
import { ProjectReportCards } from './components/project-report-cards';
import { ProjectReportChart } from './components/project-report-chart';
import { useProjectReportColumns } from './components/project-report-columns';

/*
 * The filters' inputs show only once the filter panel is opened, so their code (Mantine's Switch
 * among them) comes then: the screen's first load stays within its 250 KB budget (decision 035).
 */
const ProjectReportFilters = lazy(() =>
  import('./components/project-report-filters').then((module) => ({ default: module.ProjectReportFilters })),
);

/**
 * /projects-report (master): every project's progress, tasks, money and risk as a list (search,
 * filters, sort, paging, export), with the cards over the filtered projects and a chart of the
 * page's projects.
 */
export function Component() {
  const { t } = useTranslation();
  const ruleId = useId();
  const list = useListState(projectReportList);
  // An inverted date range is a 400, not worth a retry.
  const projects = useQuery({ ...listQueryOptions(projectReportList, list.listParams), retry: false });
  const summary = useQuery({
    ...listSummaryQueryOptions<ProjectReportSummary>(projectReportList, list.filterParams),
    retry: false,
  });
  const listError = projects.error instanceof ApiError ? projects.error : null;
  const filterErrors = listError?.status === 400 ? (listError.fields ?? {}) : {};
  const columns = useProjectReportColumns({ ruleId });
  const rows = listError ? [] : projects.data?.data;

  return (
    <>
      <PageHeader title={t('screens.projectsReport')} />
      {/* The at-risk badges of every row point here for their explanation. */}
      <VisuallyHidden id={ruleId}>{t('reports.project.atRiskRule')}</VisuallyHidden>
      <ProjectReportCards
        summary={listError ? undefined : summary.data}
        atRisk={list.filters.atRisk}
        onAtRisk={(value) => list.setFilter('atRisk', value)}
      />
      <ListToolbar
        list={list}
        exportOf={projectReportList}
        filters={
          <Suspense>
            <ProjectReportFilters list={list} errors={filterErrors} />
          </Suspense>
        }
      />
      {listError && (
        <Alert
          color="red"
          mb="sm"
          title={listError.status === 400 ? listError.message : t('reports.project.failedToLoad')}
        >
          {listError.status === 400 ? Object.values(filterErrors).join(' ') : listError.message}
        </Alert>
      )}
      <Stack gap="md">
        <div>
          <DataTable
            columnsOf={columnSpec}
            label={t('reports.project.listLabel')}
            columns={columns}
            rowKey={(row) => row.id}
            {...tableBindings(list, projects)}
            rows={rows}
            total={listError ? 0 : (projects.data?.meta.total ?? 0)}
          />
        </div>
        {rows && <ProjectReportChart rows={rows} />}
      </Stack>
    </>
  );
}
