import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema/companies';
import { notes } from '../src/db/schema/notes';
import { projects } from '../src/db/schema/projects';
import { sharedData, sharedDataShares } from '../src/db/schema/shared-data';
import { tasks } from '../src/db/schema/tasks';
import { tickets } from '../src/db/schema/tickets';
import { users } from '../src/db/schema/users';
import { WALK } from '../src/modules/search/search.repository';
import { createTestApp, type TestApp } from './helpers';
import { loadWorkIds, type WorkIds } from './work-helpers';

/*
 * The palette's search (GET /api/search), written out by hand from the permission design: who
 * finds what. Every record below carries the word "Pelikanöz"; each role's row lists the records
 * its search for "pelikanoz" answers, and nothing else:
 *   master    every task and ticket, the project, the company, the person; their own note only
 *   manager   every task and ticket, the project; the shared data they own (shared or not); no note
 *   employee  the task assigned to them, the ticket assigned to them, their note, data shared with them
 *   customer  their own ticket and their note: nothing of another customer, no task, no person
 */
const ROLES = ['master', 'manager', 'employee', 'customer'] as const;
type Role = (typeof ROLES)[number];

// Data: one role a line reads as a table.
// prettier-ignore
const FINDS: Record<Role, string[]> = {
  master:   ['task:employee', 'task:manager', 'ticket:customer', 'ticket:foreigner', 'project', 'company', 'person', 'note:master'],
  manager:  ['task:employee', 'task:manager', 'ticket:customer', 'ticket:foreigner', 'project', 'sharedData:shared', 'sharedData:private'],
  employee: ['task:employee', 'ticket:customer', 'note:employee', 'sharedData:shared'],
  customer: ['ticket:customer', 'note:customer'],
};

let t: TestApp;
let ids: WorkIds;
const tokens = {} as Record<Role, string>;
/** Each fixture's label by "kind:id". */
const labels = new Map<string, string>();
const idOf = (label: string) => Number([...labels].find(([, name]) => name === label)![0].split(':')[1]);

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

