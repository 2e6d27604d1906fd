import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORK_STATUSES, type WorkStatus } from '@workspace/shared/common/work';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { taskList, type FilterParamsOf } from '../../../lib/lists';
import { Board } from '../../../components/board';
import { withoutParams } from '../../../components/use-list-state';
import { PriorityBadge, STATUS_COLORS } from '../../../components/work-badges';
import { formatDate } from '../../../lib/format';
import { listQueryOptions } from '../../../lib/list-api';
import { supportWindowPath } from './task-columns';

/* A column shows this many cards and says how many more there are. */
const COLUMN_SIZE = 50;

type Props = {
  /** The list's filters (q, mine, priority, ...); each column adds its own status. */
  filterParams: FilterParamsOf<typeof taskList>;
  onMove: (task: Task, status: WorkStatus) => Promise<void>;
};

/** One column per status, each queried with the current filters plus that status. */
export function TaskBoardView({ filterParams, onMove }: Props) {
  const { t, i18n } = useTranslation();
  const base = withoutParams(filterParams, ['status']);
  const results = useQueries({
    queries: WORK_STATUSES.map((status) =>
      listQueryOptions(taskList, { ...base, status, page: 1, pageSize: COLUMN_SIZE }),
    ),
  });

  const columns = WORK_STATUSES.map((status, index) => ({
    key: status,
    title: t(`work.status.${status}`),
    color: STATUS_COLORS[status],
    items: results[index]?.data?.data ?? [],
    total: results[index]?.data?.meta.total ?? 0,
    totalIsAtLeast: results[index]?.data?.meta.totalIsAtLeast,
    isLoading: results[index]?.isLoading,
  }));

  return (
    <Board<Task>
      label={t('tasks.boardLabel')}
      columns={columns}
      itemKey={(task) => task.id}
      itemLabel={(task) => task.title}
      record="task"
      field="status"
      onMove={(task, _from, to) => onMove(task, to as WorkStatus)}
      renderCard={(task) => (
        <Stack gap={4}>
          <Anchor
            component={Link}
            to={supportWindowPath(task)}
            size="sm"
            fw={600}
            lh={1.3}
            style={{ wordBreak: 'break-word' }}
          >
            {task.title}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {task.project.name}
          </Text>
          <Text size="xs">
            {task.assignee.name} {task.assignee.surname}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text
              size="xs"
              c={task.isOverdue ? 'var(--ws-danger-text)' : undefined}
              fw={task.isOverdue ? 600 : undefined}
            >
              {formatDate(task.deadline, i18n.language)}
            </Text>
            {task.isOverdue && (
              <Badge color="red" size="xs" variant="filled">
                {t('tasks.overdue')}
              </Badge>
            )}
            <PriorityBadge priority={task.priority} size="xs" />
          </Group>
        </Stack>
      )}
    />
  );
}
