import ExcelJS from 'exceljs';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, type ActivityChanges } from '../src/db/schema/activities';
import { companies } from '../src/db/schema/companies';
import { projects } from '../src/db/schema/projects';
import { users } from '../src/db/schema/users';
import { createTestApp, EMAILS, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/*
 * The audit trail reads as a person would read it, on the screen's rows and in every export, in
 * both languages: labels for field names, names for ids, words for codes and flags, money and
 * dates formatted, and a sentence where a row reads better so.
 */
let t: TestApp;
let master: string;
const ids = { employee: 0, manager: 0 };
const refs = { company: 0, otherCompany: 0, companyName: '', otherCompanyName: '', project: 0, projectName: '' };

const get = (url: string, language?: string) => t.call({ method: 'GET', url, token: master, language });

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  const db = t.database.db;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [EMAILS.employee, EMAILS.manager]));
  ids.employee = people.find((row) => row.email === EMAILS.employee)!.id;
  ids.manager = people.find((row) => row.email === EMAILS.manager)!.id;
  const [first, second] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(2);
  Object.assign(refs, {
    company: first!.id,
    companyName: first!.name,
    otherCompany: second!.id,
    otherCompanyName: second!.name,
  });
  const [project] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .orderBy(asc(projects.id))
    .limit(1);
  Object.assign(refs, { project: project!.id, projectName: project!.name });

  await db.delete(activities);
  // prettier-ignore
  const planned: { action: string; entityType: string; entityId: number | null; changes: ActivityChanges }[] = [
    { action: 'ticket.assignee', entityType: 'ticket', entityId: 4, changes: { assigneeId: { before: null, after: ids.employee } } },
    { action: 'task.status', entityType: 'task', entityId: 5, changes: { status: { before: 'pending', after: 'completed' } } },
    { action: 'task.comment', entityType: 'task', entityId: 5, changes: { comment: { after: { id: 9, length: 12, files: ['plan.pdf', 'photo.png'] } } } },
    { action: 'profile.update', entityType: 'user', entityId: ids.manager, changes: { language: { before: 'en', after: 'tr' } } },
    { action: 'user.deactivate', entityType: 'user', entityId: ids.employee, changes: { isActive: { before: true, after: false } } },
    { action: 'income.create', entityType: 'transaction', entityId: 8, changes: { amount: { after: '1250.50' }, currency: { after: 'USD' }, transactionDate: { after: '2025-01-10' }, projectId: { after: refs.project } } },
    { action: 'project.update', entityType: 'project', entityId: refs.project, changes: { companyId: { before: refs.company, after: refs.otherCompany }, priority: { before: 'low', after: 'high' } } },
    { action: 'note.pin', entityType: 'note', entityId: 2, changes: { isPinned: { before: false, after: true } } },
  ];
  for (const [index, row] of planned.entries()) {
    await db
      .insert(activities)
      .values({ ...row, actorId: ids.manager, ip: '10.0.0.1', createdAt: new Date(Date.UTC(2025, 0, 10, 9, index)) });
  }
});
afterAll(() => t.close());

const english = [
  'Assignee: – → Can Özkan',
  'Status: Pending → Completed',
  'Added a comment with 2 files: plan.pdf, photo.png',
  'Changed the language to Turkish',
  'Account: Active → Inactive',
  'Amount: 1,250.50 USD',
  'Date: Jan 10, 2025',
  'Pinned: No → Yes',
];
const turkish = [
  'Atanan kişi: – → Can Özkan',
  'Durum: Beklemede → Tamamlandı',
  '2 dosyalı bir yorum ekledi: plan.pdf, photo.png',
  'Dili Türkçe olarak değiştirdi',
  'Hesap: Aktif → Pasif',
  'Tutar: 1.250,50 USD',
  'Tarih: 10 Oca 2025',
  'Sabitlendi: Hayır → Evet',
];

