import type { ListDefinition } from '@workspace/shared/common/list.schemas';
import { checkColumns } from '@workspace/shared/common/list-columns';
import { LIST_COLUMNS } from '@workspace/shared/columns/index';
import { categoryList } from '@workspace/shared/accounting/categories.schemas';
import { transactionList } from '@workspace/shared/accounting/transactions.schemas';
import { companyList } from '@workspace/shared/companies/companies.schemas';
import { activityList } from '@workspace/shared/insight/activities.schemas';
import { loginRecordList } from '@workspace/shared/insight/login-records.schemas';
import { outgoingMailList } from '@workspace/shared/insight/outgoing-mail.schemas';
import { projectReportList } from '@workspace/shared/insight/reports.schemas';
import { noteList } from '@workspace/shared/notes/notes.schemas';
import { projectList } from '@workspace/shared/projects/projects.schemas';
import { sharedDataList } from '@workspace/shared/shared-data/shared-data.schemas';
import { taskList } from '@workspace/shared/tasks/tasks.schemas';
import { ticketCategoryList } from '@workspace/shared/tickets/ticket-categories.schemas';
import { ticketList } from '@workspace/shared/tickets/tickets.schemas';
import { userList } from '@workspace/shared/users/users.schemas';
import type { SavedViewState } from '@workspace/shared/views/saved-views.schemas';

/** Every list a view may be saved on, by its name: its definition says what its state may hold. */
export const VIEW_LISTS: ReadonlyMap<string, ListDefinition> = new Map(
  (
    [
      activityList,
      categoryList,
      companyList,
      loginRecordList,
      noteList,
      outgoingMailList,
      projectList,
      projectReportList,
      sharedDataList,
      taskList,
      ticketCategoryList,
      ticketList,
      transactionList,
      userList,
    ] as unknown as ListDefinition[]
  ).map((definition) => [definition.name, definition]),
);

/** What of a view's state the list does not have: `filter:status`, `sort:subject`, `column:money`. */
export type Problem = `${'filter' | 'sort' | 'column' | 'search'}:${string}`;

/**
 * The view's state as the list can take it, and what was left out: filters the list no longer has
 * or whose value it no longer takes, a sort it no longer offers, columns it no longer draws.
 */
export function checkViewState(
  definition: ListDefinition,
  state: SavedViewState,
): { state: SavedViewState; dropped: Problem[] } {
  const dropped: Problem[] = [];
  const filters: Record<string, string> = {};
  const keys = definition.filterKeys as readonly string[];
  for (const [key, value] of Object.entries(state.filters ?? {})) {
    const alone = keys.includes(key) && definition.filtersSchema.safeParse({ [key]: value }).success;
    if (alone) filters[key] = value;
    else dropped.push(`filter:${key}`);
  }
  // Values that pass alone but not together (an inverted range): the whole set is refused, so both go.
  if (!definition.filtersSchema.safeParse(filters).success) {
    for (const key of Object.keys(filters)) {
      dropped.push(`filter:${key}`);
      delete filters[key];
    }
  }
  const checked: SavedViewState = { filters };
  if (state.q) checked.q = state.q;
  if (state.sort !== undefined) {
    if ((definition.sortFields as readonly string[]).includes(state.sort)) {
      checked.sort = state.sort;
      if (state.order) checked.order = state.order;
    } else dropped.push(`sort:${state.sort}`);
  } else if (state.order) checked.order = state.order;
  if (state.columns) {
    const spec = LIST_COLUMNS[definition.name];
    if (spec) {
      const { columns, dropped: gone } = checkColumns(spec, state.columns);
      checked.columns = columns;
      dropped.push(...gone.map((key) => `column:${key}` as const));
    } else dropped.push(...state.columns.map((key) => `column:${key}` as const));
  }
  return { state: checked, dropped };
}
