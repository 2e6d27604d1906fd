import { and, eq, gt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_CONTENT_MAX } from '@workspace/shared/notes/notes.schemas';
import { activities } from '../src/db/schema/activities';
import { notes } from '../src/db/schema/notes';
import { users } from '../src/db/schema/users';
import { createTestApp, DEMO_PASSWORD, EMAILS, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/*
 * Personal notes: everyone their own, the master included. Another person's note answers 404 on
 * every route, exactly as a missing one, and nothing is written. Every test makes its own people's
 * notes with words found nowhere else, so the tests do not depend on one another's rows.
 */
const PEOPLE = ['master', 'manager', 'employee', 'user', 'other'] as const;
type Person = (typeof PEOPLE)[number];
type Note = {
  id: number;
  name: string;
  content: string;
  html: string;
  isPinned: boolean;
  createdAt: string;
  updatedAt: string;
};

let t: TestApp;
const tokens = {} as Record<Person, string>;
const ids = {} as Record<Person, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['master', 'manager', 'employee', 'user'] as const) tokens[who] = await t.login(who);
  const registered = await t.call({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Deniz', surname: 'Başka', email: 'notes-other@example.com', password: DEMO_PASSWORD },
  });
  expect(registered.statusCode, registered.body).toBeLessThan(300);
  tokens.other = await t.login('notes-other@example.com');
  const emails: Record<Person, string> = { ...EMAILS, other: 'notes-other@example.com' };
  for (const who of PEOPLE) {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, emails[who]));
    ids[who] = row!.id;
  }
});
afterAll(() => t.close());

const create = (who: Person, payload: Record<string, unknown>, language?: string) =>
  t.call({ method: 'POST', url: '/api/notes', token: tokens[who], payload, language });
async function created(who: Person, name: string, content: string): Promise<Note> {
  const response = await create(who, { name, content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().note;
}
const get = (who: Person, url: string, language?: string) =>
  t.call({ method: 'GET', url, token: tokens[who], language });
const listed = async (who: Person, query: string): Promise<Note[]> => {
  const response = await get(who, `/api/notes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const names = (rows: Note[]) => rows.map((row) => row.name);
const storedNote = async (id: number) => (await t.database.db.select().from(notes).where(eq(notes.id, id)))[0];
const noteActivities = async (id: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.entityType, 'note'), eq(activities.entityId, id)))
    .orderBy(activities.id);
/** Puts a note's timestamps where a test needs them (the API always stamps "now"). */
const stamp = (id: number, values: { createdAt?: Date; updatedAt?: Date }) =>
  t.database.db.update(notes).set(values).where(eq(notes.id, id));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the demo notes', () => {
  it('give each demo person a few of their own, pinned first, seen by nobody else', async () => {
    const master = await listed('master', 'q=month-end');
    expect(master.map((note) => [note.name, note.isPinned])).toEqual([['Month-end checklist', true]]);
    for (const who of ['manager', 'employee', 'user'] as const)
      expect(await listed(who, 'q=month-end'), who).toEqual([]);
    const employee = await listed('employee', 'sort=updatedAt&order=desc');
    expect(employee.slice(0, 2).map((note) => note.name)).toEqual(['Deploy steps', 'Ideas']);
  });
});

describe('notes: create, read, edit, pin, delete', () => {
  it.each(['master', 'manager', 'employee', 'user'] as const)('works for the %s on their own note', async (who) => {
    const note = await created(who, `Own ${who}`, '# Heading\n\n- a list item');
    expect(note).toMatchObject({ name: `Own ${who}`, content: '# Heading\n\n- a list item', isPinned: false });
    expect((await storedNote(note.id))!.ownerId).toBe(ids[who]);

    const read = await get(who, `/api/notes/${note.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().note).toEqual(note);

    const edited = await t.call({
      method: 'PUT',
      url: `/api/notes/${note.id}`,
      token: tokens[who],
      payload: { name: `Edited ${who}`, content: 'New text' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().note).toMatchObject({
      id: note.id,
      name: `Edited ${who}`,
      content: 'New text',
      isPinned: false,
    });

    const pinned = await t.call({
      method: 'PATCH',
      url: `/api/notes/${note.id}/pin`,
      token: tokens[who],
      payload: { isPinned: true },
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json().note).toMatchObject({ id: note.id, name: `Edited ${who}`, isPinned: true });
    // Pinning is no edit: the time of the last edit stays.
    expect(pinned.json().note.updatedAt).toBe(edited.json().note.updatedAt);
    const unpinned = await t.call({
      method: 'PATCH',
      url: `/api/notes/${note.id}/pin`,
      token: tokens[who],
      payload: { isPinned: false },
    });
    expect(unpinned.json().note.isPinned).toBe(false);

    const removed = await t.call({ method: 'DELETE', url: `/api/notes/${note.id}`, token: tokens[who] });
    expect(removed.statusCode).toBe(204);
    expect(await storedNote(note.id)).toBeUndefined();
    expect((await get(who, `/api/notes/${note.id}`)).statusCode).toBe(404);
    expect((await noteActivities(note.id)).map((row) => [row.action, row.actorId])).toEqual([
      ['note.create', ids[who]],
      ['note.update', ids[who]],
      ['note.pin', ids[who]],
      ['note.pin', ids[who]],
      ['note.delete', ids[who]],
    ]);
  });

  it('answers 404 for a note that does not exist, on every route', async () => {
    const missing = 2_000_000_000;
    expect((await get('user', `/api/notes/${missing}`)).statusCode).toBe(404);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/notes/${missing}`,
          token: tokens.user,
          payload: { name: 'n', content: 'c' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'PATCH',
          url: `/api/notes/${missing}/pin`,
          token: tokens.user,
          payload: { isPinned: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/notes/${missing}`, token: tokens.user })).statusCode).toBe(404);
  });
});