describe('the audit trail in words', () => {
  it('answers each row with the names its ids point at, and no other', async () => {
    const response = await get('/api/activities?sort=createdAt&order=asc');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { action: string; names: Record<string, string> }[];
    expect(rows.find((row) => row.action === 'ticket.assignee')!.names).toEqual({
      [`user:${ids.employee}`]: 'Can Özkan',
    });
    expect(rows.find((row) => row.action === 'project.update')!.names).toEqual({
      [`company:${refs.company}`]: refs.companyName,
      [`company:${refs.otherCompany}`]: refs.otherCompanyName,
    });
    expect(rows.find((row) => row.action === 'income.create')!.names).toEqual({
      [`project:${refs.project}`]: refs.projectName,
    });
    expect(rows.find((row) => row.action === 'task.status')!.names).toEqual({});
  });

  it('exports labels, names and values in words in English, in CSV, XLSX and PDF', async () => {
    const csv = (await get('/api/activities/export?format=csv&sort=createdAt&order=asc')).body;
    for (const line of english) expect(csv).toContain(line);
    expect(csv).toContain(`Company: ${refs.companyName} → ${refs.otherCompanyName}`);
    expect(csv).toContain(`Project: ${refs.projectName}`);
    // Actions and record types are words too.
    expect(csv).toContain(',Ticket assigned,Ticket,4,');
    expect(csv).not.toMatch(/assigneeId|isActive|pending|ticket\.assignee/);

    const xlsx = await get('/api/activities/export?format=xlsx&sort=createdAt&order=asc');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getSheetValues().flatMap((row) =>
      Array.isArray(row) ? row.map(String) : [],
    );
    for (const line of english) expect(cells.some((cell) => cell.includes(line))).toBe(true);

    const pdf = await pdfText((await get('/api/activities/export?format=pdf&action=ticket.assignee')).rawPayload);
    expect(pdf).toContain('Assignee: – → Can Özkan');
    expect(pdf).toContain('Ticket assigned');
  });

  it('exports them in Turkish', async () => {
    const csv = (await get('/api/activities/export?format=csv&sort=createdAt&order=asc', 'tr')).body;
    for (const line of turkish) expect(csv).toContain(line);
    expect(csv).toContain(`Şirket: ${refs.companyName} → ${refs.otherCompanyName}`);
    expect(csv).toContain('Öncelik: Düşük → Yüksek');
    expect(csv).toContain(';Talep atandı;Talep;4;');

    const pdf = await pdfText((await get('/api/activities/export?format=pdf&action=task.status', 'tr')).rawPayload);
    expect(pdf).toContain('Durum: Beklemede → Tamamlandı');
  });

  it("records an export's own filters in words", async () => {
    await get('/api/activities/export?format=pdf&action=ticket.assignee');
    const csv = (await get('/api/activities/export?format=csv&action=activities.export')).body;
    expect(csv).toContain('"Filters: Sorted by: Time, Order: descending, Action: ticket.assignee, Format: PDF"');
  });
});

describe("a shared credential's reveal and copy", () => {
  it('are two actions, each naming the record by its domain', async () => {
    const employee = await t.login('employee');
    const created = await t.call({
      method: 'POST',
      url: '/api/shared-data',
      token: employee,
      payload: { username: 'admin', domain: 'example.com', description: '', password: 'S3cret-pass!', sharedWith: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().sharedData.id as number;
    const reveal = await t.call({
      method: 'POST',
      url: `/api/shared-data/${id}/reveal`,
      token: employee,
      payload: { purpose: 'reveal' },
    });
    expect(reveal.json()).toEqual({ password: 'S3cret-pass!' });
    const copy = await t.call({
      method: 'POST',
      url: `/api/shared-data/${id}/reveal`,
      token: employee,
      payload: { purpose: 'copy' },
    });
    expect(copy.json()).toEqual({ password: 'S3cret-pass!' });
    const bad = await t.call({
      method: 'POST',
      url: `/api/shared-data/${id}/reveal`,
      token: employee,
      payload: { purpose: 'print' },
    });
    expect(bad.statusCode).toBe(400);

    const rows = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, id))
      .orderBy(asc(activities.id));
    expect(rows.filter((row) => row.entityType === 'sharedData').map((row) => row.action)).toEqual([
      'sharedData.create',
      'sharedData.reveal',
      'sharedData.copy',
    ]);
    const en = (await get('/api/activities/export?format=csv&entityType=sharedData')).body;
    expect(en).toContain('Revealed the password of example.com');
    expect(en).toContain('Copied the password of example.com');
    expect(en).toContain('Password copied');
    const tr = (await get('/api/activities/export?format=csv&entityType=sharedData', 'tr')).body;
    expect(tr).toContain('example.com şifresini görüntüledi');
    expect(tr).toContain('example.com şifresini kopyaladı');
  });
});
