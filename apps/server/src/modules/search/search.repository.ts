import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { SearchKind } from '@workspace/shared/search/search.constants';
import type { DbOrTx } from '../../db/client';
import { isoTimestamp, preparedRows, slot } from '../../db/prepared-queries';
import { likePattern } from '../../lib/search';

/*
 * The palette's search: every kind the caller may read, and the ticket and task by number, in one
 * statement (search.service.ts decides which kinds and scopes). It is prepared once per shape (the
 * kinds and scopes, whether words and a number are looked for) and then only bound, so neither
 * database parses or plans it again per request; a plan made for no value in particular must then
 * be right for every word, common or found nowhere, which is what the reads of tasks and tickets
 * below are written for. On the embedded database one statement is also one turn of its one
 * thread where seven were seven turns, queued behind every other request's (docs/decisions/046).
 * Every text condition is the lists' own (lib/search.ts: search_fold on both sides, the trigram
 * indexes' expressions), so a word finds here what it finds in a list.
 */

/** A record found: `prefix` when its title or name starts with the words, `byNumber` when it is the number asked for. */
export type Found = {
  kind: SearchKind;
  id: number;
  title: string;
  detail: string | null;
  /** ISO 8601, as the answer writes it. */
  createdAt: string;
  prefix: boolean;
  /** Where the words are in the title (1-based, in characters; 0: elsewhere, as in a description). */
  markAt: number;
  /** People only: a customer (their list is the external users'). */
  customer: boolean | null;
  byNumber: boolean;
};

/**
 * What one search reads: the scope of tasks and of tickets (absent: not searched), which smaller
 * kinds, and whether it looks for words, a number, or both (`123` is both, `#123` the number alone).
 */
export type SearchShape = {
  words: boolean;
  number: boolean;
  task?: RecordScope['kind'];
  ticket?: RecordScope['kind'];
  project: boolean;
  company: boolean;
  person: boolean;
  note: boolean;
  sharedData: boolean;
  /** Results of each kind at most (1 to 10: a shape of each). */
  limit: number;
};

export type SearchValues = {
  /** The words as typed (trimmed). */
  term: string;
  id: number | null;
  /** The caller: their notes and the shared data they may read. */
  actorId: number;
  /** The person a scope of tasks or tickets narrows to (`assignedTo`, `ownedBy`), if any. */
  taskUser: number | null;
  ticketUser: number | null;
};

/*
 * Tasks and tickets keep their folded text (search_text: the title, then the description) under a
 * trigram index. The palette shows the newest matches, the titles that start with the words first:
 * a window of WINDOW times the limit of the newest matches is read, then ranked (10 for the
 * palette's 5; it was 20 until the walk below, whose length it halves). Ranking every match instead
 * sorts thousands of rows for a common word (every "invoice" of 100,000 tasks); an older title that
 * starts with the words and has more than the window of newer matches is not among the few shown
 * (the list's search finds it).
 */
export const WINDOW = 2;

/*
 * Which read finds the window fast depends on how common the words are: a word in many records is
 * a short walk of the newest-first index (the newest 10 "invoice" tasks are among the newest 200);
 * a rare one is a few rows of the trigram index, but a walk would pass every record. A statement
 * planned for one value picks by the column's statistics; a prepared statement's plan cannot see
 * the value and picked one for all (on the embedded database, after five executions, a walk:
 * 72 ms for a word found nowhere). So both are written out: the newest WALK records of the
 * caller's scope are walked (an index read in order, no row count estimated; strpos, the lists'
 * LIKE without a pattern to match, is the cheaper test per row), and only when they hold fewer than
 * the window does the trigram index look through the rest (a one-time filter: not run at all
 * otherwise). A word in at least one of every WALK / window records (2 %) is answered by the walk
 * alone; rarer ones pay the walk and a trigram read of their matches: few for a rare word, up to
 * 2 % of the records for one just under (on the bench data, "boreas" in 2,192 tickets, none of
 * them recent: 5 ms on the embedded database, where a word found nowhere costs about 1).
 */
export const WALK = 500;

/*
 * The words, folded once per execution as the lists fold theirs (lib/search.ts): the LIKE patterns
 * for anywhere and for the start (likePattern), and the words themselves. One CTE that every
 * condition reads, where a sub-select per condition folded them a dozen times.
 */
const WORDS = sql`words as materialized (select search_fold(${slot('anywhere')}) as anywhere,
    search_fold(${slot('start')}) as start, search_fold(${slot('term')}) as term)`;
const word = (name: 'anywhere' | 'start' | 'term') => sql.raw(`(select ${name} from words)`);
/** The lists' condition (lib/search `matches`): the text, folded, holds the words. */
const matches = (expr: SQLWrapper, pattern: 'anywhere' | 'start') => sql`search_fold(${expr}) like ${word(pattern)}`;
/** The same on a column the database keeps folded (search_text: `matchesFolded`), which its trigram index serves. */
const matchesFolded = (column: SQLWrapper, pattern: 'anywhere' | 'start') => sql`${column} like ${word(pattern)}`;
/*
 * Where the words stand in the title: search_fold maps letter to letter (it drops only a combining
 * dot above), so the folded title's position of the folded words is the title's own.
 */
