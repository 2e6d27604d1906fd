import type { ListDefinition } from '@workspace/shared/common/list.schemas';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@workspace/shared/common/limits';
import { readListParams } from '../components/use-list-state';
import { fetchListAhead } from '../lib/list-api';
import { queryClient } from '../lib/session';

/*
 * The list a screen shows first, fetched by its route beside the screen's code (router.tsx), so the
 * first rows do not wait for that code to load and render before they are asked for. Each entry
 * names the list and what its screen fixes (its `useListState` options); `readListParams` reads the
 * address as the screen does, so both use one query key (screen-data.test.tsx checks the screens).
 * A screen not named here fetches its data itself, as before.
 */
type ListAhead = { definition: ListDefinition; fixed?: Record<string, string | undefined>; when?: (params: URLSearchParams) => boolean };

/*
 * The task list's reading of an address, written out here rather than imported with its schemas:
 * the task screens are the busiest, and importing the definition would make their first rows wait
 * for zod to load and build every schema. The test checks it against `taskList`, field for field.
 */
export const TASK_LIST_SHAPE = {
  name: 'tasks',
  filterKeys: ['mine', 'status', 'priority', 'assigneeId', 'projectId', 'deadlineFrom', 'deadlineTo', 'overdue'],
  defaultSort: 'deadline',
  defaultOrder: 'asc',
  pageSize: { default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX },
} as const;
const tasks = async () => TASK_LIST_SHAPE as unknown as ListDefinition;
const transactions = () => import('@workspace/shared/accounting/transactions.schemas').then(({ transactionList }) => transactionList);
const users = () => import('@workspace/shared/users/users.schemas').then(({ userList }) => userList);

const lists: Record<string, () => Promise<ListAhead>> = {
  // The board shows the tasks by status instead of this page.
  task: async () => ({ definition: await tasks(), when: (params) => params.get('view') !== 'board' }),
  myTask: async () => ({ definition: await tasks(), fixed: { mine: 'true' }, when: (params) => params.get('view') !== 'board' }),
  project: async () => ({ definition: (await import('@workspace/shared/projects/projects.schemas')).projectList }),
  company: async () => ({ definition: (await import('@workspace/shared/companies/companies.schemas')).companyList }),
  internalUser: async () => ({ definition: await users(), fixed: { kind: 'internal' } }),
  externalUser: async () => ({ definition: await users(), fixed: { kind: 'external' } }),
  income: async () => ({ definition: await transactions(), fixed: { type: 'income' } }),
  expense: async () => ({ definition: await transactions(), fixed: { type: 'expense' } }),
  transaction: async () => ({ definition: await transactions() }),
  expenseCategory: async () => ({ definition: (await import('@workspace/shared/accounting/categories.schemas')).categoryList }),
  ticketCategory: async () => ({ definition: (await import('@workspace/shared/tickets/ticket-categories.schemas')).ticketCategoryList }),
  userNote: async () => ({ definition: (await import('@workspace/shared/notes/notes.schemas')).noteList }),
};

/** The list and its parameters the screen at `url` shows first, if it is one named above. */
export async function listAhead(name: string, url: URL) {
  const list = lists[name];
  if (!list) return null;
  const { definition, fixed, when } = await list();
  if (when && !when(url.searchParams)) return null;
  return { definition, params: readListParams(definition, url.searchParams, { fixed }).listParams };
}

/** Starts fetching the first page the screen at `url` shows, if it is one named above; never fails. */
export async function fetchScreenDataAhead(name: string, url: URL): Promise<void> {
  try {
    const ahead = await listAhead(name, url);
    if (ahead) await fetchListAhead(queryClient, ahead.definition, ahead.params);
  } catch {
    // The screen asks again itself, and shows what went wrong.
  }
}
