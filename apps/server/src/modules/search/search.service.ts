import {
  type RecordScope,
  companyPolicy,
  notePolicy,
  projectPolicy,
  sharedDataPolicy,
  taskPolicy,
  ticketPolicy,
  userPolicy,
} from '@workspace/shared/auth/policies';
import { isIdJump, searchedId, SEARCH_KINDS, type SearchKind } from '@workspace/shared/search/search.constants';
import type { SearchAnswer, SearchQuery, SearchResult } from '@workspace/shared/search/search.schemas';
import type { ServiceContext } from '../../lib/context';
import * as repo from './search.repository';

/* Words shorter than this find nothing in the text (a trigram index cannot narrow one letter); a number still jumps. */
export const SEARCH_MIN_LENGTH = 2;

const RANK = { id: 0, prefix: 1, contains: 2 } as const;

/**
 * The palette's search: each kind the caller may read, through its policy's scope, ranked by the
 * record's number, then titles that start with the words, then other matches, newest first within
 * each; groups in the order of their best result (then `SEARCH_KINDS`). `#123` looks up the
 * numbers alone.
 */
export async function search(ctx: ServiceContext, query: SearchQuery): Promise<SearchAnswer> {
  const { db, actor } = ctx;
  const q = (query.q ?? '').trim();
  const limit = query.limit;
  const id = searchedId(q);
  const searchesText = q.length >= SEARCH_MIN_LENGTH && !isIdJump(q);

  const taskScope = taskPolicy.use(actor) ? taskPolicy.scope(actor) : undefined;
  const ticketScope = ticketPolicy.use(actor) ? ticketPolicy.scope(actor) : undefined;
  const shape: repo.SearchShape = {
    words: searchesText,
    number: id !== undefined,
    task: taskScope?.kind,
    ticket: ticketScope?.kind,
    // Projects, companies and people: those whose screens list them all (an employee opens no project screen).
    project: projectPolicy.manage(actor),
    company: companyPolicy.manage(actor),
    person: userPolicy.manage(actor),
    note: notePolicy.use(actor),
    sharedData: sharedDataPolicy.use(actor),
    limit,
  };
  const userOf = (scope: RecordScope | undefined) => (scope && scope.kind !== 'all' ? scope.userId : null);
  // Every kind the caller may search and the numbered ticket and task: one statement.
  const found = repo.readsAnything(shape)
    ? await repo.searchEverything(db, shape, {
        term: q,
        id: id ?? null,
        actorId: actor.id,
        taskUser: userOf(taskScope),
        ticketUser: userOf(ticketScope),
      })
    : [];

  // Per kind: the number first, then titles that start with the words, then the rest, newest first within each.
  const order = (a: repo.Found, b: repo.Found) =>
    Number(b.byNumber) - Number(a.byNumber) ||
    Number(b.prefix) - Number(a.prefix) ||
    (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
    b.id - a.id;
  const markLength = [...q.replace(/\u0307/g, '')].length;
  const byKind = new Map<SearchKind, SearchResult[]>();
  for (const row of found.sort(order)) {
    const list = byKind.get(row.kind) ?? [];
    if (list.length >= limit || list.some((item) => item.id === row.id)) continue;
    list.push({
      kind: row.kind,
      id: row.id,
      title: row.title,
      detail: row.detail,
      match: row.byNumber ? 'id' : row.prefix ? 'prefix' : 'contains',
      createdAt: row.createdAt,
      mark: !row.byNumber && row.markAt > 0 ? [row.markAt - 1, row.markAt - 1 + markLength] : null,
      ...(row.customer === null ? {} : { customer: row.customer }),
    });
    byKind.set(row.kind, list);
  }

  const groups = SEARCH_KINDS.map((kind) => byKind.get(kind) ?? []).filter((group) => group.length > 0);
  const best = (group: SearchResult[]) => Math.min(...group.map((item) => RANK[item.match]));
  // Stable: groups of the same best rank keep SEARCH_KINDS' order.
  groups.sort((a, b) => best(a) - best(b));
  return { q, terms: searchesText ? [q] : [], results: groups.flat() };
}
