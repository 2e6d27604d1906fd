import { and, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { notes } from '../../db/schema/notes';
import { projects } from '../../db/schema/projects';
import { sharedData, sharedDataShares } from '../../db/schema/shared-data';
import { tasks } from '../../db/schema/tasks';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { likePattern, matchesFoldedPlanned as matchesFolded, matchesPlanned as matches } from '../../lib/search';

/*
 * The palette's search, kind by kind (search.service.ts decides which kinds a caller may search and
 * with which scope). Every text condition is the lists' own (lib/search.ts: search_fold on both
 * sides, the trigram indexes' expressions), so a word finds here what it finds in the list.
 */

/** A record found: `prefix` when its title or name starts with the words. */
export type Found = {
  id: number;
  title: string;
  detail: string | null;
  createdAt: Date;
  prefix: boolean;
  /** Where the words are in the title (1-based, in characters; 0: elsewhere, as in a description). */
  markAt: number;
  /** People only: a customer (their list is the external users'). */
  customer?: boolean;
};

/** The words as LIKE patterns: anywhere in the text, and at the start of it. */
export type Patterns = { term: string; anywhere: string; start: string };
export function patternsOf(term: string): Patterns {
  const anywhere = likePattern(term);
  return { term, anywhere, start: anywhere.slice(1) };
}

/*
 * Where the words stand in the title: search_fold maps letter to letter (it drops only a combining
 * dot above), so the folded title's position of the folded words is the title's own.
 */
const markIn = (title: SQLWrapper, patterns: Patterns) =>
  sql<number>`strpos(search_fold(${title}), search_fold(${patterns.term}))`;

const bind = (value: string): SQLWrapper => sql`${value}`;

/** The scope's condition on a table's columns (the list engine's reading of `RecordScope`). */
function scoped(scope: RecordScope, columns: { assignedTo?: PgColumn; ownedBy?: PgColumn }): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const column = scope.kind === 'assignedTo' ? columns.assignedTo : columns.ownedBy;
  // A scope a kind has no column for finds nothing: never everything.
  return column ? eq(column, scope.userId) : sql`false`;
}

type Big = {
  table: typeof tasks | typeof tickets;
  id: PgColumn;
  title: PgColumn;
  searchText: PgColumn;
  createdAt: PgColumn;
  scope: SQL | undefined;
};

/*
 * Tasks and tickets keep their folded text (search_text: the title, then the description) under a
 * trigram index. One read of the newest matches, a window of WINDOW times the limit, each marked
 * when its text starts with the words (its title does); the ranking is then the window's: titles
 * that start with the words first. Ranking every match instead sorts thousands of rows for a
 * common word (every "invoice" of 100,000 tasks) where the newest few are a short walk of the
 * newest-first index; an older title that starts with the words and has more than the window of
 * newer matches is not among the few shown (the list's search finds it).
 */
export const WINDOW = 4;

async function searchBig(db: DbOrTx, big: Big, patterns: Patterns, limit: number): Promise<Found[]> {
  const start = matchesFolded(big.searchText, bind(patterns.start));
  const rows = (await db
    .select({
      id: big.id,
      title: big.title,
      createdAt: big.createdAt,
      prefix: sql<boolean>`${start}`,
      markAt: markIn(big.title, patterns),
    })
    .from(big.table)
    .where(and(matchesFolded(big.searchText, bind(patterns.anywhere)), big.scope))
    .orderBy(desc(big.createdAt), desc(big.id))
    .limit(limit * WINDOW)) as Omit<Found, 'detail'>[];
  const ranked = [...rows.filter((row) => row.prefix), ...rows.filter((row) => !row.prefix)];
  return ranked.slice(0, limit).map((row) => ({ ...row, detail: null }));
}

export const searchTasks = (db: DbOrTx, scope: RecordScope, patterns: Patterns, limit: number) =>
  searchBig(
    db,
    {
      table: tasks,
      id: tasks.id,
      title: tasks.title,
      searchText: tasks.searchText,
      createdAt: tasks.createdAt,
      scope: scoped(scope, { assignedTo: tasks.assigneeId }),
    },
    patterns,
    limit,
  );

export const searchTickets = (db: DbOrTx, scope: RecordScope, patterns: Patterns, limit: number) =>
  searchBig(
    db,
    {
      table: tickets,
      id: tickets.id,
      title: tickets.subject,
      searchText: tickets.searchText,
      createdAt: tickets.createdAt,
      scope: scoped(scope, { assignedTo: tickets.assigneeId, ownedBy: tickets.createdBy }),
    },
    patterns,
    limit,
  );

