import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUOTAS } from '@workspace/shared/users/quotas';
import { activities } from '../src/db/schema/activities';
import { notes } from '../src/db/schema/notes';
import { ticketAttachments } from '../src/db/schema/ticket-attachments';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { tickets } from '../src/db/schema/tickets';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { multipart, PDF_BYTES } from './work-helpers';

/*
 * Per-account quotas (docs/decisions/032). The audit's self-registered customer wrote 1 GB of files
 * in 4.6 s and made 60 tickets, 60 replies and 100 notes at once; a customer now creates at most
 * 30 records an hour and uploads at most 50 MB an hour and 500 MB in all, refused with 429 and a
 * message in their language, and the master sees and changes an account's figures.
 */
let t: TestApp;
let master: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Quota test' }).returning();
  categoryId = category!.id;
});
afterAll(() => t.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** A self-registered customer, signed in. */
async function newCustomer(tag: string): Promise<{ id: number; token: string }> {
  const email = `quota.${tag}@example.com`;
  const registered = await t.call({
    method: 'POST',
    url: '/api/register',
    remoteAddress: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    payload: { name: 'Quota', surname: tag, email, password: DEMO_PASSWORD },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return { id: registered.json().user.id, token: await t.login(email) };
}

/** A whole PDF of about `size` bytes: the first line, a comment as long as needed, then the rest. */
function pdfOf(size: number): Buffer {
  const firstLine = PDF_BYTES.indexOf(0x0a) + 1;
  const filler = Buffer.from(`%${'x'.repeat(Math.max(0, size - PDF_BYTES.length - 2))}\n`);
  return Buffer.concat([PDF_BYTES.subarray(0, firstLine), filler, PDF_BYTES.subarray(firstLine)]);
}
const MB = 1024 * 1024;

const raiseTicket = (token: string, files: Buffer[] = [], language?: string) => {
  const fields = {
    subject: 'Quota ticket',
    description: 'Checking the quota.',
    priority: 'low',
    department: 'support',
    type: 'question',
    categoryId: String(categoryId),
  };
  const body = multipart(
    fields,
    files.map((data, index) => ({ filename: `scan-${index}.pdf`, contentType: 'application/pdf', data })),
  );
  return t.call({ method: 'POST', url: '/api/tickets', token, payload: body.payload, headers: body.headers, language });
};
const createNote = (token: string, index: number, language?: string) =>
  t.call({
    method: 'POST',
    url: '/api/notes',
    token,
    language,
    payload: { name: `Note ${index}`, content: 'Quota check' },
  });

/** Moves the account's counted hour back, as if the next hour had begun. */
const nextHour = (userId: number) =>
  t.database.db.execute(
    sql`update account_usage set hour_start = hour_start - interval '1 hour' where user_id = ${userId}`,
  );

const stored = async (userId: number) => ({
  notes: (await t.database.db.select({ n: count() }).from(notes).where(eq(notes.ownerId, userId)))[0]!.n,
  tickets: (await t.database.db.select({ n: count() }).from(tickets).where(eq(tickets.createdBy, userId)))[0]!.n,
  files: (await t.database.db.select({ n: count() }).from(ticketAttachments))[0]!.n,
});

async function setQuotas(userId: number, quotas: Record<string, number | null>, language?: string) {
  const detail = (await t.call({ method: 'GET', url: `/api/users/${userId}`, token: master })).json();
  const { name, surname, email, phone, type, language: userLanguage, companyIds } = detail;
  return t.call({
    method: 'PUT',
    url: `/api/users/${userId}`,
    token: master,
    language,
    payload: { name, surname, email, phone, type, language: userLanguage, companyIds, quotas },
  });
}

describe('creations per hour', () => {
  it("lets a customer create 30 records an hour, of 45 sent at once, and refuses the rest with 429 in the caller's language", async () => {
    const customer = await newCustomer('burst');
    const limit = DEFAULT_QUOTAS.user.creationsPerHour;
    expect(limit).toBe(30);
    // Tickets and notes share the count.
    expect((await raiseTicket(customer.token)).statusCode).toBe(201);
    const responses = await Promise.all(Array.from({ length: 44 }, (_, index) => createNote(customer.token, index)));
    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 201: limit - 1, 429: 45 - limit });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({
      code: 'quotaExceeded',
      message: expect.stringMatching(
        /^Your account may create 30 records an hour \(tickets, replies, comments, notes\); try again in \d+ min$/,
      ),
    });
    const inTurkish = await createNote(customer.token, 99, 'tr');
    expect(inTurkish.json().error.message).toMatch(
      /^Hesabınız saatte en fazla 30 kayıt \(talep, yanıt, yorum, not\) oluşturabilir; \d+ dk sonra yeniden deneyin$/,
    );
    const reply = multipart({ body: 'One more reply' });
    const ticketId = (await t.database.db.select().from(tickets).where(eq(tickets.createdBy, customer.id)))[0]!.id;
    const comment = await t.call({
      method: 'POST',
      url: `/api/tickets/${ticketId}/comments`,
      token: customer.token,
      payload: reply.payload,
      headers: reply.headers,
    });
    expect(comment.statusCode).toBe(429);
    expect(await stored(customer.id)).toMatchObject({ notes: limit - 1, tickets: 1 });

    await nextHour(customer.id);
    expect((await createNote(customer.token, 100)).statusCode).toBe(201);
  });
});

describe('uploads per hour and in all', () => {
  it('refuses the files past the hour and past the total, storing nothing of the refused request, and lets the master raise them', async () => {
    const customer = await newCustomer('files');
    const set = await setQuotas(customer.id, { creationsPerHour: null, uploadMbPerHour: 1, uploadMbTotal: 2 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.quotas).toEqual({ creationsPerHour: null, uploadMbPerHour: 1, uploadMbTotal: 2 });
    const audit = await t.database.db.select().from(activities).where(eq(activities.entityId, customer.id));
    expect(audit.find((row) => row.action === 'user.update')?.changes).toMatchObject({
      quotaUploadMbPerHour: { before: null, after: 1 },
      quotaUploadMbTotal: { before: null, after: 2 },
    });

    const file = pdfOf(0.6 * MB);
    expect((await raiseTicket(customer.token, [file])).statusCode).toBe(201);
    const before = await stored(customer.id);
    const overHour = await raiseTicket(customer.token, [file]);
    expect(overHour.statusCode).toBe(429);
    expect(overHour.json().error).toMatchObject({
      code: 'quotaExceeded',
      message: expect.stringMatching(/^Your account may upload 1 MB of files an hour; try again in \d+ min$/),
    });
    expect(await stored(customer.id)).toEqual(before);
    // Without files the same account still writes.
    expect((await raiseTicket(customer.token)).statusCode).toBe(201);

    for (let hour = 0; hour < 2; hour += 1) {
      await nextHour(customer.id);
      expect((await raiseTicket(customer.token, [file])).statusCode).toBe(201);
    }
    await nextHour(customer.id);
    const overTotal = await raiseTicket(customer.token, [file], 'tr');
    expect(overTotal.statusCode).toBe(429);
    expect(overTotal.json().error.message).toBe(
      'Hesabınız dosyalar için ayrılan 2 MB alanın tamamını kullandı; artırılması için bir yöneticiye başvurun',
    );

    const detail = (await t.call({ method: 'GET', url: `/api/users/${customer.id}`, token: master })).json();
    expect(detail.quotaUsage).toEqual({ creationsThisHour: 0, uploadMbThisHour: 0, uploadMbTotal: 1.8 });

    expect(
      (await setQuotas(customer.id, { creationsPerHour: null, uploadMbPerHour: 1, uploadMbTotal: 10 })).statusCode,
    ).toBe(200);
    expect((await raiseTicket(customer.token, [file])).statusCode).toBe(201);
  });

  it('stops a burst of big uploads: 50 MB an hour for a customer by default', async () => {
    const customer = await newCustomer('burst-files');
    const big = pdfOf(9 * MB);
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) statuses.push((await raiseTicket(customer.token, [big])).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  }, 60_000);
});

describe("the master's view and change of an account's quotas", () => {
  it('shows the figures and the usage, refuses figures that are not whole numbers from 1, in both languages, and changes nothing then', async () => {
    const customer = await newCustomer('form');
    const detail = (await t.call({ method: 'GET', url: `/api/users/${customer.id}`, token: master })).json();
    expect(detail.quotas).toEqual({ creationsPerHour: null, uploadMbPerHour: null, uploadMbTotal: null });
    expect(detail.quotaUsage).toEqual({ creationsThisHour: 0, uploadMbThisHour: 0, uploadMbTotal: 0 });

    const bad = await setQuotas(customer.id, { creationsPerHour: 0, uploadMbPerHour: 1.5, uploadMbTotal: 2_000_000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'quotas.creationsPerHour': 'Must be a positive number',
      'quotas.uploadMbPerHour': 'Enter a whole number',
      'quotas.uploadMbTotal': 'Must be at most 1000000',
    });
    const badTr = await setQuotas(customer.id, { creationsPerHour: 0, uploadMbPerHour: 1, uploadMbTotal: 1 }, 'tr');
    expect(badTr.json().error.fields).toEqual({ 'quotas.creationsPerHour': 'Pozitif bir sayı olmalıdır' });
    const after = (await t.call({ method: 'GET', url: `/api/users/${customer.id}`, token: master })).json();
    expect(after.quotas).toEqual(detail.quotas);

    // Only the master: a manager may neither read nor change an account.
    const manager = await t.login('manager');
    expect((await t.call({ method: 'GET', url: `/api/users/${customer.id}`, token: manager })).statusCode).toBe(403);
  });
});
