import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { taskList } from '../../../lib/lists';
import { FilterDate, FilterSelect } from '../../../components/filter-panel';
import type { ListState } from '../../../components/use-list-state';
import { useWorkOptions } from '../../../components/work-badges';
import { useAssigneeOptions, useProjectOptions } from '../../../lib/lookups';

type Props = {
  list: ListState<typeof taskList>;
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
  return (
    <>
      <FilterSelect
        list={list}
        name="status"
        label={t('tasks.fields.status')}
        data={statusOptions}
        disabled={isStatusDisabled}
        description={isStatusDisabled ? t('tasks.boardStatusFilterNote') : undefined}
      />
      <FilterSelect list={list} name="priority" label={t('tasks.fields.priority')} data={priorityOptions} />
      {hasAssigneeFilter && (
        <FilterSelect list={list} name="assigneeId" label={t('tasks.fields.assignee')} data={assignees} />
      )}
      <FilterSelect list={list} name="projectId" label={t('tasks.fields.project')} data={projects} />
      <FilterDate list={list} name="deadlineFrom" label={t('tasks.fields.deadlineFrom')} />
      <FilterDate list={list} name="deadlineTo" label={t('tasks.fields.deadlineTo')} />
      <Checkbox
        label={t('tasks.fields.overdueOnly')}
        mt="xl"
        checked={list.filters.overdue === 'true'}
        onChange={(event) => list.setFilter('overdue', event.currentTarget.checked ? 'true' : null)}
      />
    </>
  );
}
