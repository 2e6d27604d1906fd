import {
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
  const byKind = new Map<SearchKind, SearchResult[]>();
  const add = (kind: SearchKind, found: repo.Found[], match?: 'id') => {
    const list = byKind.get(kind) ?? [];
    for (const row of found) {
      if (list.some((item) => item.id === row.id)) continue;
      list.push({
        kind,
        id: row.id,
        title: row.title,
        detail: row.detail,
        match: match ?? (row.prefix ? 'prefix' : 'contains'),
        createdAt: row.createdAt.toISOString(),
        mark: row.markAt > 0 ? [row.markAt - 1, row.markAt - 1 + [...q.replace(/\u0307/g, '')].length] : null,
        ...(row.customer === undefined ? {} : { customer: row.customer }),
      });
    }
    byKind.set(kind, list.slice(0, limit));
  };

  const taskScope = taskPolicy.use(actor) ? taskPolicy.scope(actor) : undefined;
  const ticketScope = ticketPolicy.use(actor) ? ticketPolicy.scope(actor) : undefined;
  if (id !== undefined) {
    const numbered = await repo.findByNumber(db, id, { task: taskScope, ticket: ticketScope });
    if (numbered.task) add('task', [numbered.task], 'id');
    if (numbered.ticket) add('ticket', [numbered.ticket], 'id');
  }

  const searchesText = q.length >= SEARCH_MIN_LENGTH && !isIdJump(q);
  if (searchesText) {
    const patterns = repo.patternsOf(q);
    // Every kind the caller may search, at once (on PostgreSQL each on a connection of its own).
    const reads: [SearchKind, Promise<repo.Found[]>][] = [];
    if (taskScope) reads.push(['task', repo.searchTasks(db, taskScope, patterns, limit)]);
    if (ticketScope) reads.push(['ticket', repo.searchTickets(db, ticketScope, patterns, limit)]);
    // Projects, companies and people: those whose screens list them all (an employee opens no project screen).
    if (projectPolicy.manage(actor)) reads.push(['project', repo.searchProjects(db, patterns, limit)]);
    if (companyPolicy.manage(actor)) reads.push(['company', repo.searchCompanies(db, patterns, limit)]);
    if (userPolicy.manage(actor)) reads.push(['person', repo.searchPeople(db, patterns, limit)]);
    if (notePolicy.use(actor)) reads.push(['note', repo.searchNotes(db, actor.id, patterns, limit)]);
    if (sharedDataPolicy.use(actor)) reads.push(['sharedData', repo.searchSharedData(db, actor.id, patterns, limit)]);
    const found = await Promise.all(reads.map(([, read]) => read));
    reads.forEach(([kind], index) => add(kind, found[index]!));
  }

  const groups = SEARCH_KINDS.map((kind) => byKind.get(kind) ?? []).filter((group) => group.length > 0);
  const best = (group: SearchResult[]) => Math.min(...group.map((item) => RANK[item.match]));
  // Stable: groups of the same best rank keep SEARCH_KINDS' order.
  groups.sort((a, b) => best(a) - best(b));
  return { q, terms: searchesText ? [q] : [], results: groups.flat() };
}
