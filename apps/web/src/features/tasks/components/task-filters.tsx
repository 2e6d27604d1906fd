import { Checkbox, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import type { ListState } from '../../../components/use-list-state';
import { useWorkOptions } from '../../../components/work-badges';
import { useProjectOptions } from '../api/lookup-projects';
import { useAssigneeOptions } from '../api/lookup-users';

export const TASK_FILTER_KEYS = ['status', 'priority', 'assigneeId', 'projectId', 'deadlineFrom', 'deadlineTo', 'overdue'] as const;
export type TaskFilterKey = (typeof TASK_FILTER_KEYS)[number];

type Props = {
  list: ListState<TaskFilterKey>;
  /** My tasks has no assignee filter: every task there is the user's. */
  hasAssigneeFilter: boolean;
  /** The board shows every status in its own column. */
  isStatusDisabled: boolean;
};

/** The inputs of the task filter panel, each bound to its URL parameter. */
export function TaskFilters({ list, hasAssigneeFilter, isStatusDisabled }: Props) {
  const { t } = useTranslation();
  const { statusOptions, priorityOptions } = useWorkOptions();
  const projects = useProjectOptions();
  const assignees = useAssigneeOptions(hasAssigneeFilter);
  const select = (key: TaskFilterKey, label: string, data: { value: string; label: string }[], description?: string) => (
    <Select
      label={label}
      description={description}
      placeholder={t('common.all')}
      clearable
      searchable={data.length > 8}
      value={list.filters[key] ?? null}
      onChange={(value) => list.setFilter(key, value)}
      data={data.map(({ value, label: text }) => ({ value, label: text }))}
      disabled={key === 'status' && isStatusDisabled}
    />
  );
  return (
    <>
      {select('status', t('tasks.fields.status'), statusOptions, isStatusDisabled ? t('tasks.boardStatusFilterNote') : undefined)}
      {select('priority', t('tasks.fields.priority'), priorityOptions)}
      {hasAssigneeFilter && select('assigneeId', t('tasks.fields.assignee'), assignees)}
      {select('projectId', t('tasks.fields.project'), projects)}
      <DateField
        label={t('tasks.fields.deadlineFrom')}
        clearable
        value={list.filters.deadlineFrom ?? null}
        onChange={(value) => list.setFilter('deadlineFrom', value)}
      />
      <DateField
        label={t('tasks.fields.deadlineTo')}
        clearable
        value={list.filters.deadlineTo ?? null}
        onChange={(value) => list.setFilter('deadlineTo', value)}
      />
      <Checkbox
        label={t('tasks.fields.overdueOnly')}
        mt="xl"
        checked={list.filters.overdue === 'true'}
        onChange={(event) => list.setFilter('overdue', event.currentTarget.checked ? 'true' : null)}
      />
    </>
  );
}