/** The task and the ticket numbered `id`, each only when the scope holds it. */
export async function findByNumber(
  db: DbOrTx,
  id: number,
  scopes: { task?: RecordScope; ticket?: RecordScope },
): Promise<{ task?: Found; ticket?: Found }> {
  const found: { task?: Found; ticket?: Found } = {};
  if (scopes.task) {
    const [row] = await db
      .select({ id: tasks.id, title: tasks.title, createdAt: tasks.createdAt })
      .from(tasks)
      .where(and(eq(tasks.id, id), scoped(scopes.task, { assignedTo: tasks.assigneeId })))
      .limit(1);
    if (row) found.task = { ...row, detail: null, prefix: false, markAt: 0 };
  }
  if (scopes.ticket) {
    const [row] = await db
      .select({ id: tickets.id, title: tickets.subject, createdAt: tickets.createdAt })
      .from(tickets)
      .where(
        and(eq(tickets.id, id), scoped(scopes.ticket, { assignedTo: tickets.assigneeId, ownedBy: tickets.createdBy })),
      )
      .limit(1);
    if (row) found.ticket = { ...row, detail: null, prefix: false, markAt: 0 };
  }
  return found;
}

/*
 * The smaller tables (projects, companies, people, notes, shared data): one read each, the names
 * that start with the words first, newest first within each; the text conditions are those of
 * their lists (and their trigram indexes).
 */
type Small = {
  from: typeof projects | typeof companies | typeof users | typeof notes | typeof sharedData;
  id: PgColumn;
  title: SQLWrapper;
  detail: SQLWrapper;
  /** The text "starts with" looks at: the title or name. */
  name: SQLWrapper;
  /** Where the words may be anywhere: the list's search condition. */
  anywhere: (pattern: SQLWrapper) => SQL;
  createdAt: PgColumn;
  where?: SQL | undefined;
  customer?: SQL;
};

async function searchSmall(db: DbOrTx, small: Small, patterns: Patterns, limit: number): Promise<Found[]> {
  const prefix = matches(small.name, bind(patterns.start));
  const rows = (await db
    .select({
      id: small.id,
      title: sql<string>`${small.title}`,
      detail: sql<string | null>`${small.detail}`,
      createdAt: small.createdAt,
      prefix: sql<boolean>`${prefix}`,
      markAt: markIn(small.title, patterns),
      ...(small.customer ? { customer: sql<boolean>`${small.customer}` } : {}),
    })
    .from(small.from)
    .where(and(small.anywhere(bind(patterns.anywhere)), small.where))
    .orderBy(desc(prefix), desc(small.createdAt), desc(small.id))
    .limit(limit)) as Found[];
  return rows;
}

export const searchProjects = (db: DbOrTx, patterns: Patterns, limit: number) =>
  searchSmall(
    db,
    {
      from: projects,
      id: projects.id,
      title: projects.name,
      detail: sql`null`,
      name: projects.name,
      anywhere: (pattern) => matches(projects.name, pattern),
      createdAt: projects.createdAt,
    },
    patterns,
    limit,
  );

export const searchCompanies = (db: DbOrTx, patterns: Patterns, limit: number) =>
  searchSmall(
    db,
    {
      from: companies,
      id: companies.id,
      title: companies.name,
      detail: sql`null`,
      name: companies.name,
      anywhere: (pattern) => matches(companies.name, pattern),
      createdAt: companies.createdAt,
    },
    patterns,
    limit,
  );

// The people list's search text, as its trigram index holds it (users_search_trgm_idx).
const personText = sql`${users.name} || ' ' || ${users.surname} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')`;

export const searchPeople = (db: DbOrTx, patterns: Patterns, limit: number) =>
  searchSmall(
    db,
    {
      from: users,
      id: users.id,
      title: sql`${users.name} || ' ' || ${users.surname}`,
      detail: users.email,
      name: sql`${users.name} || ' ' || ${users.surname}`,
      anywhere: (pattern) => matches(personText, pattern),
      createdAt: users.createdAt,
      customer: sql`${users.type} = 'user'`,
    },
    patterns,
    limit,
  );

/** The owner's own notes: nobody else's, whoever asks. */
export const searchNotes = (db: DbOrTx, ownerId: number, patterns: Patterns, limit: number) =>
  searchSmall(
    db,
    {
      from: notes,
      id: notes.id,
      title: notes.name,
      detail: sql`null`,
      name: notes.name,
      anywhere: (pattern) => or(matches(notes.name, pattern), matches(notes.content, pattern))!,
      createdAt: notes.createdAt,
      where: eq(notes.ownerId, ownerId),
    },
    patterns,
    limit,
  );

/** Shared data the reader owns or that was shared with them (`sharedDataPolicy.read`); never the password. */
export const searchSharedData = (db: DbOrTx, readerId: number, patterns: Patterns, limit: number) =>
  searchSmall(
    db,
    {
      from: sharedData,
      id: sharedData.id,
      title: sharedData.domain,
      detail: sharedData.username,
      name: sharedData.domain,
      anywhere: (pattern) =>
        or(
          matches(sharedData.domain, pattern),
          matches(sharedData.username, pattern),
          matches(sql`coalesce(${sharedData.description}, '')`, pattern),
        )!,
      createdAt: sharedData.createdAt,
      where: or(
        eq(sharedData.ownerId, readerId),
        inArray(
          sharedData.id,
          db
            .select({ id: sharedDataShares.sharedDataId })
            .from(sharedDataShares)
            .where(eq(sharedDataShares.userId, readerId)),
        ),
      ),
    },
    patterns,
    limit,
  );