async function search(role: Role, q: string, limit?: number) {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await t.call({ method: 'GET', url: `/api/search?${query}`, token: tokens[role] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    terms: string[];
    results: {
      kind: string;
      id: number;
      title: string;
      match: string;
      detail: string | null;
      mark: [number, number] | null;
    }[];
  }>();
}
const found = async (role: Role, q: string) =>
  (await search(role, q)).results.map((row) => labels.get(`${row.kind}:${row.id}`) ?? `${row.kind}:${row.title}`);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['master', 'manager', 'employee'] as const) tokens[role] = await t.login(role);
  tokens.customer = await t.login('user');
  ids = await loadWorkIds(t.database);
  const { db } = t.database;
  const idByEmail = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const master = { id: await idByEmail('master@example.com') };
  // The demo customer who signs in here (work-helpers' `customer` is the first customer of any).
  const customer = await idByEmail('user@example.com');
  const [foreigner] = await db
    .insert(users)
    .values({ email: 'foreigner@example.com', type: 'user', name: 'Selin', surname: 'Başka', passwordHash: 'x' })
    .returning({ id: users.id });
  const task = (title: string, assigneeId: number, createdAt = new Date()) => ({
    title,
    description: 'Search fixture',
    assigneeId,
    projectId: ids.project,
    startDate: '2026-01-01',
    deadline: '2026-12-31',
    estimatedHours: '1',
    createdAt,
  });
  const put = (kind: string, rows: { id: number }[], label: string) => labels.set(`${kind}:${rows[0]!.id}`, label);
  put('task', await db.insert(tasks).values(task('Pelikanöz kurulumu', ids.employee)).returning(), 'task:employee');
  put('task', await db.insert(tasks).values(task('Pelikanöz bütçesi', ids.manager)).returning(), 'task:manager');
  const ticket = (subject: string, createdBy: number, assigneeId: number | null) => ({
    subject,
    description: 'Search fixture',
    department: 'support' as const,
    type: 'question' as const,
    createdBy,
    assigneeId,
  });
  put(
    'ticket',
    await db
      .insert(tickets)
      .values(ticket('Pelikanöz faturası', customer, ids.employee))
      .returning(),
    'ticket:customer',
  );
  put(
    'ticket',
    await db
      .insert(tickets)
      .values(ticket('Pelikanöz şikâyeti', foreigner!.id, null))
      .returning(),
    'ticket:foreigner',
  );
  put(
    'project',
    await db
      .insert(projects)
      .values({
        name: 'Pelikanöz Projesi',
        budget: '100.00',
        currency: 'TL',
        companyId: (await db.select({ id: companies.id }).from(companies).limit(1))[0]!.id,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })
      .returning(),
    'project',
  );
  put('company', await db.insert(companies).values({ name: 'Pelikanöz Gıda A.Ş.' }).returning(), 'company');
  put(
    'person',
    await db
      .insert(users)
      .values({ email: 'kaya@example.com', type: 'employee', name: 'Pelikanöz', surname: 'Kaya', passwordHash: 'x' })
      .returning(),
    'person',
  );
  for (const [owner, ownerId] of [
    ['master', master!.id],
    ['employee', ids.employee],
    ['customer', customer],
  ] as const)
    put(
      'note',
      await db
        .insert(notes)
        .values({ ownerId, name: `Not ${owner}`, content: 'Pelikanöz hakkında' })
        .returning(),
      `note:${owner}`,
    );
  const credential = (domain: string) => ({
    ownerId: ids.manager,
    username: 'admin',
    passwordCiphertext: 'sealed',
    passwordKeyId: 'k1',
    domain,
    description: 'Pelikanöz paneli',
  });
  const shared = await db.insert(sharedData).values(credential('panel.example.com')).returning();
  await db.insert(sharedDataShares).values({ sharedDataId: shared[0]!.id, userId: ids.employee });
  put('sharedData', shared, 'sharedData:shared');
  put(
    'sharedData',
    await db.insert(sharedData).values(credential('gizli.example.com')).returning(),
    'sharedData:private',
  );

  // Ranking and Turkish folding: "Varşova" at the start of two titles, inside a third, in the description of a fourth.
  put(
    'task',
    await db
      .insert(tasks)
      .values(task('Varşova toplantısı', ids.employee, ago(3)))
      .returning(),
    'rank:old-prefix',
  );
  put(
    'task',
    await db
      .insert(tasks)
      .values(task('Varşova planı', ids.employee, ago(1)))
      .returning(),
    'rank:new-prefix',
  );
  put(
    'task',
    await db
      .insert(tasks)
      .values(task('Rapor: VARŞOVA', ids.employee, ago(0)))
      .returning(),
    'rank:new-inside',
  );
  put(
    'task',
    await db
      .insert(tasks)
      .values({ ...task('Gezi', ids.employee, ago(2)), description: 'Dönüşte varsova' })
      .returning(),
    'rank:old-description',
  );
  put(
    'task',
    await db.insert(tasks).values(task('İSTANBUL ofisinde ışık arızası', ids.employee)).returning(),
    'fold:istanbul',
  );

  // The newest tasks a search walks before it asks the trigram index (WALK), and more: "Dolgu" in
  // each, a minute apart, newest last; "Zırhlı Kartal" in one task older than all of them.
  put(
    'task',
    await db
      .insert(tasks)
      .values(task('Zırhlı Kartal incelemesi', ids.employee, ago(30)))
      .returning(),
    'walk:old-rare',
  );
  const fillers = await db
    .insert(tasks)
    .values(
      Array.from({ length: WALK + 10 }, (_, index) =>
        task(`Dolgu ${index}`, ids.employee, new Date(Date.now() - (WALK + 10 - index) * 60_000)),
      ),
    )
    .returning({ id: tasks.id, title: tasks.title });
  for (const row of fillers) labels.set(`task:${row.id}`, `walk:${row.title}`);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/search: who finds what', () => {
  for (const role of ROLES)
    it(`${role} finds exactly their row of the table`, async () => {
      const names = await found(role, 'pelikanoz');
      expect([...names].sort()).toEqual([...FINDS[role]].sort());
    });

  it('finds a ticket or task by its number (#123 or 123) only where its policy lets the caller read it', async () => {
    const foreignTicket = idOf('ticket:foreigner');
    const ownTicket = idOf('ticket:customer');
    const managersTask = idOf('task:manager');
    const numbered = async (role: Role, q: string) =>
      (await search(role, q)).results.filter((row) => row.match === 'id').map((row) => `${row.kind}:${row.id}`);
    expect(await numbered('customer', `#${foreignTicket}`)).toEqual([]);
    expect(await numbered('customer', `#${ownTicket}`)).toEqual([`ticket:${ownTicket}`]);
    expect(await numbered('customer', `${ownTicket}`)).toEqual([`ticket:${ownTicket}`]);
    expect(await numbered('employee', `#${managersTask}`)).not.toContain(`task:${managersTask}`);
    expect(await numbered('manager', `#${managersTask}`)).toContain(`task:${managersTask}`);
    expect(await numbered('manager', `#${foreignTicket}`)).toContain(`ticket:${foreignTicket}`);
    // The number comes first, whatever else matches.
    const first = (await search('manager', `${managersTask}`)).results[0];
    expect(first?.match).toBe('id');
  });

  it('never finds a shared password', async () => {
    const answer = await search('manager', 'sealed');
    expect(answer.results.filter((row) => row.kind === 'sharedData')).toEqual([]);
  });
});