describe('notes: nobody reaches another person’s note', () => {
  // Each person's note is tried by every other person (the master both ways) through every route.
  const routes = [
    ['GET /api/notes/:id', (id: number) => ({ method: 'GET' as const, url: `/api/notes/${id}` })],
    [
      'PUT /api/notes/:id',
      (id: number) => ({
        method: 'PUT' as const,
        url: `/api/notes/${id}`,
        payload: { name: 'Taken over', content: 'Overwritten' },
      }),
    ],
    [
      'PATCH /api/notes/:id/pin',
      (id: number) => ({ method: 'PATCH' as const, url: `/api/notes/${id}/pin`, payload: { isPinned: true } }),
    ],
    ['DELETE /api/notes/:id', (id: number) => ({ method: 'DELETE' as const, url: `/api/notes/${id}` })],
  ] as const;
  const pairs = PEOPLE.flatMap((owner) =>
    PEOPLE.filter((caller) => caller !== owner).map((caller) => [owner, caller] as const),
  );

  it.each(pairs)(
    'the note of the %s answers 404 to the %s on every route, and nothing changes',
    async (owner, caller) => {
      const note = await created(owner, `Private ${owner}`, `Secret of the ${owner} for ${caller}`);
      const before = await storedNote(note.id);
      for (const [route, request] of routes) {
        const response = await t.call({ ...request(note.id), token: tokens[caller] });
        expect(response.statusCode, `${route} as ${caller}`).toBe(404);
        expect(response.body).not.toContain('Secret of the');
      }
      expect(await storedNote(note.id)).toEqual(before);
      expect((await noteActivities(note.id)).map((row) => row.action)).toEqual(['note.create']);
      // The owner still has it, unchanged.
      expect((await get(owner, `/api/notes/${note.id}`)).json().note).toEqual(note);
    },
  );

  it('keeps other people’s notes out of every list, summary and export', async () => {
    for (const who of PEOPLE) {
      await created(who, `Fence ${who}`, `fencepost wording of the ${who}`);
      const pinned = await created(who, `Fence pinned ${who}`, `fencepost pinned of the ${who}`);
      await t.call({
        method: 'PATCH',
        url: `/api/notes/${pinned.id}/pin`,
        token: tokens[who],
        payload: { isPinned: true },
      });
    }
    for (const who of PEOPLE) {
      const rows = await listed(who, 'q=fencepost&pageSize=100');
      expect(names(rows)).toEqual([`Fence pinned ${who}`, `Fence ${who}`]);
      const meta = (await get(who, '/api/notes?q=fencepost')).json().meta;
      expect(meta.total).toBe(2);
      // With no search at all, every listed note is still the caller's.
      const all = await listed(who, 'pageSize=100');
      const owners = await t.database.db
        .select({ ownerId: notes.ownerId })
        .from(notes)
        .where(
          sql`${notes.id} in (${sql.join(
            all.map((row) => sql`${row.id}`),
            sql`, `,
          )})`,
        );
      expect(new Set(owners.map((row) => row.ownerId))).toEqual(new Set([ids[who]]));

      const summary = await get(who, '/api/notes/summary?q=fencepost');
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toEqual({ total: 2, pinned: 1, editedLastWeek: 2 });

      const csv = await get(who, '/api/notes/export?format=csv&q=fencepost&sort=name&order=asc');
      expect(csv.statusCode).toBe(200);
      const others = PEOPLE.filter((person) => person !== who);
      expect(csv.body).toContain(`fencepost wording of the ${who}`);
      for (const other of others) expect(csv.body).not.toContain(`of the ${other}`);
      const unsearched = await get(who, '/api/notes/export?format=csv');
      for (const other of others) expect(unsearched.body).not.toContain(`Fence ${other}`);
    }
  });
});

