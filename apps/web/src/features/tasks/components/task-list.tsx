import { Button, SegmentedControl } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkPriority, WorkStatus } from '@workspace/shared/common/work';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { confirmAction } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { FilterPanel } from '../../../components/filter-panel';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useListState, tableBindings } from '../../../components/use-list-state';
import { exportList } from '../../../lib/export-list';
import { toast } from '../../../lib/toast';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/list-tasks';
import { useSetTaskPriority } from '../api/set-task-priority';
import { useSetTaskStatus } from '../api/set-task-status';
import { TaskBoardView } from './task-board-view';
import { useTaskColumns } from './task-columns';
import { TASK_FILTER_KEYS, TaskFilters } from './task-filters';
import { TaskFormModal } from './task-form-modal';
import { TaskSummaryCards } from './task-summary-cards';

export type TaskListProps = {
  title: string;
  /** My tasks: only the signed-in user's tasks (`mine=true`). */
  isMine: boolean;
  /** Masters and managers: new, edit, delete and priority changes. Everyone here may change status. */
  canManage: boolean;
};

const FILTER_PANEL_ID = 'task-filters';

/** The task list behind /task and /mytask: summary, search, filters, list or board, export, inline changes. */
export function TaskList({ title, isMine, canManage }: TaskListProps) {
  const { t } = useTranslation();
  const list = useListState({ filterKeys: TASK_FILTER_KEYS, defaultSort: 'deadline' });
  const isBoard = list.getParam('view') === 'board';
  const isFilterOpen = list.getParam('filters') === 'open';
  const filterParams = useMemo(() => {
    const params = new URLSearchParams(list.filterParams);
    if (isMine) params.set('mine', 'true');
    return params;
  }, [list.filterParams, isMine]);
  const listParams = useMemo(() => {
    const params = new URLSearchParams(list.listParams);
    if (isMine) params.set('mine', 'true');
    return params;
  }, [list.listParams, isMine]);

  const tasks = useTasks(listParams, !isBoard);
  const setStatus = useSetTaskStatus();
  const setPriority = useSetTaskPriority();
  const deleteMutation = useDeleteTask();
  const [editing, setEditing] = useState<Task | null | undefined>(undefined);

  const changeStatus = async (task: Task, status: WorkStatus) => {
    await setStatus.mutateAsync({ id: task.id, status });
    toast.success(t('tasks.statusUpdated'));
  };
  const changePriority = async (task: Task, priority: WorkPriority) => {
    await setPriority.mutateAsync({ id: task.id, priority });
    toast.success(t('tasks.priorityUpdated'));
  };
  const deleteTask = async (task: Task) => {
    const isConfirmed = await confirmAction({ title: t('list.deleteTitle', { name: task.title }), message: t('list.deleteText'), confirmLabel: t('list.delete') });
    if (!isConfirmed) return;
    try {
      await deleteMutation.mutateAsync(task.id);
      toast.success(t('tasks.deleted'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('tasks.failedToDelete'));
    }
  };

  const columns = useTaskColumns({ canManage, hasAssigneeColumn: !isMine, onStatus: changeStatus, onPriority: changePriority, onEdit: setEditing, onDelete: (task) => void deleteTask(task) });

  return (
    <>
      <PageHeader title={title} />
      <TaskSummaryCards list={list} baseParams={filterParams} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        filterToggle={{
          opened: isFilterOpen,
          onToggle: () => list.setParam('filters', isFilterOpen ? null : 'open'),
          activeCount: list.activeFilterCount,
          controls: FILTER_PANEL_ID,
        }}
        extra={
          <SegmentedControl
            aria-label={t('list.view')}
            value={isBoard ? 'board' : 'list'}
            onChange={(value) => list.setParam('view', value === 'board' ? 'board' : null)}
            data={[
              { value: 'list', label: t('list.listView') },
              { value: 'board', label: t('list.boardView') },
            ]}
          />
        }
        onExport={(format) => void exportList('/api/tasks', filterParams, format)}
        primary={canManage ? <Button onClick={() => setEditing(null)}>{t('tasks.newTask')}</Button> : undefined}
      />
      <FilterPanel id={FILTER_PANEL_ID} opened={isFilterOpen} activeCount={list.activeFilterCount} onReset={list.resetFilters}>
        <TaskFilters list={list} hasAssigneeFilter={!isMine} isStatusDisabled={isBoard} />
      </FilterPanel>
      {isBoard ? (
        <TaskBoardView filterParams={filterParams} onMove={changeStatus} />
      ) : (
        <DataTable
          label={t('tasks.listLabel')}
          columns={columns}
          rowKey={(task) => task.id}
          {...tableBindings(list, tasks)}
        />
      )}
      {editing !== undefined && <TaskFormModal task={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
