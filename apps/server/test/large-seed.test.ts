import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@workspace/shared/common/work';
import { seedLarge } from '../src/seed/seed';
import { createTestApp, type TestApp } from './helpers';

/* The bench seeds its PostgreSQL database on every run: a second run must find the rows there. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function counts() {
  const db = t.database.db;
  const count = async (table: string) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(sql`${sql.identifier(table)}`))[0]!.n;
  return {
    users: await count('users'),
    tasks: await count('tasks'),
    transactions: await count('transactions'),
    tickets: await count('tickets'),
  };
}

describe('the large seed', () => {
  it('adds what is missing once, and nothing on a second run', async () => {
    const before = await counts();
    // Asked for more rows than the demo holds, so the first run adds each kind.
    const first = await seedLarge(
      t.database.db,
      30,
      before.tasks + 40,
      DEFAULT_TIME_ZONE,
      before.transactions + 60,
      before.tickets + 20,
    );
    expect(first).toEqual({
      tasks: before.tasks + 40,
      transactions: before.transactions + 60,
      tickets: before.tickets + 20,
    });
    const after = await counts();
    expect(after.users).toBe(before.users + 30);
    expect(after.tasks).toBe(before.tasks * 2 + 40);
    expect(after.tickets).toBe(before.tickets * 2 + 20);

    const second = await seedLarge(
      t.database.db,
      30,
      before.tasks + 40,
      DEFAULT_TIME_ZONE,
      before.transactions + 60,
      before.tickets + 20,
    );
    expect(second).toEqual({ tasks: 0, transactions: 0, tickets: 0 });
    expect(await counts()).toEqual(after);
  });
});