describe('notes list', () => {
  it('searches name and content, ignoring case, with wildcards taken literally', async () => {
    await created('employee', 'Groceries qzw', 'milk, eggs, 50% off bread');
    await created('employee', 'QZW meeting', 'talk about the budget');
    await created('employee', 'Plain qzw', 'nothing special');
    expect(names(await listed('employee', 'q=bread&sort=name&order=asc'))).toEqual(['Groceries qzw']);
    expect(names(await listed('employee', 'q=qzw&sort=name&order=asc'))).toEqual([
      'Groceries qzw',
      'Plain qzw',
      'QZW meeting',
    ]);
    expect(names(await listed('employee', 'q=BUDGET'))).toEqual(['QZW meeting']);
    expect(names(await listed('employee', `q=${encodeURIComponent('50%')}`))).toEqual(['Groceries qzw']);
    expect(names(await listed('employee', `q=${encodeURIComponent('5_%')}`))).toEqual([]);
  });

  it('puts pinned notes first whatever the sort, then the chosen order, ties by id', async () => {
    const a = await created('manager', 'Alpha pnq', 'pnq one');
    const b = await created('manager', 'Bravo pnq', 'pnq two');
    const c = await created('manager', 'Charlie pnq', 'pnq three');
    const d = await created('manager', 'Delta pnq', 'pnq four');
    // Edited: a oldest, then c, d, b newest. Created: d oldest, then c, b, a newest.
    await stamp(a.id, { updatedAt: daysAgo(9), createdAt: daysAgo(1) });
    await stamp(b.id, { updatedAt: daysAgo(1), createdAt: daysAgo(2) });
    await stamp(c.id, { updatedAt: daysAgo(5), createdAt: daysAgo(3) });
    await stamp(d.id, { updatedAt: daysAgo(3), createdAt: daysAgo(4) });
    for (const note of [a, c]) {
      const pinned = await t.call({
        method: 'PATCH',
        url: `/api/notes/${note.id}/pin`,
        token: tokens.manager,
        payload: { isPinned: true },
      });
      expect(pinned.statusCode).toBe(200);
    }
    expect(names(await listed('manager', 'q=pnq'))).toEqual(['Charlie pnq', 'Alpha pnq', 'Bravo pnq', 'Delta pnq']);
    expect(names(await listed('manager', 'q=pnq&sort=updatedAt&order=asc'))).toEqual([
      'Alpha pnq',
      'Charlie pnq',
      'Delta pnq',
      'Bravo pnq',
    ]);
    expect(names(await listed('manager', 'q=pnq&sort=name&order=asc'))).toEqual([
      'Alpha pnq',
      'Charlie pnq',
      'Bravo pnq',
      'Delta pnq',
    ]);
    expect(names(await listed('manager', 'q=pnq&sort=name&order=desc'))).toEqual([
      'Charlie pnq',
      'Alpha pnq',
      'Delta pnq',
      'Bravo pnq',
    ]);
    expect(names(await listed('manager', 'q=pnq&sort=createdAt&order=asc'))).toEqual([
      'Charlie pnq',
      'Alpha pnq',
      'Delta pnq',
      'Bravo pnq',
    ]);
    expect(names(await listed('manager', 'q=pnq&pinned=true'))).toEqual(['Charlie pnq', 'Alpha pnq']);
    expect(names(await listed('manager', 'q=pnq&pinned=false&sort=name&order=asc'))).toEqual([
      'Bravo pnq',
      'Delta pnq',
    ]);
    // Pages follow the same order.
    expect(names(await listed('manager', 'q=pnq&pageSize=2&page=2'))).toEqual(['Bravo pnq', 'Delta pnq']);
    // Same time, same name: the id decides.
    const twin = await created('manager', 'Alpha pnq', 'pnq twin');
    await stamp(twin.id, { updatedAt: daysAgo(9), createdAt: daysAgo(1) });
    await t.call({
      method: 'PATCH',
      url: `/api/notes/${twin.id}/pin`,
      token: tokens.manager,
      payload: { isPinned: true },
    });
    const pinnedByName = await listed('manager', 'q=pnq&pinned=true&sort=name&order=asc');
    expect(pinnedByName.map((row) => row.id)).toEqual([Math.min(a.id, twin.id), Math.max(a.id, twin.id), c.id]);

    const summary = await get('manager', '/api/notes/summary?q=pnq');
    // Edited in the last 7 days: b, c, d (a and its twin were edited 9 days ago).
    expect(summary.json()).toEqual({ total: 5, pinned: 3, editedLastWeek: 3 });
    expect((await get('manager', '/api/notes/summary?q=pnq&pinned=false')).json()).toEqual({
      total: 2,
      pinned: 0,
      editedLastWeek: 2,
    });
    expect((await get('manager', '/api/notes/summary?q=nothing-matches-this')).json()).toEqual({
      total: 0,
      pinned: 0,
      editedLastWeek: 0,
    });
  });

  it('refuses an unknown filter, sort or pinned value', async () => {
    expect((await get('user', '/api/notes?owner=1')).statusCode).toBe(400);
    expect((await get('user', '/api/notes?sort=content')).statusCode).toBe(400);
    expect((await get('user', '/api/notes?pinned=yes')).statusCode).toBe(400);
    expect((await get('user', '/api/notes/summary?ownerId=1')).statusCode).toBe(400);
    expect((await get('user', '/api/notes/export?format=doc')).statusCode).toBe(400);
  });
});