const markIn = (title: SQLWrapper) => sql`strpos(search_fold(${title}), ${word('term')})`;

/** The scope's condition on a table's columns (the list engine's reading of `RecordScope`), with `and`. */
function scoped(scope: RecordScope['kind'], columns: { assignedTo?: string; ownedBy?: string }, user: SQLWrapper): SQL {
  if (scope === 'all') return sql``;
  const column = scope === 'assignedTo' ? columns.assignedTo : columns.ownedBy;
  // A scope a kind has no column for finds nothing: never everything.
  return column ? sql` and ${sql.identifier(column)} = ${user}` : sql` and false`;
}

/* A kind's name, written into the statement (a constant of the shape, not a value). */
const kindOf = (kind: SearchKind) => sql.raw(`'${kind}'::text`);

/* The columns of every part, in this order (the row mapper reads them by position). */
const COLUMNS = 'kind, id, title, detail, created_at, prefix, mark_at, customer, by_number';

type Big = { kind: 'task' | 'ticket'; table: string; title: string; where: SQL; limit: number };

/* A number of the shape, written into the statement: a bound LIMIT is planned as a tenth of the rows. */
const literal = (value: number) => sql.raw(String(Math.trunc(value)));

/** The CTEs of a big kind's window: its newest WALK records walked, and the matches among them. */
function bigWith({ kind, table, title, where, limit }: Big): SQL {
  return sql`${sql.identifier(`${kind}_recent`)} as (
      select id, ${sql.identifier(title)} as title, created_at, search_text from ${sql.identifier(table)} where true${where}
      order by created_at desc, id desc limit ${literal(WALK)}
    ),
    ${sql.identifier(`${kind}_walked`)} as materialized (
      select id, title, created_at, search_text from ${sql.identifier(`${kind}_recent`)}
      where strpos(search_text, ${word('term')}) > 0
      order by created_at desc, id desc limit ${literal(limit * WINDOW)}
    )`;
}

/*
 * The records shown of a part, `limit` of them: the titles that start with the words first, newest
 * first within each. Where the words are in the title is worked out for these alone (search_fold of
 * a title costs 10 to 30 µs on the embedded database).
 */
function shown(kind: SearchKind, limit: number, rows: SQL, extra: { detail?: SQL; customer?: SQL } = {}): SQL {
  return sql`(select ${kindOf(kind)}, id, title, ${extra.detail ? sql`detail` : sql`null::text`}, created_at, prefix,
      ${markIn(sql`title`)}, ${extra.customer ? sql`customer` : sql`null::boolean`}, false
    from (${rows} order by prefix desc, created_at desc, id desc limit ${literal(limit)}) as shown)`;
}

/** A big kind's window: the walk's matches when they fill it, else the trigram index's newest. */
function bigPart({ kind, table, title, where, limit }: Big): SQL {
  const window = literal(limit * WINDOW);
  const walked = sql.identifier(`${kind}_walked`);
  const found = sql`(select count(*) from ${walked})`;
  // offset 0: the trigram read is planned alone, for all its matches (never the walk of every record).
  const rows = sql`select id, title::text as title, created_at, ${matchesFolded(sql`search_text`, 'start')} as prefix from (
      (select id, title, created_at, search_text from ${walked} where ${found} >= ${window})
      union all
      (select id, title, created_at, search_text from (select id, ${sql.identifier(title)} as title, created_at, search_text
        from ${sql.identifier(table)} where ${matchesFolded(sql`search_text`, 'anywhere')}${where} offset 0) as matched
        where ${found} < ${window} order by created_at desc, id desc limit ${window})
    ) as windowed`;
  return shown(kind, limit, rows);
}

/**
 * A smaller kind (projects, companies, people, notes, shared data): the names that start with the
 * words first, newest first within each, `limit` of them; the text conditions are those of their
 * lists (and their trigram indexes).
 */
function smallPart(small: {
  kind: SearchKind;
  limit: number;
  table: string;
  title: SQL;
  detail?: SQL;
  /** Where the words may be anywhere: the list's search condition. */
  found: SQL;
  customer?: SQL;
  where?: SQL;
}): SQL {
  const rows = sql`select id, (${small.title})::text as title, ${small.detail ?? sql`null`}::text as detail, created_at,
      ${matches(small.title, 'start')} as prefix, (${small.customer ?? sql`null`})::boolean as customer
    from ${sql.identifier(small.table)} where ${small.found}${small.where ?? sql``}`;
  return shown(small.kind, small.limit, rows, small);
}

const actor = slot('actorId');
const taskUser = slot('taskUser');
const ticketUser = slot('ticketUser');

