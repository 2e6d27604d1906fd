import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, isoToday } from '@workspace/shared/common/work';
import type { Database } from '../src/db/client';
import { projects } from '../src/db/schema/projects';
import { users } from '../src/db/schema/users';
import { demoJpeg, demoPdf, demoPng } from '../src/seed/demo-files';
import type { TestApp } from './helpers';

/* Builders shared by the projects, tasks and support-window suites. */

export const today = () => isoToday('Europe/Istanbul');
export const inDays = (days: number) => addDays(today(), days);

export type UploadFile = { field?: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipart(fields: Record<string, string>, files: UploadFile[] = []) {
  const boundary = `----workspace${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const disposition = `form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${file.contentType}\r\n\r\n`),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small but whole files: the server checks their structure from the first byte to the last. */
export const PNG_BYTES = demoPng();
export const PDF_BYTES = demoPdf('Test report');
export const JPEG_BYTES = demoJpeg();

/**
 * `values` in the order the database gives a reader of `language` (docs/decisions/013: ICU root for
 * English; decision 029: tr_alphabet for Turkish). Sort checks compare with this, not with JavaScript, whose ICU
 * may differ from the database's in details.
 */
export async function sortedByDatabase(
  database: Database,
  values: string[],
  order: 'asc' | 'desc' = 'asc',
  language: 'en' | 'tr' = 'en',
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = sql.join(
    values.map((value) => sql`(${value})`),
    sql`, `,
  );
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const keys = language === 'tr' ? sql`v collate "tr_alphabet" ${direction}` : sql`v collate "und-x-icu" ${direction}`;
  const result = await database.db.execute(sql`select v from (values ${rows}) as t(v) order by ${keys}`);
  return (result as unknown as { rows: { v: string }[] }).rows.map((row) => row.v);
}

export type WorkIds = {
  employee: number;
  manager: number;
  customer: number;
  inactive: number;
  project: number;
  otherProject: number;
};

/** Ids the task suites need: the demo employee and manager, a customer, an inactive staff member, two projects. */
export async function loadWorkIds(database: Database): Promise<WorkIds> {
  const people = await database.db.select().from(users);
  const projectRows = await database.db.select().from(projects).orderBy(projects.id);
  return {
    employee: people.find((user) => user.email === 'employee@example.com')!.id,
    manager: people.find((user) => user.email === 'manager@example.com')!.id,
    customer: people.find((user) => user.type === 'user')!.id,
    inactive: people.find((user) => user.type !== 'user' && !user.isActive)!.id,
    project: projectRows[0]!.id,
    otherProject: projectRows[1]!.id,
  };
}

/** A valid new task for the demo employee, starting tomorrow. */
export const taskPayload = (ids: WorkIds, overrides: Record<string, unknown> = {}) => ({
  title: 'Write release notes',
  description: 'For version 2.4',
  assigneeId: ids.employee,
  projectId: ids.project,
  startDate: inDays(1),
  deadline: inDays(10),
  estimatedHours: '7.5',
  status: 'pending',
  priority: 'medium',
  ...overrides,
});

/** Posts a reply on a ticket as `token` (with `internal`, an internal note); expects 201 and answers the comment's id. */
export async function postTicketComment(
  t: Pick<TestApp, 'call'>,
  token: string,
  ticketId: number,
  body: string,
  internal = false,
): Promise<{ id: number }> {
  const form = multipart({ body, ...(internal ? { internal: 'true' } : {}) });
  const response = await t.call({
    method: 'POST',
    url: `/api/tickets/${ticketId}/comments`,
    token,
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}
