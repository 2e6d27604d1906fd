import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskPolicy } from '@workspace/shared/auth/policies';
import type { WorkPriority, WorkStatus } from '@workspace/shared/common/work';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { taskColumns as columnSpec } from '@workspace/shared/columns/tasks';
import { taskList } from '../../../lib/lists';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useListState, tableBindings } from '../../../components/use-list-state';
import { listQueryOptions } from '../../../lib/list-api';
import { taskKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useActor } from '../../../lib/use-actor';
import { useSetTaskPriority } from '../api/set-task-priority';
import { useSetTaskStatus } from '../api/set-task-status';
import { useTaskColumns } from './task-columns';
import { TaskFilters } from './task-filters';
import { TaskSummaryCards } from './task-summary-cards';
import { lazyView } from '../../../components/lazy-component';
import { lazyDialog } from '../../../components/lazy-dialog';
import { ToggleGroup } from '../../../components/toggle-group';
import { selectionColumn, useRowSelection } from '../../../components/row-selection';
import type { BulkAction } from '../../../components/bulk/bulk-bar';
import { useWorkOptions } from '../../../components/work-badges';
import { useAssigneeOptions } from '../../../lib/lookups';

const TaskFormModal = lazyDialog(() => import('./task-form-modal').then((module) => module.TaskFormModal));
// The board (its columns, cards and their menus) loads when it is first shown.
const TaskBoardView = lazyView(() => import('./task-board-view').then((module) => module.TaskBoardView));
// The bulk bar (its actions, texts and confirmation) loads once a row is selected.
const BulkBar = lazyView(() => import('../../../components/bulk/bulk-bar').then((module) => module.BulkBar));

export type TaskListProps = {
  title: string;
  /** My tasks: only the signed-in user's tasks (`mine=true`). */
  isMine: boolean;
};

/** The task list behind /task and /mytask: summary, search, filters, list or board, export, inline changes. */
export function TaskList({ title, isMine }: TaskListProps) {
  const { t } = useTranslation();
  // Planners create, edit, delete and reprioritise; whoever may see a task here may change its status.
  const canManage = taskPolicy.manage(useActor());
  const list = useListState(taskList, { fixed: { mine: isMine ? 'true' : undefined } });
  const isBoard = list.getParam('view') === 'board';
  // List, board and summary all sit under `taskKeys.all`.
  const tasks = useQuery({ ...listQueryOptions(taskList, list.listParams), enabled: !isBoard });
  const setStatus = useSetTaskStatus();
  const setPriority = useSetTaskPriority();
  const [editing, setEditing] = useState<Task | null | undefined>(undefined);
  const selection = useRowSelection(JSON.stringify(list.filterParams));
  const hasSelection = selection.all || selection.ids.size > 0;
  const bulkActions = useTaskBulkActions(canManage, hasSelection);

  const changeStatus = async (task: Task, status: WorkStatus) => {
    await setStatus.mutateAsync({ id: task.id, status });
    toast.success(t('tasks.statusUpdated'));
  };
  const changePriority = async (task: Task, priority: WorkPriority) => {
    await setPriority.mutateAsync({ id: task.id, priority });
    toast.success(t('tasks.priorityUpdated'));
  };
  const deleteTask = useConfirmedDelete<Task>({
    path: '/api/tasks',
    invalidates: [taskKeys.all],
    name: (task) => task.title,
    success: t('tasks.deleted'),
    failure: t('tasks.failedToDelete'),
  });

  const columns = useTaskColumns({
    canManage,
    hasAssigneeColumn: !isMine,
    onStatus: changeStatus,
    onPriority: changePriority,
    onEdit: setEditing,
    onDelete: deleteTask,
  });

  return (
    <>
      <PageHeader title={title} />
      <TaskSummaryCards list={list} />
      <ListToolbar
        list={list}
        exportOf={taskList}
        filters={<TaskFilters list={list} hasAssigneeFilter={!isMine} isStatusDisabled={isBoard} />}
        extra={
          <ToggleGroup
            aria-label={t('list.view')}
            value={isBoard ? 'board' : 'list'}
            onChange={(value) => list.setParam('view', value === 'board' ? 'board' : null)}
            data={[
              { value: 'list', label: t('list.listView') },
              { value: 'board', label: t('list.boardView') },
            ]}
          />
        }
        create={canManage ? { label: t('tasks.newTask'), onClick: () => setEditing(null) } : undefined}
      />
      {isBoard ? (
        <TaskBoardView filterParams={list.filterParams} onMove={changeStatus} />
      ) : (
        <>
          {hasSelection && (
            <BulkBar
              resource="tasks"
              noun="task"
              selection={selection}
              total={tasks.data?.meta.total ?? 0}
              pageIds={tasks.data?.data.map((task) => task.id) ?? []}
              filters={list.filterParams}
              actions={bulkActions}
              invalidates={[taskKeys.all]}
            />
          )}
          <DataTable
            columnsOf={columnSpec}
            label={t('tasks.listLabel')}
            columns={[
              selectionColumn(
                { state: selection, rowName: (task) => task.title },
                tasks.data?.data,
                (task) => task.id,
                t,
              ),
              ...columns,
            ]}
            rowKey={(task) => task.id}
            {...tableBindings(list, tasks)}
          />
        </>
      )}
      {editing !== undefined && <TaskFormModal task={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

/** What the bulk bar offers on tasks: planners every change; anyone else the status of their own. */
function useTaskBulkActions(canManage: boolean, hasSelection: boolean): BulkAction[] {
  const { statusOptions, priorityOptions } = useWorkOptions();
  const assigneeOptions = useAssigneeOptions(canManage && hasSelection);
  const status: BulkAction = {
    key: 'status',
    choices: statusOptions,
    change: (value) => ({ action: 'status', status: value }),
  };
  if (!canManage) return [status];
  return [
    status,
    { key: 'priority', choices: priorityOptions, change: (value) => ({ action: 'priority', priority: value }) },
    {
      key: 'assignee',
      choices: assigneeOptions,
      change: (value) => ({ action: 'assignee', assigneeId: Number(value) }),
    },
    { key: 'deadline', change: (value) => ({ action: 'deadline', deadline: value }) },
    { key: 'delete', change: () => ({ action: 'delete' }) },
  ];
}
