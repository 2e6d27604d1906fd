import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectPolicy } from '@workspace/shared/auth/policies';
import { WORK_STATUSES } from '@workspace/shared/common/work';
import type { Project, ProjectSummary } from '@workspace/shared/projects/projects.schemas';
import { projectColumns as columnSpec } from '@workspace/shared/columns/projects';
import { projectList } from '../../lib/lists';
import { CompanyName } from '../../components/company-name';
import { DataTable, type Column } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-panel';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { SummaryCards } from '../../components/summary-cards';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useListState, withoutParams, tableBindings } from '../../components/use-list-state';
import { PriorityBadge, STATUS_COLORS, StatusBadge, useWorkOptions } from '../../components/work-badges';
import { formatDate, formatMoney } from '../../lib/format';
import { listQueryOptions, listSummaryQueryOptions } from '../../lib/list-api';
import { projectKeys } from '../../lib/query-keys';
import { useActor } from '../../lib/use-actor';
import { useCompanyOptions } from '../../lib/lookups';
import { hasProjectMoney, ProjectMoney } from './components/project-money';
import { lazyDialog } from '../../components/lazy-dialog';

const ProjectFormModal = lazyDialog(() =>
  import('./components/project-form-modal').then((module) => module.ProjectFormModal),
);

/** /project (master, manager): search, filters, sort, paging, export, summary, new, edit, delete. */
export function Component() {
  const { t, i18n } = useTranslation();
  const list = useListState(projectList);
  const projects = useQuery(listQueryOptions(projectList, list.listParams));
  // The cards show every status, so the status filter they set is left out of their query.
  const summary = useQuery(
    listSummaryQueryOptions<ProjectSummary>(projectList, withoutParams(list.filterParams, ['status'])),
  );
  const companies = useCompanyOptions();
  const { statusOptions, priorityOptions, currencyOptions } = useWorkOptions();
  const [editing, setEditing] = useState<Project | null | undefined>(undefined);
  // Received and paid are accounting: shown to those who may read money, as the server sends them.
  const canSeeMoney = projectPolicy.readMoney(useActor());
  // A 409 carries the server's translated reason ("This project still has tasks...").
  const deleteProject = useConfirmedDelete<Project>({
    path: '/api/projects',
    invalidates: [projectKeys.all],
    name: (project) => project.name,
    success: t('projects.deleted'),
    failure: t('projects.failedToDelete'),
  });

  const columns: Column<Project>[] = [
    {
      key: 'name',
      title: t('projects.fields.name'),
      sortable: true,
      wrap: true,
      render: (project) => (
        <Text size="sm" fw={500}>
          {project.name}
        </Text>
      ),
    },
    {
      key: 'companyName',
      title: t('projects.fields.company'),
      sortable: true,
      wrap: true,
      render: (project) => <CompanyName company={{ id: project.companyId, name: project.companyName }} />,
    },
    {
      key: 'budget',
      title: t('projects.fields.budget'),
      sortable: true,
      align: 'right',
      render: (project) => formatMoney(project.budget, project.currency, i18n.language),
    },
    ...(canSeeMoney
      ? [
          {
            key: 'money',
            title: t('projects.fields.receivedPaid'),
            wrap: true,
            render: (project: Project) => (hasProjectMoney(project) ? <ProjectMoney project={project} /> : '–'),
          },
        ]
      : []),
    {
      // One column for both dates (sorted by the start) keeps the actions in view at 1366 px.
      key: 'startDate',
      title: t('projects.fields.dates'),
      sortable: true,
      render: (project) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(project.startDate, i18n.language)}</Text>
          <Text size="sm" c="dimmed">
            → {formatDate(project.endDate, i18n.language)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      title: t('projects.fields.status'),
      sortable: true,
      render: (project) => <StatusBadge status={project.status} />,
    },
    {
      key: 'priority',
      title: t('projects.fields.priority'),
      sortable: true,
      render: (project) => <PriorityBadge priority={project.priority} />,
    },
    {
      key: 'tasks',
      title: t('projects.fields.tasks'),
      render: (project) => (
        <Text size="sm" title={t('projects.taskCountLabel', { open: project.openTaskCount, total: project.taskCount })}>
          {t('projects.taskCount', { open: project.openTaskCount, total: project.taskCount })}
        </Text>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (project) => (
        <RowActions
          t={t}
          name={project.name}
          onEdit={() => setEditing(project)}
          onDelete={() => deleteProject(project)}
        />
      ),
    },
  ];

  const byStatus = summary.data?.byStatus;
  return (
    <>
      <PageHeader title={t('screens.project')} />
      <SummaryCards
        cards={[
          {
            key: 'total',
            label: t('projects.total'),
            value: summary.data?.total ?? '–',
            color: 'indigo',
            onClick: () => list.setFilter('status', null),
            isActive: !list.filters.status,
          },
          ...WORK_STATUSES.map((status) => ({
            key: status,
            label: t(`work.status.${status}`),
            value: byStatus?.[status] ?? 0,
            color: STATUS_COLORS[status],
            isActive: list.filters.status === status,
            onClick: () => list.setFilter('status', list.filters.status === status ? null : status),
          })),
        ]}
      />
      <ListToolbar
        list={list}
        exportOf={projectList}
        create={{ label: t('projects.newProject'), onClick: () => setEditing(null) }}
        filters={
          <>
            <FilterSelect list={list} name="status" label={t('projects.fields.status')} data={statusOptions} />
            <FilterSelect list={list} name="priority" label={t('projects.fields.priority')} data={priorityOptions} />
            <FilterSelect list={list} name="currency" label={t('projects.fields.currency')} data={currencyOptions} />
            <FilterSelect list={list} name="companyId" label={t('projects.fields.company')} data={companies} />
          </>
        }
      />
      <DataTable
        columnsOf={columnSpec}
        label={t('projects.listLabel')}
        columns={columns}
        rowKey={(project) => project.id}
        {...tableBindings(list, projects)}
      />
      {editing !== undefined && <ProjectFormModal project={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
