import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { createTestApp, type TestApp } from './helpers';
import { multipart, PDF_BYTES, PNG_BYTES } from './work-helpers';

/*
 * The viewer's files (issue 32): shown inline, but so that an image or a PDF can never run script
 * in the app's origin, typed as their content was checked to be, and only for whoever may read them.
 */
let t: TestApp;
let customer: string;
let manager: string;
let files: Record<string, number>;
let ticketId: number;
beforeAll(async () => {
  t = await createTestApp();
  [customer, manager] = await Promise.all([t.login('user'), t.login('manager')]);
  const [category] = await t.database.db.select().from(ticketCategories).limit(1);
  const form = multipart(
    {
      subject: 'Preview test',
      description: 'Two files to look at.',
      priority: 'medium',
      department: 'support',
      type: 'problem',
      categoryId: String(category!.id),
    },
    [
      // The uploader calls the image a PDF: the server goes by its content.
      { filename: 'screen.png', contentType: 'application/pdf', data: PNG_BYTES },
      { filename: 'report.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    ],
  );
  const raised = await t.call({ method: 'POST', url: '/api/tickets', token: customer, ...form });
  expect(raised.statusCode, raised.body).toBe(201);
  ticketId = raised.json().ticket.id;
  const timeline = (await t.call({ method: 'GET', url: `/api/tickets/${ticketId}/timeline`, token: customer })).json()
    .data as { kind: string; attachments?: { id: number; filename: string }[] }[];
  files = Object.fromEntries(
    timeline.flatMap((item) => item.attachments ?? []).map((file) => [file.filename, file.id] as const),
  );
});
afterAll(() => t.close());

const preview = (name: string, token = customer) =>
  t.call({ method: 'GET', url: `/api/tickets/${ticketId}/attachments/${files[name]}/preview`, token });

describe('GET /api/tickets/:id/attachments/:attachmentId/preview', () => {
  it('shows an image inline, typed by its checked content, sandboxed, never sniffed and never cached', async () => {
    const response = await preview('screen.png');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="screen.png"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split(';').map((part) => part.trim())).toEqual(
      expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]),
    );
    expect(policy).not.toMatch(/script-src|allow-scripts|allow-same-origin/);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('shows a PDF inline under the same sandbox; its download stays a download', async () => {
    const response = await preview('report.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'/);
    const download = await t.call({
      method: 'GET',
      url: `/api/tickets/${ticketId}/attachments/${files['report.pdf']}`,
      token: customer,
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 404 to whoever may not read the ticket, as for a missing file', async () => {
    const other = await t.call({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Deniz', surname: 'Kaya', email: 'deniz.preview@example.com', password: 'Correct-Horse-42!x' },
    });
    expect(other.statusCode, other.body).toBe(201);
    const stranger = await t.login('deniz.preview@example.com', 'Correct-Horse-42!x');
    expect((await preview('screen.png', stranger)).statusCode).toBe(404);
    expect((await preview('screen.png', manager)).statusCode).toBe(200);
  });
});
