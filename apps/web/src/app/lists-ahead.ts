import type { ListDefinition, ListParams } from '@workspace/shared/common/list.schemas';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@workspace/shared/common/limits';
import { readListParams, toSearchParams } from '../lib/list-params';

/*
 * The list each list screen shows first, and how its address reads, without zod or React: the first
 * load asks for that page before any of the app's code is there (`preloadScreenAt`), and a route
 * asks for it beside its screen's code (`screen-data.ts`). The lists' shapes are written out here
 * rather than imported with their schemas, which would put zod in front of the first rows;
 * lists-ahead.test.ts checks each against its definition, field for field, and screen-data.test.tsx
 * that each screen then asks under the very same key.
 */

type ListShape = Pick<ListDefinition, 'name' | 'filterKeys' | 'defaultSort' | 'defaultOrder' | 'pageSize'>;
const shape = (name: string, filterKeys: string[], defaultSort: string, defaultOrder: 'asc' | 'desc'): ListShape => ({
  name,
  filterKeys,
  defaultSort,
  defaultOrder,
  pageSize: { default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX },
});

export const LIST_SHAPES = {
  tasks: shape('tasks', ['mine', 'status', 'priority', 'assigneeId', 'projectId', 'deadlineFrom', 'deadlineTo', 'overdue'], 'deadline', 'asc'),
  projects: shape('projects', ['status', 'priority', 'currency', 'companyId'], 'createdAt', 'asc'),
  companies: shape('companies', [], 'name', 'asc'),
  users: shape('users', ['kind', 'type', 'isActive'], 'name', 'asc'),
  transactions: shape(
    'transactions',
    ['type', 'currency', 'categoryId', 'companyId', 'projectId', 'userId', 'dateFrom', 'dateTo', 'amountMin', 'amountMax'],
    'transactionDate',
    'desc',
  ),
  expenseCategories: shape('expense-categories', [], 'name', 'asc'),
  ticketCategories: shape('ticket-categories', [], 'name', 'asc'),
  notes: shape('notes', ['pinned'], 'updatedAt', 'desc'),
} as const;

/** A screen's first list: its shape, the filters the screen fixes (its `useListState` options), and when it shows one at all. */
type ListAhead = { shape: ListShape; fixed?: Record<string, string | undefined>; when?: (params: URLSearchParams) => boolean };

const notBoard = (params: URLSearchParams) => params.get('view') !== 'board';

/* A screen not named here fetches its data itself, once it renders. */
const LISTS: Record<string, ListAhead> = {
  // The board shows the tasks by status instead of this page.
  task: { shape: LIST_SHAPES.tasks, when: notBoard },
  myTask: { shape: LIST_SHAPES.tasks, fixed: { mine: 'true' }, when: notBoard },
  project: { shape: LIST_SHAPES.projects },
  company: { shape: LIST_SHAPES.companies },
  internalUser: { shape: LIST_SHAPES.users, fixed: { kind: 'internal' } },
  externalUser: { shape: LIST_SHAPES.users, fixed: { kind: 'external' } },
  income: { shape: LIST_SHAPES.transactions, fixed: { type: 'income' } },
  expense: { shape: LIST_SHAPES.transactions, fixed: { type: 'expense' } },
  transaction: { shape: LIST_SHAPES.transactions },
  expenseCategory: { shape: LIST_SHAPES.expenseCategories },
  ticketCategory: { shape: LIST_SHAPES.ticketCategories },
  userNote: { shape: LIST_SHAPES.notes },
};

/** The list and the parameters the screen `name` at `url` asks for first, if it shows one. */
export function listAhead(name: string, url: URL): { definition: ListDefinition; params: ListParams<ListDefinition> } | null {
  const list = LISTS[name];
  if (!list || (list.when && !list.when(url.searchParams))) return null;
  // Only the shape's fields are read; the rest of a definition (its zod schemas) is the server's and the screen's.
  const definition = list.shape as ListDefinition;
  return { definition, params: readListParams(definition, url.searchParams, { fixed: list.fixed }).listParams };
}

/** The request for that first page (as `listQueryOptions` sends it), if the screen shows one. */
export function listAheadRequest(name: string, url: URL): string | null {
  const ahead = listAhead(name, url);
  return ahead ? `/api/${ahead.definition.name}?${toSearchParams(ahead.params)}` : null;
}

/*
 * Screens whose first request is not a list page: the address it is sent to, written as the
 * screen's own query writes it.
 */
const OTHER_FIRST_REQUESTS: Record<string, (url: URL) => string> = {
  // useWallet: the address's month when the page accepts it (monthField's rule), else none, as the page has it.
  wallet: (url) => {
    const month = url.searchParams.get('month');
    return month && /^(?!0000)\d{4}-(0[1-9]|1[0-2])$/.test(month.trim()) ? `/api/wallet?${new URLSearchParams({ month })}` : '/api/wallet';
  },
};

/** The first request of the screen `name` at `url` (its first list page, or its own data), if it is known ahead. */
export function firstRequestOf(name: string, url: URL): string | null {
  return listAheadRequest(name, url) ?? OTHER_FIRST_REQUESTS[name]?.(url) ?? null;
}