describe('notes export', () => {
  it('exports the caller’s filtered notes as CSV, XLSX and PDF in both languages and records it without the search', async () => {
    const [last] = await t.database.db.select({ id: sql<number>`coalesce(max(${activities.id}), 0)` }).from(activities);
    const kept = await created('employee', 'Export one xq', 'first line\nsecond, with a comma');
    await created('employee', 'Export two xq', 'plain xq body');
    await t.call({
      method: 'PATCH',
      url: `/api/notes/${kept.id}/pin`,
      token: tokens.employee,
      payload: { isPinned: true },
    });
    await created('manager', 'Export foreign xq', 'not the employee’s xq');

    const csv = await get('employee', '/api/notes/export?format=csv&q=xq&sort=name&order=desc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/notes-\d{4}-\d{2}-\d{2}\.csv/);
    const body = csv.body.replace(/^\uFEFF/, '');
    expect(body.split(/\r?\n/)[0]).toBe('Name,Content,Pinned,Updated (Europe/Istanbul)');
    // Pinned first, then by name descending; a content with a newline and a comma is quoted whole.
    expect(body).toMatch(
      /^Name,Content,Pinned,Updated \(Europe\/Istanbul\)\r?\nExport one xq,"first line\nsecond, with a comma",Yes,\d{4}-\d{2}-\d{2} \d{2}:\d{2}\r?\nExport two xq,plain xq body,No,/,
    );
    expect(body).not.toContain('foreign');

    const csvTr = await get('employee', '/api/notes/export?format=csv&q=xq&pinned=false', 'tr');
    const trBody = csvTr.body.replace(/^\uFEFF/, '');
    // In Turkish the separator is the semicolon Excel expects there.
    expect(trBody.split(/\r?\n/)[0]).toBe('Ad;İçerik;Sabitlenmiş;Güncellenme (Europe/Istanbul)');
    expect(trBody).toContain('Export two xq;plain xq body;Hayır;');
    expect(trBody).not.toContain('Export one xq');

    const xlsx = await get('employee', '/api/notes/export?format=xlsx&q=xq');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Content', 'Pinned', 'Updated (Europe/Istanbul)']);
    // The update time is a real date cell.
    expect(sheet.getRow(2).getCell(4).value).toBeInstanceOf(Date);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe('Export one xq');
    expect(sheet.getRow(3).getCell(2).value).toBe('plain xq body');

    const pdf = await get('employee', '/api/notes/export?format=pdf&q=xq', 'tr');
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Notlarım');
    expect(text).toContain('Export two xq');
    expect(text).not.toContain('foreign');

    const recorded = await t.database.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.action, 'notes.export'), eq(activities.actorId, ids.employee), gt(activities.id, last!.id)),
      )
      .orderBy(activities.id);
    expect(recorded.map((row) => row.changes)).toEqual([
      { filters: { after: { q: '(private)', pinned: null, format: 'csv' } } },
      { filters: { after: { q: '(private)', pinned: false, format: 'csv' } } },
      { filters: { after: { q: '(private)', pinned: null, format: 'xlsx' } } },
      { filters: { after: { q: '(private)', pinned: null, format: 'pdf' } } },
    ]);
    expect(JSON.stringify(recorded)).not.toContain('xq');
  });
});

