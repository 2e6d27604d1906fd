import { Button, Select, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@workspace/shared/common/limits';
import { WORK_PRIORITIES, WORK_STATUSES } from '@workspace/shared/common/work';
import type { Project } from '@workspace/shared/projects/projects.schemas';
import { canOpen, findScreenRoute } from '@workspace/shared/routes/screen-routes';
import { confirmAction } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { hasProjectMoney, ProjectMoney } from '../../components/project-money';
import { RowActions } from '../../components/row-actions';
import { SummaryCards } from '../../components/summary-cards';
import { useListState, withoutParams, tableBindings } from '../../components/use-list-state';
import { PriorityBadge, STATUS_COLORS, StatusBadge } from '../../components/work-badges';
import { exportList } from '../../lib/export-list';
import { formatDate, formatMoney } from '../../lib/format';
import { storedUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDeleteProject } from './api/delete-project';
import { useProjectSummary } from './api/get-project-summary';
import { useProjects } from './api/list-projects';
import { useCompanyOptions } from './api/lookup-companies';
import { ProjectFormModal } from './components/project-form-modal';

const FILTER_KEYS = ['status', 'priority', 'currency', 'companyId'] as const;
const FILTER_PANEL_ID = 'project-filters';

/** /project (master, manager): search, filters, sort, paging, export, summary, new, edit, delete. */
export function Component() {
  const { t, i18n } = useTranslation();
  const list = useListState({ filterKeys: FILTER_KEYS, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const projects = useProjects(list.listParams);
  // The cards show every status, so the status filter they set is left out of their query.
  const summary = useProjectSummary(withoutParams(list.filterParams, ['status', 'sort', 'order']));
  const companies = useCompanyOptions();
  const deleteMutation = useDeleteProject();
  const [editing, setEditing] = useState<Project | null | undefined>(undefined);
  const isFilterOpen = list.getParam('filters') === 'open';
  // Received and paid are accounting: shown to those who may open the transactions, as the server sends them.
  const canSeeMoney = canOpen(findScreenRoute('transaction')?.roles ?? [], storedUser()?.type);

  const deleteProject = async (project: Project) => {
    const isConfirmed = await confirmAction({
      title: t('list.deleteTitle', { name: project.name }),
      message: t('list.deleteText'),
      confirmLabel: t('list.delete'),
    });
    if (!isConfirmed) return;
    try {
      await deleteMutation.mutateAsync(project.id);
      toast.success(t('projects.deleted'));
    } catch (error) {
      // A 409 carries the server's translated reason ("This project still has tasks...").
      toast.error(error instanceof Error && error.message ? error.message : t('projects.failedToDelete'));
    }
  };

  const selectFilter = (key: (typeof FILTER_KEYS)[number], label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('common.all')}
      clearable
      searchable={data.length > 8}
      value={list.filters[key] ?? null}
      onChange={(value) => list.setFilter(key, value)}
      data={data}
    />
  );

  const columns: Column<Project>[] = [
    { key: 'name', title: t('projects.fields.name'), sortable: true, wrap: true, render: (project) => <Text size="sm" fw={500}>{project.name}</Text> },
    { key: 'companyName', title: t('projects.fields.company'), sortable: true, wrap: true, render: (project) => project.companyName },
    {
      key: 'budget',
      title: t('projects.fields.budget'),
      sortable: true,
      align: 'right',
      render: (project) => formatMoney(project.budget, project.currency, i18n.language),
    },
    ...(canSeeMoney
      ? [{ key: 'money', title: t('projects.fields.receivedPaid'), wrap: true, render: (project: Project) => (hasProjectMoney(project) ? <ProjectMoney project={project} /> : '–') }]
      : []),
    {
      // One column for both dates (sorted by the start) keeps the actions in view at 1366 px.
      key: 'startDate',
      title: t('projects.fields.dates'),
      sortable: true,
      render: (project) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(project.startDate, i18n.language)}</Text>
          <Text size="sm" c="dimmed">→ {formatDate(project.endDate, i18n.language)}</Text>
        </Stack>
      ),
    },
    { key: 'status', title: t('projects.fields.status'), sortable: true, render: (project) => <StatusBadge status={project.status} /> },
    { key: 'priority', title: t('projects.fields.priority'), sortable: true, render: (project) => <PriorityBadge priority={project.priority} /> },
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
          actions={[
            { key: 'edit', label: `${t('common.edit')}: ${project.name}`, icon: <IconPencil size={16} />, onClick: () => setEditing(project) },
            { key: 'delete', label: `${t('list.delete')}: ${project.name}`, icon: <IconTrash size={16} />, color: 'red', onClick: () => void deleteProject(project) },
          ]}
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
          { key: 'total', label: t('projects.total'), value: summary.data?.total ?? '–', color: 'indigo', onClick: () => list.setFilter('status', null), isActive: !list.filters.status },
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
        search={list.search}
        onSearch={list.setSearch}
        filterToggle={{
          opened: isFilterOpen,
          onToggle: () => list.setParam('filters', isFilterOpen ? null : 'open'),
          activeCount: list.activeFilterCount,
          controls: FILTER_PANEL_ID,
        }}
        onExport={(format) => void exportList('/api/projects', list.filterParams, format)}
        primary={<Button onClick={() => setEditing(null)}>{t('projects.newProject')}</Button>}
      />
      <FilterPanel id={FILTER_PANEL_ID} opened={isFilterOpen} activeCount={list.activeFilterCount} onReset={list.resetFilters}>
        {selectFilter('status', t('projects.fields.status'), WORK_STATUSES.map((value) => ({ value, label: t(`work.status.${value}`) })))}
        {selectFilter('priority', t('projects.fields.priority'), WORK_PRIORITIES.map((value) => ({ value, label: t(`work.priority.${value}`) })))}
        {selectFilter('currency', t('projects.fields.currency'), CURRENCIES.map((value) => ({ value, label: t(`work.currency.${value}`) })))}
        {selectFilter('companyId', t('projects.fields.company'), companies)}
      </FilterPanel>
      <DataTable
        label={t('projects.listLabel')}
        columns={columns}
        rowKey={(project) => project.id}
        {...tableBindings(list, projects)}
      />
      {editing !== undefined && <ProjectFormModal project={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
