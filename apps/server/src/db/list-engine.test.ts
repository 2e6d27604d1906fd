import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client';
import { bound, defineServerList, leftJoin, readerOf } from './list-engine';
import { taskDeadlineCounts } from './schema/insight-counts';
import * as schema from './schema/index';
import { tasks } from './schema/tasks';
import { users } from './schema/users';

/* A database that records the statements it is asked to prepare and answers `rows` (nothing runs). */
function recordingDb(rows: unknown[] | ((text: string) => unknown[]) = []) {
  const db = drizzle.mock({ schema }) as unknown as DbOrTx;
  const texts: string[] = [];
  type Prepare = (
    query: { sql: string },
    fields: unknown,
    name: unknown,
    arrays: unknown,
    map?: (rows: unknown[]) => unknown,
  ) => unknown;
  const session = (db as unknown as { _: { session: { prepareQuery: Prepare } } })._.session;
  session.prepareQuery = (query, _fields, _name, _arrays, map) => {
    texts.push(query.sql);
    const answered = typeof rows === 'function' ? rows(query.sql) : rows;
    const answer = {
      execute: async () => (map ? map(answered) : answered),
      all: async () => answered,
      values: async () => answered,
      setToken: () => answer,
    };
    return answer;
  };
  return { db, texts };
}

const owner = alias(users, 'owner');
type Filters = { priority?: string; status?: string; projectId?: number };

/** A small list over tasks: a kept count that allows the status alone. */
function testList(filters: Parameters<typeof defineServerList<unknown, Filters, 'deadline'>>[0]['filters']) {
  return defineServerList<unknown, Filters, 'deadline'>({
    name: `engine_test_${Math.random().toString(36).slice(2, 8)}`,
    table: tasks,
    select: { id: tasks.id, owner: { id: owner.id, name: owner.name } },
    joins: { owner: leftJoin(owner, tasks.createdBy) },
    filters,
    sorts: { deadline: { keys: [tasks.deadline] } },
    indexOrders: [{ sort: 'deadline' }],
    kept: {
      table: taskDeadlineCounts,
      count: taskDeadlineCounts.count,
      filters: { status: bound((value) => eq(taskDeadlineCounts.status, value as never)) },
    },
  });
}
const sort = { sort: 'deadline', order: 'asc', language: 'en' } as const;
const secondPage = { page: 2, pageSize: 25 };