describe('notes as HTML', () => {
  const HTML_RULES = '# Plan hx\n\n- [x] Pay **Ayşe**\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))';
  const RENDERED =
    '<h4>Plan hx</h4>\n<ul>\n<li><input checked disabled type="checkbox" aria-label="Pay Ayşe" /> Pay <strong>Ayşe</strong></li>\n' +
    '</ul>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p><a>x</a></p>\n';

  it('answers every note with its markdown rendered, on the list, the record, create, edit and pin', async () => {
    const note = await created('manager', 'Rendered hx', HTML_RULES);
    expect(note.html).toBe(RENDERED);
    expect((await get('manager', `/api/notes/${note.id}`)).json().note.html).toBe(RENDERED);
    const [row] = await listed('manager', 'q=Rendered%20hx');
    expect(row).toEqual(note);

    const edited = await t.call({
      method: 'PUT',
      url: `/api/notes/${note.id}`,
      token: tokens.manager,
      payload: { name: 'Rendered hx', content: '## Done hx [site](https://example.com)' },
    });
    const html =
      '<h5>Done hx <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></h5>\n';
    expect(edited.json().note.html).toBe(html);
    const pinned = await t.call({
      method: 'PATCH',
      url: `/api/notes/${note.id}/pin`,
      token: tokens.manager,
      payload: { isPinned: true },
    });
    expect(pinned.json().note.html).toBe(html);
    expect((await listed('manager', 'q=Done%20hx')).map((one) => one.html)).toEqual([html]);
  });

  it('previews markdown as the list will show it, writing nothing, and explains a bad content in both languages', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notes))[0]!.n;
    const before = await count();
    const preview = (payload: { content: string }, language?: string) =>
      t.call({ method: 'POST', url: '/api/notes/preview', token: tokens.user, payload, language });
    const shown = await preview({ content: HTML_RULES });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ html: RENDERED });

    const empty = await preview({ content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.content).toBe('This field is required');
    const long = await preview({ content: 'x'.repeat(NOTE_CONTENT_MAX + 1) }, 'tr');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.content).toBe(`En fazla ${NOTE_CONTENT_MAX} karakter olmalıdır`);
    expect(await count()).toBe(before);
    expect((await t.call({ method: 'POST', url: '/api/notes/preview', payload: { content: 'x' } })).statusCode).toBe(
      401,
    );
  });
});

