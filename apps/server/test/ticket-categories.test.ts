import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { tickets } from '../src/db/schema/tickets';
import { createTestApp, type Role, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

let t: TestApp;
let master: string;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
});
afterAll(() => t.close());

type Category = { id: number; name: string; description: string | null; ticketCount: number };

const create = (payload: Record<string, unknown>, language?: string) =>
  t.call({ method: 'POST', url: '/api/ticket-categories', token: master, payload, language });
const created = async (name: string, description?: string): Promise<Category> => {
  const response = await create({ name, description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().category;
};
const list = async (query: string) =>
  (await t.call({ method: 'GET', url: `/api/ticket-categories?${query}`, token: master })).json();
const fileTicket = (categoryId: number) =>
  t.database.db
    .insert(tickets)
    .values({
      subject: 'Cannot sign in',
      description: 'The login page answers an error',
      department: 'support',
      type: 'problem',
      categoryId,
    });
const activityActions = async (entityId: number) =>
  (
    await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'ticketCategory'), eq(activities.entityId, entityId)))
  ).map((row) => row.action);

describe('ticket category validation', () => {
  it('explains a missing or over-long name in English and Turkish', async () => {
    const missing = await create({ name: '  ', description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.name).toBe('This field is required');
    const missingTr = await create({ description: 'x' }, 'tr');
    expect(missingTr.json().error.fields.name).toBe('Bu alan zorunludur');
    const long = await create({ name: 'x'.repeat(36) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.name).toBe('Must be at most 35 characters');
    const longTr = await create({ name: 'x'.repeat(36) }, 'tr');
    expect(longTr.json().error.fields.name).toBe('En fazla 35 karakter olmalıdır');
    expect((await create({ name: 'x'.repeat(35) })).statusCode).toBe(201);
  });

  it('refuses a name already used, regardless of case, on create and edit', async () => {
    const billing = await created('Billing', 'Invoices and payments');
    const duplicate = await create({ name: 'BILLING' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields.name).toBe('This name is already in use');
    expect((await create({ name: 'billing' }, 'tr')).json().error.fields.name).toBe('Bu ad zaten kullanılıyor');
    const other = await created('Billing questions');
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/ticket-categories/${other.id}`,
      token: master,
      payload: { name: 'billing' },
    });
    expect(renamed.statusCode).toBe(409);
    // Renaming a category to its own name in another case is no conflict.
    const recased = await t.call({
      method: 'PUT',
      url: `/api/ticket-categories/${billing.id}`,
      token: master,
      payload: { name: 'BILLING', description: null },
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().category).toMatchObject({
      id: billing.id,
      name: 'BILLING',
      description: null,
      ticketCount: 0,
    });
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/ticket-categories/999999',
          token: master,
          payload: { name: 'Nowhere' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('ticket category list', () => {
  it('searches by name, sorts by ticket count and name, and pages', async () => {
    const hardware = await created('Hardware faults');
    const software = await created('Software faults');
    await fileTicket(software.id);
    await fileTicket(software.id);
    await fileTicket(hardware.id);

    const found = await list('q=FAULTS&sort=ticketCount&order=desc');
    expect(found.data.map((row: Category) => [row.name, row.ticketCount])).toEqual([
      ['Software faults', 2],
      ['Hardware faults', 1],
    ]);
    expect(found.meta.total).toBe(2);
    const byName = await list('q=faults&sort=name&order=asc&pageSize=1&page=2');
    expect(byName.data.map((row: Category) => row.name)).toEqual(['Software faults']);
    expect(byName.meta).toEqual({ page: 2, pageSize: 1, total: 2 });
    expect((await list('q=no-such-category')).data).toEqual([]);
    const badSort = await t.call({ method: 'GET', url: '/api/ticket-categories?sort=colour', token: master });
    expect(badSort.statusCode).toBe(400);
  });

  it('exports the searched list as CSV, XLSX and PDF and records the export', async () => {
    await created('Export one', 'First, with a comma');
    await created('Export two');
    const csv = await t.call({
      method: 'GET',
      url: '/api/ticket-categories/export?format=csv&q=export&sort=name&order=asc',
      token: master,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/ticket-categories-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Name,Description,Tickets,Created (Europe/Istanbul)');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Export one', 'Export two']);
    expect(lines[1]).toContain('"First, with a comma",0,');
    const csvTr = await t.call({
      method: 'GET',
      url: '/api/ticket-categories/export?format=csv&q=export',
      token: master,
      language: 'tr',
    });
    expect(csvTr.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'Ad;Açıklama;Talepler;Oluşturulma (Europe/Istanbul)',
    );
    const xlsx = await t.call({
      method: 'GET',
      url: '/api/ticket-categories/export?format=xlsx&q=export',
      token: master,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await t.call({
      method: 'GET',
      url: '/api/ticket-categories/export?format=pdf&q=export',
      token: master,
      language: 'tr',
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Talep kategorileri');
    expect(text).toContain('Export two');
    const [recorded] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'ticketCategories.export'));
    expect(recorded).toBeDefined();
  });
});

describe('ticket category lookup', () => {
  it('gives every role the id and name of each category, by name', async () => {
    await created('Accounts');
    for (const role of ['master', 'manager', 'employee', 'user'] as Role[]) {
      const token = await t.login(role);
      const response = await t.call({ method: 'GET', url: '/api/ticket-categories/lookup', token });
      expect(response.statusCode, role).toBe(200);
      const data: { id: number; name: string }[] = response.json().data;
      // By name: 'Accounts' comes before every category the tests above made.
      expect(data[0]).toEqual({ id: expect.any(Number), name: 'Accounts' });
      expect(data.length).toBeGreaterThan(5);
    }
    const manager = await t.login('manager');
    expect((await t.call({ method: 'GET', url: '/api/ticket-categories', token: manager })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/ticket-categories', token: manager, payload: { name: 'Sneaky' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('deleting a ticket category', () => {
  it('refuses while a ticket uses it, changing nothing, and deletes it once unused', async () => {
    const network = await created('Network', 'VPN and Wi-Fi');
    const [ticket] = await fileTicket(network.id).returning({ id: tickets.id });
    const refused = await t.call({ method: 'DELETE', url: `/api/ticket-categories/${network.id}`, token: master });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'conflict',
      message: 'This category is used by tickets. Move them to another category first.',
    });
    const refusedTr = await t.call({
      method: 'DELETE',
      url: `/api/ticket-categories/${network.id}`,
      token: master,
      language: 'tr',
    });
    expect(refusedTr.json().error.message).toBe(
      'Bu kategori taleplerde kullanılıyor. Önce talepleri başka bir kategoriye taşıyın.',
    );
    const [still] = await t.database.db.select().from(ticketCategories).where(eq(ticketCategories.id, network.id));
    expect(still).toMatchObject({ name: 'Network', description: 'VPN and Wi-Fi' });
    expect(await activityActions(network.id)).toEqual(['ticketCategory.create']);

    await t.database.db.update(tickets).set({ categoryId: null }).where(eq(tickets.id, ticket!.id));
    expect(
      (await t.call({ method: 'DELETE', url: `/api/ticket-categories/${network.id}`, token: master })).statusCode,
    ).toBe(204);
    expect(await t.database.db.select().from(ticketCategories).where(eq(ticketCategories.id, network.id))).toEqual([]);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/ticket-categories/${network.id}`, token: master })).statusCode,
    ).toBe(404);
  });
});

describe('ticket category audit', () => {
  it('writes create, update and delete rows with before and after', async () => {
    const category = await created('Audited', 'before');
    await t.call({
      method: 'PUT',
      url: `/api/ticket-categories/${category.id}`,
      token: master,
      payload: { name: 'Audited', description: 'after' },
    });
    await t.call({ method: 'DELETE', url: `/api/ticket-categories/${category.id}`, token: master });
    const rows = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'ticketCategory'), eq(activities.entityId, category.id)));
    expect(rows.map((row) => row.action)).toEqual([
      'ticketCategory.create',
      'ticketCategory.update',
      'ticketCategory.delete',
    ]);
    expect(rows[0]!.changes).toMatchObject({ name: { after: 'Audited' }, description: { after: 'before' } });
    expect(rows[1]!.changes).toEqual({ description: { before: 'before', after: 'after' } });
    expect(rows[2]!.changes).toEqual({ name: { before: 'Audited' } });
  });
});