describe('GET /api/search: ranking and Turkish folding', () => {
  it('ranks titles that start with the words first, then other matches, newest first within each', async () => {
    const answer = await search('employee', 'varşova');
    const tasksFound = answer.results.filter((row) => row.kind === 'task');
    expect(tasksFound.map((row) => labels.get(`task:${row.id}`))).toEqual([
      'rank:new-prefix',
      'rank:old-prefix',
      'rank:new-inside',
      'rank:old-description',
    ]);
    expect(tasksFound.map((row) => row.match)).toEqual(['prefix', 'prefix', 'contains', 'contains']);
    expect(answer.terms).toEqual(['varşova']);
    const three = await search('employee', 'VARSOVA', 3);
    expect(three.results.filter((row) => row.kind === 'task').map((row) => labels.get(`task:${row.id}`))).toEqual([
      'rank:new-prefix',
      'rank:old-prefix',
      'rank:new-inside',
    ]);
  });

  it('folds Turkish case and the dotted and dotless i as the lists do', async () => {
    for (const q of ['İSTANBUL', 'istanbul', 'Istanbul', 'ışık', 'IŞIK', 'isik'])
      expect(await found('employee', q), q).toContain('fold:istanbul');
  });

  it("names where the words are in the title, in the title's own letters, for the web to mark", async () => {
    const marked = async (q: string, label: string) => {
      const row = (await search('employee', q)).results.find((item) => labels.get(`task:${item.id}`) === label)!;
      return (
        row.mark &&
        Array.from(row.title)
          .slice(...row.mark)
          .join('')
      );
    };
    expect(await marked('istanbul', 'fold:istanbul')).toBe('İSTANBUL');
    expect(await marked('IŞIK', 'fold:istanbul')).toBe('ışık');
    expect(await marked('varsova', 'rank:new-inside')).toBe('VARŞOVA');
    // Found in the description only: nothing to mark in the title.
    expect(await marked('varsova', 'rank:old-description')).toBeNull();
  });

  it('finds the newest matches of a common word and an old match of a rare one past the newest tasks', async () => {
    for (const role of ['master', 'employee'] as const) {
      const common = await search(role, 'dolgu', 3);
      expect(common.results.filter((row) => row.kind === 'task').map((row) => labels.get(`task:${row.id}`))).toEqual([
        `walk:Dolgu ${WALK + 9}`,
        `walk:Dolgu ${WALK + 8}`,
        `walk:Dolgu ${WALK + 7}`,
      ]);
      expect(await found(role, 'zırhlı kartal'), role).toContain('walk:old-rare');
    }
  });

  it('asks the database once for every kind a search reads (one statement, the number lookups in it)', async () => {
    const client = (t.database.pglite ?? t.database.pool)! as { query: (...args: unknown[]) => unknown };
    const query = vi.spyOn(client, 'query');
    try {
      const readsRecords = () =>
        query.mock.calls.filter(([statement]) => {
          const text = typeof statement === 'string' ? statement : (statement as { text: string }).text;
          return /"?(tasks|tickets|projects|companies|notes|shared_data)"?/.test(text);
        }).length;
      await search('master', 'pelikanoz');
      expect(readsRecords()).toBe(1);
      query.mockClear();
      await search('master', String(idOf('task:manager')));
      expect(readsRecords()).toBe(1);
      query.mockClear();
      await search('customer', `#${idOf('ticket:customer')}`);
      expect(readsRecords()).toBe(1);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a bad limit with a translated message and finds nothing in one letter', async () => {
    const tooMany = await t.call({ method: 'GET', url: '/api/search?q=pel&limit=99', token: tokens.master });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.limit).toBe('Must be at most 10');
    const turkish = await t.call({
      method: 'GET',
      url: '/api/search?q=pel&limit=abc',
      token: tokens.master,
      language: 'tr',
    });
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json().error.fields.limit).toMatch(/sayı/i);
    expect((await search('master', 'p')).results).toEqual([]);
  });
});