/** The task and the ticket numbered `id`, each only when the scope holds it. */
function numberParts(shape: SearchShape): SQL[] {
  const one = (kind: 'task' | 'ticket', table: string, title: string, where: SQL) =>
    sql`(select ${kindOf(kind)}, id, ${sql.identifier(title)}::text, null::text, created_at, false, 0, null::boolean, true
      from ${sql.identifier(table)} where id = ${slot('id')}${where})`;
  return [
    ...(shape.task ? [one('task', 'tasks', 'title', scoped(shape.task, { assignedTo: 'assignee_id' }, taskUser))] : []),
    ...(shape.ticket
      ? [
          one(
            'ticket',
            'tickets',
            'subject',
            scoped(shape.ticket, { assignedTo: 'assignee_id', ownedBy: 'created_by' }, ticketUser),
          ),
        ]
      : []),
  ];
}

// The people list's search text, as its trigram index holds it (users_search_trgm_idx).
const personText = sql`name || ' ' || surname || ' ' || email || ' ' || coalesce(phone, '')`;
const personName = sql`name || ' ' || surname`;

/** The statement of a shape: the windows' CTEs, then every part, union all. */
function statementOf(shape: SearchShape): SQL {
  const bigs: Big[] = [];
  const parts: SQL[] = [];
  if (shape.number) parts.push(...numberParts(shape));
  if (shape.words) {
    if (shape.task)
      bigs.push({
        kind: 'task',
        table: 'tasks',
        title: 'title',
        where: scoped(shape.task, { assignedTo: 'assignee_id' }, taskUser),
        limit: shape.limit,
      });
    if (shape.ticket)
      bigs.push({
        kind: 'ticket',
        table: 'tickets',
        title: 'subject',
        where: scoped(shape.ticket, { assignedTo: 'assignee_id', ownedBy: 'created_by' }, ticketUser),
        limit: shape.limit,
      });
    parts.push(...bigs.map(bigPart));
    const named = (kind: SearchKind, table: string) =>
      smallPart({ kind, limit: shape.limit, table, title: sql`name`, found: matches(sql`name`, 'anywhere') });
    if (shape.project) parts.push(named('project', 'projects'));
    if (shape.company) parts.push(named('company', 'companies'));
    if (shape.person)
      parts.push(
        smallPart({
          kind: 'person',
          limit: shape.limit,
          table: 'users',
          title: personName,
          detail: sql`email`,
          found: matches(personText, 'anywhere'),
          customer: sql`type = 'user'`,
        }),
      );
    // The caller's own notes: nobody else's, whoever asks.
    if (shape.note)
      parts.push(
        smallPart({
          kind: 'note',
          limit: shape.limit,
          table: 'notes',
          title: sql`name`,
          found: sql`(${matches(sql`name`, 'anywhere')} or ${matches(sql`content`, 'anywhere')})`,
          where: sql` and owner_id = ${actor}`,
        }),
      );
    // Shared data the caller owns or that was shared with them (`sharedDataPolicy.read`); never the password.
    if (shape.sharedData)
      parts.push(
        smallPart({
          kind: 'sharedData',
          limit: shape.limit,
          table: 'shared_data',
          title: sql`domain`,
          detail: sql`username`,
          found: sql`(${matches(sql`domain`, 'anywhere')} or ${matches(sql`username`, 'anywhere')} or ${matches(
            sql`coalesce(description, '')`,
            'anywhere',
          )})`,
          where: sql` and (owner_id = ${actor} or id in (select shared_data_id from shared_data_shares where user_id = ${actor}))`,
        }),
      );
  }
  const ctes = shape.words ? sql`with ${sql.join([WORDS, ...bigs.map(bigWith)], sql`, `)} ` : sql``;
  return sql`${ctes}select ${sql.raw(COLUMNS)} from (${sql.join(parts, sql` union all `)}) as found(${sql.raw(COLUMNS)})`;
}

const dialect = new PgDialect();

const foundOf = (row: unknown[]): Found => ({
  kind: row[0] as SearchKind,
  id: row[1] as number,
  title: row[2] as string,
  detail: row[3] as string | null,
  createdAt: isoTimestamp(row[4] as string),
  prefix: row[5] as boolean,
  markAt: row[6] as number,
  customer: row[7] as boolean | null,
  byNumber: row[8] as boolean,
});

/** A shape's statement as it is sent (its text, and the placeholders of its values): to read its plan. */
export const searchStatement = (shape: SearchShape) => dialect.sqlToQuery(statementOf(shape));

const searchQuery = preparedRows<SearchShape, Found>(
  'search',
  (_db, shape) => ({ toSQL: () => dialect.sqlToQuery(statementOf(shape)) }),
  foundOf,
);

/** Whether a shape reads anything at all. */
export const readsAnything = (shape: SearchShape) =>
  (shape.number && Boolean(shape.task || shape.ticket)) ||
  (shape.words &&
    Boolean(
      shape.task || shape.ticket || shape.project || shape.company || shape.person || shape.note || shape.sharedData,
    ));

/** Every record the shape reads, in one statement: the numbered ones, then each kind's window or first `limit`. */
export function searchEverything(db: DbOrTx, shape: SearchShape, values: SearchValues): Promise<Found[]> {
  const pattern = likePattern(values.term);
  return searchQuery.execute(db, shape, {
    anywhere: pattern,
    start: pattern.slice(1),
    term: values.term,
    id: values.id,
    actorId: values.actorId,
    taskUser: values.taskUser,
    ticketUser: values.ticketUser,
  });
}