describe('notes validation', () => {
  it('explains a bad name, content or pin in English and Turkish, and writes nothing', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notes))[0]!.n;
    const before = await count();

    const long = await create('user', { name: 'x'.repeat(36), content: 'fine' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.name).toBe('Must be at most 35 characters');
    expect((await create('user', { name: 'x'.repeat(36), content: 'fine' }, 'tr')).json().error.fields.name).toBe(
      'En fazla 35 karakter olmalıdır',
    );

    const empty = await create('user', { name: 'Fine', content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.content).toBe('This field is required');
    expect((await create('user', { name: 'Fine' }, 'tr')).json().error.fields.content).toBe('Bu alan zorunludur');

    const huge = await create('user', { name: 'Fine', content: 'y'.repeat(NOTE_CONTENT_MAX + 1) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields.content).toBe(`Must be at most ${NOTE_CONTENT_MAX} characters`);
    expect(
      (await create('user', { name: 'Fine', content: 'y'.repeat(NOTE_CONTENT_MAX + 1) }, 'tr')).json().error.fields
        .content,
    ).toBe(`En fazla ${NOTE_CONTENT_MAX} karakter olmalıdır`);
    expect(await count()).toBe(before);

    // The longest name and content are accepted as they are.
    const longest = await created('user', 'n'.repeat(35), 'c'.repeat(NOTE_CONTENT_MAX));
    expect(longest.content).toHaveLength(NOTE_CONTENT_MAX);

    const badEdit = await t.call({
      method: 'PUT',
      url: `/api/notes/${longest.id}`,
      token: tokens.user,
      payload: { name: '', content: 'x' },
      language: 'tr',
    });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().error.fields.name).toBe('Bu alan zorunludur');

    for (const isPinned of ['true', 1, null]) {
      const pin = await t.call({
        method: 'PATCH',
        url: `/api/notes/${longest.id}/pin`,
        token: tokens.user,
        payload: { isPinned },
      });
      expect(pin.statusCode, JSON.stringify(isPinned)).toBe(400);
      expect(pin.json().error.fields.isPinned).toBeTruthy();
    }
    const missingPin = await t.call({
      method: 'PATCH',
      url: `/api/notes/${longest.id}/pin`,
      token: tokens.user,
      payload: {},
      language: 'tr',
    });
    expect(missingPin.json().error.fields.isPinned).toBe('Bu alan zorunludur');
    const extra = await t.call({
      method: 'PATCH',
      url: `/api/notes/${longest.id}/pin`,
      token: tokens.user,
      payload: { isPinned: true, name: 'sneaky' },
    });
    expect(extra.statusCode).toBe(400);
    expect(await storedNote(longest.id)).toMatchObject({ name: 'n'.repeat(35), isPinned: false });
    expect((await noteActivities(longest.id)).map((row) => row.action)).toEqual(['note.create']);
  });
});

describe('notes privacy', () => {
  it('audits create, edit, pin and delete without the name or the content', async () => {
    const note = await created('master', 'Diary kpv', 'My salary is kpvsecret');
    await t.call({
      method: 'PUT',
      url: `/api/notes/${note.id}`,
      token: tokens.master,
      payload: { name: 'Diary kpv', content: 'Changed kpvhidden words' },
    });
    await t.call({
      method: 'PUT',
      url: `/api/notes/${note.id}`,
      token: tokens.master,
      payload: { name: 'Journal kpv', content: 'Changed kpvhidden words' },
    });
    await t.call({
      method: 'PATCH',
      url: `/api/notes/${note.id}/pin`,
      token: tokens.master,
      payload: { isPinned: true },
    });
    await t.call({ method: 'DELETE', url: `/api/notes/${note.id}`, token: tokens.master });
    const rows = await noteActivities(note.id);
    expect(rows.map((row) => [row.action, row.changes])).toEqual([
      ['note.create', { name: { after: '(changed)' }, content: { after: '(changed)' } }],
      ['note.update', { content: { after: '(changed)' } }],
      ['note.update', { name: { after: '(changed)' } }],
      ['note.pin', { isPinned: { before: false, after: true } }],
      ['note.delete', null],
    ]);
    const stored = JSON.stringify(rows);
    for (const word of ['Diary', 'Journal', 'kpv', 'salary']) expect(stored).not.toContain(word);
  });

  it('stores and returns a script payload as plain text, unaltered', async () => {
    const payload = '<script>alert(1)</script>';
    const name = '<img src=x onerror=alert(1)>';
    const response = await create('user', { name, content: `${payload}\n\n[link](javascript:alert(1))` });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const note: Note = response.json().note;
    expect(note).toMatchObject({ name, content: `${payload}\n\n[link](javascript:alert(1))` });
    expect((await storedNote(note.id))!.content).toBe(`${payload}\n\n[link](javascript:alert(1))`);
    const read = await get('user', `/api/notes/${note.id}`);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().note.content).toBe(`${payload}\n\n[link](javascript:alert(1))`);
    expect(names(await listed('user', `q=${encodeURIComponent('<script>')}`))).toEqual([name]);
  });
});
