import { useTranslation } from 'react-i18next';
import type { ticketList } from '../../../lib/lists';
import { FilterDate, FilterSelect } from '../../../components/filter-panel';
import { LazySelect } from '../../../components/lazy-select';
import type { ListState } from '../../../components/use-list-state';
import { useAssigneeOptions, useTicketCategoryOptions } from '../../../lib/lookups';
import { useTicketOptions } from './ticket-badges';

type Props = {
  list: ListState<typeof ticketList>;
  /** Staff filter by assignee; a customer's tickets are all their own. */
  hasAssigneeFilter: boolean;
  /** Those who assign tickets may look for the ones nobody has yet. */
  hasUnassignedOption: boolean;
  /** The server's messages for a refused filter (an inverted date range), by field. */
  errors?: Record<string, string>;
};

/* The assignee select's value for `unassigned=true`; ids are digits, so it cannot clash with one. */
const UNASSIGNED = 'unassigned';

/** The inputs of the ticket filter panel, each bound to its URL parameter. */
export function TicketFilters({ list, hasAssigneeFilter, hasUnassignedOption, errors = {} }: Props) {
  const { t } = useTranslation();
  const { statusOptions, priorityOptions, departmentOptions, typeOptions } = useTicketOptions();
  const categories = useTicketCategoryOptions();
  const assignees = useAssigneeOptions(hasAssigneeFilter);
  const assigneeData = hasUnassignedOption
    ? [{ value: UNASSIGNED, label: t('tickets.unassigned') }, ...assignees]
    : assignees;
  const assigneeValue =
    hasUnassignedOption && list.filters.unassigned === 'true' ? UNASSIGNED : (list.filters.assigneeId ?? null);
  return (
    <>
      <FilterSelect
        list={list}
        name="status"
        label={t('tickets.fields.status')}
        data={[{ value: 'unfinished', label: t('tickets.openStatuses') }, ...statusOptions]}
        error={errors.status}
      />
      <FilterSelect
        list={list}
        name="priority"
        label={t('tickets.fields.priority')}
        data={priorityOptions}
        error={errors.priority}
      />
      <FilterSelect
        list={list}
        name="categoryId"
        label={t('tickets.fields.category')}
        data={categories}
        searchable
        error={errors.categoryId}
      />
      <FilterSelect
        list={list}
        name="department"
        label={t('tickets.fields.department')}
        data={departmentOptions}
        error={errors.department}
      />
      <FilterSelect list={list} name="type" label={t('tickets.fields.type')} data={typeOptions} error={errors.type} />
      {hasAssigneeFilter && (
        // One select for "who": a person, or (for those who assign) nobody yet.
        <LazySelect
          label={t('tickets.fields.assignee')}
          placeholder={t('common.all')}
          clearable
          searchable
          data={assigneeData}
          value={assigneeValue}
          error={errors.assigneeId ?? errors.unassigned}
          onChange={(value) =>
            list.setFilters(
              value === UNASSIGNED ? { unassigned: 'true', assigneeId: null } : { assigneeId: value, unassigned: null },
            )
          }
        />
      )}
      <FilterDate list={list} name="createdFrom" label={t('tickets.fields.createdFrom')} error={errors.createdFrom} />
      <FilterDate list={list} name="createdTo" label={t('tickets.fields.createdTo')} error={errors.createdTo} />
    </>
  );
}
