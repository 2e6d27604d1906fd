import { isMonth } from '@workspace/shared/common/checks';
import { readListParams, toSearchParams } from '../lib/list-params';
import {
  categoryList,
  companyList,
  noteList,
  projectList,
  taskList,
  ticketCategoryList,
  transactionList,
  userList,
  type ListParamsOf,
  type WebList,
} from '../lib/lists';

/*
 * The list each list screen shows first, and how its address reads, without zod or React: the first
 * load asks for that page before any of the app's code is there (`preloadScreenAt`), and a route
 * asks for it beside its screen's code (`screen-data.ts`). The lists are the zod-free shapes the
 * screens read (lib/lists.ts); screen-data.test.tsx checks that each screen then asks under the
 * very same key.
 */

/** A screen's first list: its shape, the filters the screen fixes (its `useListState` options), and when it shows one at all. */
type ListAhead = {
  list: WebList;
  fixed?: Record<string, string | undefined>;
  when?: (params: URLSearchParams) => boolean;
};

const notBoard = (params: URLSearchParams) => params.get('view') !== 'board';

/* A screen not named here fetches its data itself, once it renders. */
const LISTS: Record<string, ListAhead> = {
  // The board shows the tasks by status instead of this page.
  task: { list: taskList, when: notBoard },
  myTask: { list: taskList, fixed: { mine: 'true' }, when: notBoard },
  project: { list: projectList },
  company: { list: companyList },
  internalUser: { list: userList, fixed: { kind: 'internal' } },
  externalUser: { list: userList, fixed: { kind: 'external' } },
  income: { list: transactionList, fixed: { type: 'income' } },
  expense: { list: transactionList, fixed: { type: 'expense' } },
  transaction: { list: transactionList },
  expenseCategory: { list: categoryList },
  ticketCategory: { list: ticketCategoryList },
  userNote: { list: noteList },
};

/** The list and the parameters the screen `name` at `url` asks for first, if it shows one. */
export function listAhead(name: string, url: URL): { list: WebList; params: ListParamsOf<WebList> } | null {
  const ahead = LISTS[name];
  if (!ahead || (ahead.when && !ahead.when(url.searchParams))) return null;
  return { list: ahead.list, params: readListParams(ahead.list, url.searchParams, { fixed: ahead.fixed }).listParams };
}

/** The request for that first page (as `listQueryOptions` sends it), if the screen shows one. */
export function listAheadRequest(name: string, url: URL): string | null {
  const ahead = listAhead(name, url);
  return ahead ? `/api/${ahead.list.name}?${toSearchParams(ahead.params)}` : null;
}

/*
 * Screens whose first request is not a list page: the address it is sent to, written as the
 * screen's own query writes it.
 */
const OTHER_FIRST_REQUESTS: Record<string, (url: URL) => string> = {
  // useWallet: the address's month when the page accepts it, else none, as the page has it.
  wallet: (url) => {
    const month = url.searchParams.get('month');
    return month && isMonth(month) ? `/api/wallet?${new URLSearchParams({ month })}` : '/api/wallet';
  },
};

/** The first request of the screen `name` at `url` (its first list page, or its own data), if it is known ahead. */
export function firstRequestOf(name: string, url: URL): string | null {
  return listAheadRequest(name, url) ?? OTHER_FIRST_REQUESTS[name]?.(url) ?? null;
}
