import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { tickets } from '../src/db/schema/tickets';
import { createTestApp, type TestApp } from './helpers';
import { multipart, PNG_BYTES } from './work-helpers';

/*
 * API edges: a ticket raised with a JSON body (no files) is a ticket like one from the form, and
 * every 415 names the content types its route takes, in the caller's language.
 */
let t: TestApp;
let customer: string;
let master: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'JSON edge' }).returning();
  categoryId = category!.id;
  customer = await t.login('user');
  master = await t.login('master');
});
afterAll(() => t.close());

const ticketJson = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Raised from a script',
  description: 'Our monitoring opened this ticket through the API.',
  priority: 'high',
  department: 'technical',
  type: 'incident',
  categoryId,
  ...overrides,
});

describe('raising a ticket with a JSON body', () => {
  it('creates it (201) as the form would, with its timeline and audit row', async () => {
    const response = await t.call({ method: 'POST', url: '/api/tickets', token: customer, payload: ticketJson() });
    expect(response.statusCode, response.body).toBe(201);
    const { ticket } = response.json();
    expect(ticket).toMatchObject({
      subject: 'Raised from a script',
      priority: 'high',
      department: 'technical',
      type: 'incident',
      status: 'pending',
    });
    expect(ticket.category.id).toBe(categoryId);
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.subject).toBe('Raised from a script');
    const audit = await t.database.db.select().from(activities).where(eq(activities.entityId, ticket.id));
    expect(audit.some((entry) => entry.action === 'ticket.create')).toBe(true);
  });

  it('checks the JSON like the form: a missing field is 400 naming it, an unknown key is named, nothing stored', async () => {
    const before = (await t.database.db.select().from(tickets)).length;
    const missing = await t.call({
      method: 'POST',
      url: '/api/tickets',
      token: customer,
      payload: ticketJson({ subject: undefined }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.subject).toBe('This field is required');
    const unknown = await t.call({
      method: 'POST',
      url: '/api/tickets',
      token: customer,
      payload: ticketJson({ files: ['a.png'] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('files');
    const notObject = await t.call({
      method: 'POST',
      url: '/api/tickets',
      token: customer,
      payload: JSON.stringify(['x']),
      headers: { 'content-type': 'application/json' },
    });
    expect(notObject.statusCode).toBe(400);
    expect((await t.database.db.select().from(tickets)).length).toBe(before);
  });
});

describe('a 415 names the content types the route takes', () => {
  it('a new ticket in plain text: application/json or multipart/form-data, in English and Turkish', async () => {
    const english = await t.call({
      method: 'POST',
      url: '/api/tickets',
      token: customer,
      payload: 'subject=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(english.statusCode).toBe(415);
    expect(english.json().error.code).toBe('unsupportedType');
    expect(english.json().error.message).toMatch(
      /application\/json.*multipart\/form-data|multipart\/form-data.*application\/json/,
    );
    expect(english.json().error.message).not.toMatch(/file type/i);
    const turkish = await t.call({
      method: 'POST',
      url: '/api/tickets',
      token: customer,
      language: 'tr',
      payload: 'subject=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(turkish.statusCode).toBe(415);
    expect(turkish.json().error.message).toContain('multipart/form-data');
    expect(turkish.json().error.message).not.toBe(english.json().error.message);
  });

  it('a comment (files only travel as multipart) sent as JSON: multipart/form-data', async () => {
    const { ticket } = (
      await t.call({ method: 'POST', url: '/api/tickets', token: customer, payload: ticketJson() })
    ).json();
    const response = await t.call({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/comments`,
      token: customer,
      payload: { body: 'hello' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toContain('multipart/form-data');
    expect(response.json().error.message).not.toContain('application/json');
  });

  it('a JSON route sent a form: application/json', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/companies',
      token: master,
      payload: 'name=Acme',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toContain('application/json');
    expect(response.json().error.message).not.toContain('multipart');
  });

  it('a file that is not PNG, JPEG or PDF still says which files are taken', async () => {
    const body = multipart(
      {
        subject: 'x',
        description: 'y',
        priority: 'low',
        department: 'support',
        type: 'question',
        categoryId: String(categoryId),
      },
      [
        { filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('plain text') },
        { filename: 'ok.png', contentType: 'image/png', data: PNG_BYTES },
      ],
    );
    const response = await t.call({
      method: 'POST',
      url: '/api/tickets',
      token: customer,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toMatch(/PNG, JPG (and|or) PDF/);
  });
});
