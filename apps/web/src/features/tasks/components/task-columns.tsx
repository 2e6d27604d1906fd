import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkPriority, WorkStatus } from '@workspace/shared/common/work';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import type { Column } from '../../../components/data-table';
import { LazyInlineSelect } from '../../../components/lazy-inline-select';
import { RowActions } from '../../../components/row-actions';
import { useWorkOptions } from '../../../components/work-badges';
import { formatDate, formatHours, personName } from '../../../lib/format';

export const supportWindowPath = (task: Pick<Task, 'id'>) => `/support-window/${task.id}/task`;

type Options = {
  canManage: boolean;
  /** My tasks: every row is the user's own, so the assignee column says nothing. */
  hasAssigneeColumn: boolean;
  onStatus: (task: Task, status: WorkStatus) => Promise<void>;
  onPriority: (task: Task, priority: WorkPriority) => Promise<void>;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/** The task table's columns; priority, edit and delete only for those who manage tasks. */
export function useTaskColumns({
  canManage,
  hasAssigneeColumn,
  onStatus,
  onPriority,
  onEdit,
  onDelete,
}: Options): Column<Task>[] {
  const { t, i18n } = useTranslation();
  const { statusOptions, priorityOptions } = useWorkOptions();
  const columns: Column<Task>[] = [
    {
      key: 'title',
      title: t('tasks.fields.title'),
      sortable: true,
      wrap: true,
      render: (task) => (
        <Anchor component={Link} to={supportWindowPath(task)} size="sm" fw={500}>
          {task.title}
        </Anchor>
      ),
    },
    {
      key: 'project',
      title: t('tasks.fields.project'),
      sortable: true,
      wrap: true,
      render: (task) => task.project.name,
    },
    { key: 'assignee', title: t('tasks.fields.assignee'), sortable: true, render: (task) => personName(task.assignee) },
    {
      key: 'startDate',
      title: t('tasks.fields.startDate'),
      sortable: true,
      render: (task) => formatDate(task.startDate, i18n.language),
    },
    {
      key: 'deadline',
      title: t('tasks.fields.deadline'),
      sortable: true,
      render: (task) =>
        task.isOverdue ? (
          <Stack gap={2} align="flex-start">
            <Text size="sm" c="var(--ws-danger-text)" fw={600}>
              {formatDate(task.deadline, i18n.language)}
            </Text>
            <Badge color="red" size="xs" variant="filled">
              {t('tasks.overdue')}
            </Badge>
          </Stack>
        ) : (
          formatDate(task.deadline, i18n.language)
        ),
    },
    {
      key: 'estimatedHours',
      title: t('tasks.fields.estimatedHours'),
      sortable: true,
      align: 'right',
      render: (task) => formatHours(task.estimatedHours, i18n.language),
    },
    {
      key: 'status',
      title: t('tasks.fields.status'),
      sortable: true,
      render: (task) => (
        <LazyInlineSelect
          t={t}
          value={task.status}
          options={statusOptions}
          record="task"
          field="status"
          subject={task.title}
          width={152}
          onChange={(next) => onStatus(task, next)}
        />
      ),
    },
    {
      key: 'priority',
      title: t('tasks.fields.priority'),
      sortable: true,
      render: (task) => (
        <LazyInlineSelect
          t={t}
          value={task.priority}
          options={priorityOptions}
          record="task"
          field="priority"
          subject={task.title}
          isReadOnly={!canManage}
          width={112}
          onChange={(next) => onPriority(task, next)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (task) => (
        <RowActions
          t={t}
          name={task.title}
          actions={[
            {
              key: 'open',
              label: t('tasks.openTask', { title: task.title }),
              icon: <IconExternalLink size={16} />,
              to: supportWindowPath(task),
            },
          ]}
          onEdit={canManage ? () => onEdit(task) : undefined}
          onDelete={canManage ? () => onDelete(task) : undefined}
        />
      ),
    },
  ];
  return hasAssigneeColumn ? columns : columns.filter((column) => column.key !== 'assignee');
}