describe('the list engine', () => {
  it('refuses to build a shape that binds a value instead of a placeholder', async () => {
    const { db } = recordingDb();
    const list = testList({ priority: { where: () => sql`${tasks.priority} = ${'high'}` } });
    await expect(list.list(db, { priority: 'high' }, sort, secondPage)).rejects.toThrow(/binds the value "high"/);
    // The same filter bound to its slot builds.
    const slotted = testList({ priority: bound((value) => eq(tasks.priority, value as never)) });
    await expect(slotted.list(db, { priority: 'high' }, sort, secondPage)).resolves.toEqual({
      rows: [],
      total: 0,
      totalIsAtLeast: false,
    });
  });

  it('counts from the kept counts only when every filter set is one they allow', async () => {
    const list = testList({
      status: bound((value) => eq(tasks.status, value as never)),
      projectId: bound((value) => eq(tasks.projectId, value)),
    });
    const counted = async (filters: Filters) => {
      const { db, texts } = recordingDb();
      await list.list(db, filters, sort, secondPage);
      return texts.find((text) => text.includes('count'))!;
    };
    expect(await counted({ status: 'pending' })).toContain('from "task_deadline_counts"');
    // A filter the kept counts do not name (a new one, say) is counted from the rows.
    expect(await counted({ status: 'pending', projectId: 3 })).toMatch(/count\(\*\) from "tasks" where .*"project_id"/);
    expect(await counted({ projectId: 3 })).not.toContain('task_deadline_counts');
  });

  it('picks an index walk for an order an index gives and the page ids first for any other', async () => {
    const list = defineServerList<unknown, Filters, 'deadline' | 'owner'>({
      name: 'engine_test_orders',
      table: tasks,
      select: { id: tasks.id, owner: { id: owner.id, name: owner.name } },
      joins: { owner: leftJoin(owner, tasks.createdBy) },
      filters: {},
      sorts: { deadline: { keys: [tasks.deadline] }, owner: { keys: [owner.name], text: true, join: 'owner' } },
      indexOrders: [{ sort: 'deadline', order: 'asc' }],
    });
    const pageOf = async (field: 'deadline' | 'owner', order: 'asc' | 'desc') => {
      const { db, texts } = recordingDb();
      await list.list(db, {}, { sort: field, order, language: 'en' }, { page: 1, pageSize: 25 });
      return texts[0]!;
    };
    expect(await pageOf('deadline', 'asc')).not.toContain('page_ids');
    expect(await pageOf('deadline', 'desc')).toMatch(/^with "page_ids" as \(select "id" from "tasks" order by/);
    // Ids first, joined only to what the sort reads.
    expect(await pageOf('owner', 'asc')).toMatch(
      /^with "page_ids" as \(select "tasks"."id" from "tasks" left join "users" "owner"/,
    );
  });

  it('reads a list row and the single record with the same reader', async () => {
    const row = [7, null, null];
    const { db } = recordingDb([row]);
    const list = testList({});
    const page = await list.list(db, {}, sort, { page: 1, pageSize: 25 });
    const one = await list.find(db, 7);
    expect(page.rows).toEqual([{ id: 7, owner: null }]);
    expect(one).toEqual(page.rows[0]);
  });
});

describe('a bounded count', () => {
  const list = defineServerList<unknown, Filters, 'deadline'>({
    name: 'engine_test_bounded',
    table: tasks,
    select: { id: tasks.id },
    filters: {},
    sorts: { deadline: { keys: [tasks.deadline] } },
    indexOrders: [{ sort: 'deadline' }],
    bounded: true,
  });
  const fullPage = Array.from({ length: 25 }, (_, index) => [index]);
  const counting = (total: number, asked: unknown[] = []) =>
    recordingDb((text) =>
      text.startsWith('select count(*) from (select 1') ? (asked.push(text), [{ total }]) : fullPage,
    );

  it('counts one row past the bound and answers the bound as "at least" when more were counted', async () => {
    const asked: unknown[] = [];
    const { db } = counting(1001, asked);
    expect(await list.list(db, {}, sort, { page: 1, pageSize: 25 })).toMatchObject({
      total: 1000,
      totalIsAtLeast: true,
    });
    expect(asked[0]).toMatch(/limit \$1\) "counted"$/);
    // Below the bound the total is exact; a page past 1,000 rows moves the bound to its last row.
    expect(await list.list(counting(999).db, {}, sort, { page: 1, pageSize: 25 })).toMatchObject({
      total: 999,
      totalIsAtLeast: false,
    });
    expect(await list.list(counting(1251).db, {}, sort, { page: 50, pageSize: 25 })).toMatchObject({
      total: 1250,
      totalIsAtLeast: true,
    });
  });
});

describe('readerOf', () => {
  it('nests as the select does, null for a join that found nothing, timestamps as ISO strings', () => {
    const creator = alias(users, 'creator');
    const read = readerOf({
      id: tasks.id,
      project: { id: tasks.projectId },
      creator: { id: creator.id, name: creator.name },
      completedAt: tasks.completedAt,
      createdAt: tasks.createdAt,
      isOverdue: sql<boolean>`true`,
    });
    expect(read([1, 2, null, null, null, '2026-01-02 03:04:05.678901+00', true])).toEqual({
      id: 1,
      project: { id: 2 },
      creator: null,
      completedAt: null,
      createdAt: '2026-01-02T03:04:05.678Z',
      isOverdue: true,
    });
    expect(read([1, 2, 5, 'Ada', '2026-01-02 03:04:05+00', '2026-01-02 03:04:05+00', false])).toMatchObject({
      creator: { id: 5, name: 'Ada' },
      completedAt: '2026-01-02T03:04:05.000Z',
    });
  });
});
