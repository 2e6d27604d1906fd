import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { companies } from '../src/db/schema/companies';
import { projects, type NewProjectRow } from '../src/db/schema/projects';
import { tasks, type NewTaskRow } from '../src/db/schema/tasks';
import { transactions, type NewTransactionRow } from '../src/db/schema/transactions';
import { users, type NewUserRow } from '../src/db/schema/users';
import { createTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';
import { inDays, loadWorkIds, today } from './work-helpers';

/*
 * The reports against a fixed set of rows, every expected figure worked out by hand below
 * (docs/decisions/011-report-figures.md). Dates are written relative to today in Istanbul (T), the
 * company's default time zone, because "overdue" and "days left" are relative to today.
 */
let t: TestApp;
let master: string;
let masterId: number;
let reyhan: number;
let other: number;
let customer: number;
/** The user report's two projects, P1 and P2. */
let p1: number;
let p2: number;
/** The project report's companies and projects (see "project report data"). */
let c1: number;
let c2: number;
let pr: { atlas: number; bora: number; cedar: number; delta: number; ember: number };

const T = today;
const d = inDays;
/** A moment in UTC on the day `days` from today: `utc(-10, '20:30')` is 23:30 Istanbul time that day. */
const utc = (days: number, time: string) => new Date(`${d(days)}T${time}:00Z`);

const person = (name: string, surname: string, type: NewUserRow['type']): NewUserRow => ({
  name,
  surname,
  email: `${name.toLowerCase()}.${surname.toLowerCase().replace(/[^a-z]/g, '')}@reports.example.com`,
  type,
  language: 'en',
  passwordHash: 'not-a-real-hash',
});

async function insertCompany(name: string): Promise<number> {
  const [row] = await t.database.db.insert(companies).values({ name }).returning({ id: companies.id });
  return row!.id;
}

async function insertProject(
  values: Omit<NewProjectRow, 'priority'> & Partial<Pick<NewProjectRow, 'priority'>>,
): Promise<number> {
  const [row] = await t.database.db
    .insert(projects)
    .values({ priority: 'medium', ...values })
    .returning({ id: projects.id });
  return row!.id;
}

type TaskSpec = Pick<NewTaskRow, 'assigneeId' | 'projectId' | 'startDate' | 'deadline' | 'estimatedHours' | 'status'> &
  Partial<NewTaskRow>;
async function insertTasks(rows: TaskSpec[]) {
  await t.database.db
    .insert(tasks)
    .values(rows.map((row, index) => ({ title: `Report task ${index}`, priority: 'medium' as const, ...row })));
}

async function insertMoney(rows: Omit<NewTransactionRow, 'name' | 'assignedUserId' | 'transactionDate'>[]) {
  await t.database.db
    .insert(transactions)
    .values(
      rows.map((row) => ({ name: `Report ${row.type}`, assignedUserId: masterId, transactionDate: T(), ...row })),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  masterId = (await t.call({ method: 'GET', url: '/api/me', token: master })).json().id;
  customer = (await loadWorkIds(t.database)).customer;
  [reyhan, other] = (
    await t.database.db
      .insert(users)
      .values([person('Reyhan', 'Öztürk', 'employee'), person('Orhan', 'Başka', 'employee')])
      .returning({ id: users.id })
  ).map((row) => row.id) as [number, number];

  /* ---- User report data: Reyhan's tasks, the period [T-30, T+30]. ---- */
  const users0 = await insertCompany('Report Users Co');
  p1 = await insertProject({
    name: 'Kuzey Platform',
    companyId: users0,
    budget: '1000.00',
    currency: 'TL',
    startDate: d(-60),
    endDate: d(60),
    status: 'inProgress',
  });
  p2 = await insertProject({
    name: 'Lodos Mobile',
    companyId: users0,
    budget: '1000.00',
    currency: 'TL',
    startDate: d(-60),
    endDate: d(60),
    status: 'inProgress',
  });
  const mine = { assigneeId: reyhan };
  await insertTasks([
    // A: completed 23:30 Istanbul (20:30 UTC) on its deadline day: met, 0 days early; took T-10 - (T-20) = 10 days.
    {
      ...mine,
      projectId: p1,
      priority: 'high',
      status: 'completed',
      startDate: d(-20),
      deadline: d(-10),
      estimatedHours: '8.00',
      completedAt: utc(-10, '20:30'),
    },
    // B: completed 00:30 Istanbul the next day (21:30 UTC on the deadline day): missed; took T-9 - (T-20) = 11 days.
    {
      ...mine,
      projectId: p1,
      priority: 'high',
      status: 'completed',
      startDate: d(-20),
      deadline: d(-10),
      estimatedHours: '4.00',
      completedAt: utc(-10, '21:30'),
    },
    // C: completed on T-8 (12:00 Istanbul), deadline T-5: met, 3 days early; took T-8 - (T-25) = 17 days.
    {
      ...mine,
      projectId: p1,
      priority: 'medium',
      status: 'completed',
      startDate: d(-25),
      deadline: d(-5),
      estimatedHours: '6.50',
      completedAt: utc(-8, '09:00'),
    },
    // D: completed without a completion time: counts as completed, neither met nor missed, no duration.
    {
      ...mine,
      projectId: p2,
      priority: 'low',
      status: 'completed',
      startDate: d(-15),
      deadline: d(-2),
      estimatedHours: '2.25',
      completedAt: null,
    },
    // F: in progress, deadline T-3: overdue.
    {
      ...mine,
      projectId: p2,
      priority: 'medium',
      status: 'inProgress',
      startDate: d(-10),
      deadline: d(-3),
      estimatedHours: '5.00',
    },
    // G: pending, deadline today: on track, not overdue.
    {
      ...mine,
      projectId: p2,
      priority: 'low',
      status: 'pending',
      startDate: d(-5),
      deadline: d(0),
      estimatedHours: '3.00',
    },
    // H: on hold, deadline T+10: on track.
    {
      ...mine,
      projectId: p1,
      priority: 'high',
      status: 'onHold',
      startDate: d(0),
      deadline: d(10),
      estimatedHours: '10.00',
    },
    // I: cancelled, deadline passed: neither overdue nor on track, but in the total.
    {
      ...mine,
      projectId: p1,
      priority: 'medium',
      status: 'cancelled',
      startDate: d(-30),
      deadline: d(-20),
      estimatedHours: '1.25',
    },
    // J: pending, deadline T-29 (inside the period): overdue.
    {
      ...mine,
      projectId: p2,
      priority: 'high',
      status: 'pending',
      startDate: d(-40),
      deadline: d(-29),
      estimatedHours: '0.50',
    },
    // Outside the period (deadline T-31 and T+31) and another user's task: none of these count.
    {
      ...mine,
      projectId: p1,
      priority: 'high',
      status: 'completed',
      startDate: d(-40),
      deadline: d(-31),
      estimatedHours: '100.00',
      completedAt: utc(-31, '10:00'),
    },
    {
      ...mine,
      projectId: p1,
      priority: 'low',
      status: 'pending',
      startDate: d(20),
      deadline: d(31),
      estimatedHours: '100.00',
    },
    {
      assigneeId: other,
      projectId: p1,
      priority: 'high',
      status: 'pending',
      startDate: d(-10),
      deadline: d(-5),
      estimatedHours: '50.00',
    },
  ]);

  /* ---- Project report data: five projects in two companies of their own. ---- */
  c1 = await insertCompany('Rapor Test Ltd');
  c2 = await insertCompany('Second Report Co');
  pr = {
    // Span 40 days, 10 left: time left 25 %; 3 of 4 tasks open: work left 75 % > 25 %, at risk.
    atlas: await insertProject({
      name: 'Atlas Migration',
      companyId: c1,
      budget: '10000.00',
      currency: 'TL',
      startDate: d(-30),
      endDate: d(10),
      status: 'inProgress',
    }),
    // Span 40 days, 30 left: time left 75 %; 1 of 3 tasks open: work left 33.3 % < 75 %, on track.
    bora: await insertProject({
      name: 'Bora Portal',
      companyId: c1,
      budget: '5000.00',
      currency: 'USD',
      startDate: d(-10),
      endDate: d(30),
      status: 'inProgress',
    }),
    // Completed, ended 20 days ago, every task done.
    cedar: await insertProject({
      name: 'Cedar Archive',
      companyId: c1,
      budget: '2000.00',
      currency: 'Euro',
      startDate: d(-60),
      endDate: d(-20),
      status: 'completed',
    }),
    // Not started, no tasks: starts T+5, ends T+25 (span 20, 25 days left: time left clamped to 100 %).
    delta: await insertProject({
      name: 'Delta Empty',
      companyId: c1,
      budget: '750.00',
      currency: 'TL',
      startDate: d(5),
      endDate: d(25),
      status: 'pending',
    }),
    // Ended yesterday with an open task: at risk because its end date has passed.
    ember: await insertProject({
      name: 'Ember Rollout',
      companyId: c2,
      budget: '1200.00',
      currency: 'GBP',
      startDate: d(-50),
      endDate: d(-1),
      status: 'inProgress',
    }),
  };
  const work = { assigneeId: other, estimatedHours: '1.00', startDate: d(-30) };
  await insertTasks([
    { ...work, projectId: pr.atlas, status: 'completed', deadline: d(-10), completedAt: utc(-11, '10:00') },
    { ...work, projectId: pr.atlas, status: 'pending', deadline: d(-5) }, // overdue
    { ...work, projectId: pr.atlas, status: 'inProgress', deadline: d(5) },
    { ...work, projectId: pr.atlas, status: 'inProgress', deadline: d(5) },
    { ...work, projectId: pr.bora, status: 'completed', deadline: d(-1), completedAt: utc(-2, '10:00') },
    { ...work, projectId: pr.bora, status: 'completed', deadline: d(-1), completedAt: utc(-2, '10:00') },
    { ...work, projectId: pr.bora, status: 'pending', deadline: d(20) },
    { ...work, projectId: pr.cedar, status: 'completed', deadline: d(-25), completedAt: utc(-26, '10:00') },
    { ...work, projectId: pr.cedar, status: 'completed', deadline: d(-21), completedAt: utc(-21, '10:00') },
    { ...work, projectId: pr.ember, status: 'pending', deadline: d(-3) }, // overdue
  ]);
  // Atlas: income in USD and in Euro (twice), expense in TL; Bora: an expense in USD.
  await insertMoney([
    { projectId: pr.atlas, companyId: c1, type: 'income', currency: 'USD', amount: '1000.00' },
    { projectId: pr.atlas, companyId: c1, type: 'income', currency: 'Euro', amount: '500.00' },
    { projectId: pr.atlas, companyId: c1, type: 'income', currency: 'Euro', amount: '250.50' },
    { projectId: pr.atlas, companyId: c1, type: 'expense', currency: 'TL', amount: '300.00' },
    { projectId: pr.bora, companyId: c1, type: 'expense', currency: 'USD', amount: '125.25' },
    // Not on a project: never in the project report.
    { projectId: null, companyId: c1, type: 'income', currency: 'USD', amount: '99999.00' },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token = master, language?: string) => t.call({ method: 'GET', url, token, language });
const ok = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const period = () => `from=${d(-30)}&to=${d(30)}`;

describe('GET /api/reports/users/:id', () => {
  it('computes every figure of the period by hand, leaving out tasks outside it and other users’ tasks', async () => {
    const report = await ok(`/api/reports/users/${reyhan}?${period()}`);
    expect(report.user).toEqual({ id: reyhan, name: 'Reyhan', surname: 'Öztürk', type: 'employee' });
    expect(report).toMatchObject({ from: d(-30), to: d(30), timeZone: 'Europe/Istanbul' });
    expect(report.figures).toEqual({
      totalTasks: 9, // A B C D F G H I J
      completedTasks: 4, // A B C D
      completionRate: 44.4, // 4 / 9 × 100 = 44.44
      overdueTasks: 2, // F (T-3, in progress), J (T-29, pending); G is due today, I is cancelled
      averageDays: 12.7, // A 10, B 11, C 17 (D has no completion day): 38 / 3 = 12.67
      estimatedHoursTotal: '40.50', // 8 + 4 + 6.5 + 2.25 + 5 + 3 + 10 + 1.25 + 0.5
      estimatedHoursAverage: '4.50', // 40.5 / 9
      estimatedHoursMax: '10.00', // H
      metDeadlines: 2, // A (23:30 Istanbul on its deadline day), C
      missedDeadlines: 1, // B (00:30 Istanbul the day after)
      averageDaysEarly: 1.5, // A 0, C 3: 3 / 2
    });
    expect(report.byPriority).toEqual([
      { priority: 'low', total: 2, completed: 1, estimatedHours: '5.25' }, // D 2.25 (done) + G 3
      { priority: 'medium', total: 3, completed: 1, estimatedHours: '12.75' }, // C 6.5 (done) + F 5 + I 1.25
      { priority: 'high', total: 4, completed: 2, estimatedHours: '22.50' }, // A 8 + B 4 (done) + H 10 + J 0.5
    ]);
    expect(report.byStatus).toEqual([
      { status: 'pending', total: 2 }, // G J
      { status: 'inProgress', total: 1 }, // F
      { status: 'completed', total: 4 }, // A B C D
      { status: 'onHold', total: 1 }, // H
      { status: 'cancelled', total: 1 }, // I
    ]);
    expect(report.byProject).toEqual([
      // P1: A B C H I; done A B C; 8 + 4 + 6.5 + 10 + 1.25
      { projectId: p1, projectName: 'Kuzey Platform', total: 5, completed: 3, overdue: 0, estimatedHours: '29.75' },
      // P2: D F G J; done D; overdue F J; 2.25 + 5 + 3 + 0.5
      { projectId: p2, projectName: 'Lodos Mobile', total: 4, completed: 1, overdue: 2, estimatedHours: '10.75' },
    ]);
    // Open tasks due today or later: G (today) and H (T+10).
    expect(report.deadlines).toEqual({ met: 2, missed: 1, overdue: 2, onTrack: 2 });
  });

  it('takes the completion day in Istanbul time: 23:30 on the deadline day met it, 00:30 the next day missed it', async () => {
    // Only A and B are due on T-10.
    const report = await ok(`/api/reports/users/${reyhan}?from=${d(-10)}&to=${d(-10)}`);
    expect(report.figures).toMatchObject({
      totalTasks: 2,
      completedTasks: 2,
      completionRate: 100,
      metDeadlines: 1,
      missedDeadlines: 1,
      averageDaysEarly: 0,
    });
    // A took 10 days, B 11 (its completion day is T-9): 21 / 2 = 10.5.
    expect(report.figures.averageDays).toBe(10.5);
  });

  it('answers zeros and nulls for a period without tasks, every priority and status still listed', async () => {
    const report = await ok(`/api/reports/users/${reyhan}?from=2001-01-01&to=2001-12-31`);
    expect(report.figures).toEqual({
      totalTasks: 0,
      completedTasks: 0,
      completionRate: null,
      overdueTasks: 0,
      averageDays: null,
      estimatedHoursTotal: '0.00',
      estimatedHoursAverage: null,
      estimatedHoursMax: null,
      metDeadlines: 0,
      missedDeadlines: 0,
      averageDaysEarly: null,
    });
    expect(report.byPriority.map((row: { total: number }) => row.total)).toEqual([0, 0, 0]);
    expect(report.byStatus).toHaveLength(5);
    expect(report.byProject).toEqual([]);
  });

  it('defaults to this calendar year, and fills a missing end within the given end’s year', async () => {
    const year = T().slice(0, 4);
    expect(await ok(`/api/reports/users/${reyhan}`)).toMatchObject({ from: `${year}-01-01`, to: `${year}-12-31` });
    expect(await ok(`/api/reports/users/${reyhan}?from=2030-03-01`)).toMatchObject({
      from: '2030-03-01',
      to: '2030-12-31',
    });
    expect(await ok(`/api/reports/users/${reyhan}?to=2020-06-30`)).toMatchObject({
      from: '2020-01-01',
      to: '2020-06-30',
    });
  });

  it('answers 404 for a customer and a missing id, 400 for a bad id, and 403 to a manager', async () => {
    expect((await get(`/api/reports/users/${customer}`)).statusCode).toBe(404);
    expect((await get('/api/reports/users/2147483000')).statusCode).toBe(404);
    expect((await get(`/api/reports/users/${customer}/export?format=csv`)).statusCode).toBe(404);
    for (const id of ['0', '-1', 'abc', '2147483648', '1.5'])
      expect((await get(`/api/reports/users/${id}`)).statusCode, id).toBe(400);
    const manager = await t.login('manager');
    expect((await get(`/api/reports/users/${reyhan}`, manager)).statusCode).toBe(403);
  });

  it('refuses a start after the end, an invalid date and an unknown key with a translated 400', async () => {
    const reversed = await get(`/api/reports/users/${reyhan}?from=2025-05-02&to=2025-05-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: 'The start of the range cannot be after its end' });
    const turkish = await get(`/api/reports/users/${reyhan}?from=2025-05-02&to=2025-05-01`, master, 'tr');
    expect(turkish.json().error.fields).toEqual({ to: 'Aralığın başlangıcı bitişinden sonra olamaz' });
    const invalid = await get(`/api/reports/users/${reyhan}?from=2025-02-30`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ from: 'Enter a valid date' });
    expect((await get(`/api/reports/users/${reyhan}?colour=red`)).statusCode).toBe(400);
    expect((await get(`/api/reports/users/${reyhan}/export?format=xlsx`)).statusCode).toBe(400);
    expect((await get(`/api/reports/users/${reyhan}/export`)).statusCode).toBe(400);
  });
});

describe('GET /api/reports/users/:id/export', () => {
  it('downloads the figures and sections as CSV, headed in English and in Turkish, and records the export', async () => {
    const csv = await get(`/api/reports/users/${reyhan}/export?format=csv&${period()}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`user-report-${reyhan}-${d(-30)}-${d(30)}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Section,Item,Value,Total,Completed,Overdue,Estimated hours');
    expect(lines).toContain('Report,User,Reyhan Öztürk,,,,');
    expect(lines).toContain('Figures,Total tasks,9,,,,');
    expect(lines).toContain('Figures,Completion rate (%),44.4,,,,');
    expect(lines).toContain('Figures,Total estimated hours,40.50,,,,');
    expect(lines).toContain('By priority,High,,4,2,,22.50');
    expect(lines).toContain('By project,Kuzey Platform,,5,3,0,29.75');
    expect(lines).toContain('Deadline performance,On track,2,,,,');

    const turkish = await get(`/api/reports/users/${reyhan}/export?format=csv&${period()}`, master, 'tr');
    const trLines = turkish.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    // Turkish: semicolons and decimal commas, as Excel reads a CSV in Turkish.
    expect(trLines[0]).toBe('Bölüm;Kalem;Değer;Toplam;Tamamlanan;Gecikmiş;Tahmini saat');
    expect(trLines).toContain('Göstergeler;Toplam görev;9;;;;');
    expect(trLines).toContain('Göstergeler;Tamamlanma oranı (%);44,4;;;;');
    expect(trLines).toContain('Önceliğe göre;Yüksek;;4;2;;22,50');

    const rows = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'reports.users.export'), eq(activities.entityId, reyhan)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorId: masterId,
      entityType: 'user',
      changes: { filters: { after: { from: d(-30), to: d(30), format: 'csv' } } },
    });
  });

  it('prints a PDF with the user’s name, the period and the figures', async () => {
    const pdf = await get(`/api/reports/users/${reyhan}/export?format=pdf&${period()}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('User report: Reyhan Öztürk');
    // Days and figures the reader's way: "28 Oct 2026", 40.5 hours as the screen shows them.
    const readable = (day: string) =>
      new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    expect(text).toContain(`${readable(d(-30))} – ${readable(d(30))}`);
    expect(text).toContain('Total tasks 9');
    expect(text).toContain('Total estimated hours 40.5');
    expect(text).toContain('Kuzey Platform 5 3 0 29.75');
    const turkish = (
      await pdfText((await get(`/api/reports/users/${reyhan}/export?format=pdf&${period()}`, master, 'tr')).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(turkish).toContain('Kullanıcı raporu: Reyhan Öztürk');
    expect(turkish).toContain('Toplam görev 9');
    expect(turkish).toContain('Toplam tahmini saat 40,5');
    expect(turkish).toContain('Kuzey Platform 5 3 0 29,75');
  });
});

type Row = Record<string, unknown> & { id: number; name: string };
const names = (body: { data: Row[] }) => body.data.map((row) => row.name);

describe('GET /api/reports/projects', () => {
  it('computes progress, overdue, days left, time and work left and risk for hand-made projects', async () => {
    const body = await ok(`/api/reports/projects?companyId=${c1}`);
    expect(body.meta).toEqual({ page: 1, pageSize: 25, total: 4 });
    // Default order: end date ascending: Cedar T-20, Atlas T+10, Delta T+25, Bora T+30.
    expect(names(body)).toEqual(['Cedar Archive', 'Atlas Migration', 'Delta Empty', 'Bora Portal']);
    const byName = Object.fromEntries(body.data.map((row: Row) => [row.name, row]));
    expect(byName['Atlas Migration']).toEqual({
      id: pr.atlas,
      name: 'Atlas Migration',
      company: { id: c1, name: 'Rapor Test Ltd' },
      status: 'inProgress',
      priority: 'medium',
      startDate: d(-30),
      endDate: d(10),
      budget: '10000.00',
      currency: 'TL',
      // Three currencies, three entries, never added together (enum order TL, Euro, USD); Euro is 500 + 250.50.
      money: [
        { currency: 'TL', received: '0.00', paid: '300.00' },
        { currency: 'Euro', received: '750.50', paid: '0.00' },
        { currency: 'USD', received: '1000.00', paid: '0.00' },
      ],
      taskCount: 4,
      completedTasks: 1,
      progress: 25, // 1 / 4
      byStatus: { pending: 1, inProgress: 2, completed: 1, onHold: 0, cancelled: 0 },
      overdueTasks: 1, // the pending task due T-5
      daysLeft: 10, // T+10 - T
      timeLeftShare: 25, // 10 / (T+10 - (T-30)) = 10 / 40
      workLeftShare: 75, // 3 / 4
      atRisk: true, // 75 > 25
    });
    expect(byName['Bora Portal']).toMatchObject({
      money: [{ currency: 'USD', received: '0.00', paid: '125.25' }],
      taskCount: 3,
      completedTasks: 2,
      progress: 66.7, // 2 / 3 = 66.67
      overdueTasks: 0,
      daysLeft: 30,
      timeLeftShare: 75, // 30 / 40
      workLeftShare: 33.3, // 1 / 3
      atRisk: false, // 33.3 < 75
    });
    expect(byName['Cedar Archive']).toMatchObject({
      money: [],
      progress: 100,
      overdueTasks: 0,
      daysLeft: -20,
      timeLeftShare: 0, // ended: nothing left
      workLeftShare: 0,
      atRisk: false, // completed
    });
    expect(byName['Delta Empty']).toMatchObject({
      taskCount: 0,
      progress: null,
      workLeftShare: null,
      daysLeft: 25,
      timeLeftShare: 100, // 25 / 20 = 125, clamped
      atRisk: false, // no open task
      byStatus: { pending: 0, inProgress: 0, completed: 0, onHold: 0, cancelled: 0 },
    });
    const ember = (await ok(`/api/reports/projects?companyId=${c2}`)).data[0];
    // Ended yesterday with its one task open and overdue: at risk because the end date passed.
    expect(ember).toMatchObject({
      name: 'Ember Rollout',
      progress: 0,
      overdueTasks: 1,
      daysLeft: -1,
      timeLeftShare: 0,
      workLeftShare: 100,
      atRisk: true,
    });
  });

  it('filters by company, status, date overlap, risk and a search on project or company name', async () => {
    expect(names(await ok(`/api/reports/projects?companyId=${c1}&status=inProgress`))).toEqual([
      'Atlas Migration',
      'Bora Portal',
    ]);
    // [T+26, T+40] overlaps only Bora [T-10, T+30]; Delta ends T+25.
    expect(names(await ok(`/api/reports/projects?companyId=${c1}&from=${d(26)}&to=${d(40)}`))).toEqual(['Bora Portal']);
    // [T-70, T-25] overlaps Cedar [T-60, T-20] and Atlas [T-30, T+10].
    expect(names(await ok(`/api/reports/projects?companyId=${c1}&from=${d(-70)}&to=${d(-25)}`))).toEqual([
      'Cedar Archive',
      'Atlas Migration',
    ]);
    expect(names(await ok(`/api/reports/projects?companyId=${c1}&atRisk=true`))).toEqual(['Atlas Migration']);
    expect(names(await ok(`/api/reports/projects?companyId=${c2}&atRisk=true`))).toEqual(['Ember Rollout']);
    const safe = await ok(`/api/reports/projects?companyId=${c1}&atRisk=false`);
    expect(names(safe)).toEqual(['Cedar Archive', 'Delta Empty', 'Bora Portal']);
    expect(safe.meta.total).toBe(3);
    expect(names(await ok(`/api/reports/projects?q=${encodeURIComponent('rapor test')}`))).toEqual([
      'Cedar Archive',
      'Atlas Migration',
      'Delta Empty',
      'Bora Portal',
    ]);
    expect(names(await ok('/api/reports/projects?q=Cedar%20Arch'))).toEqual(['Cedar Archive']);
  });

  it('sorts by computed figures in SQL, projects without tasks last, ties broken by id', async () => {
    // Progress: Atlas 25, Bora 66.7, Cedar 100, Delta none.
    expect(names(await ok(`/api/reports/projects?companyId=${c1}&sort=progress`))).toEqual([
      'Atlas Migration',
      'Bora Portal',
      'Cedar Archive',
      'Delta Empty',
    ]);
    expect(names(await ok(`/api/reports/projects?companyId=${c1}&sort=progress&order=desc`))).toEqual([
      'Cedar Archive',
      'Bora Portal',
      'Atlas Migration',
      'Delta Empty',
    ]);
    // Overdue: Bora, Cedar, Delta have 0 (in id order), Atlas 1.
    expect(names(await ok(`/api/reports/projects?companyId=${c1}&sort=overdueTasks`))).toEqual([
      'Bora Portal',
      'Cedar Archive',
      'Delta Empty',
      'Atlas Migration',
    ]);
    expect(names(await ok(`/api/reports/projects?companyId=${c1}&sort=daysLeft&order=desc`))).toEqual([
      'Bora Portal',
      'Delta Empty',
      'Atlas Migration',
      'Cedar Archive',
    ]);
    const paged = await ok(`/api/reports/projects?companyId=${c1}&sort=progress&pageSize=2&page=2`);
    expect(names(paged)).toEqual(['Cedar Archive', 'Delta Empty']);
    expect(paged.meta.total).toBe(4);
    for (const sort of ['name', 'company', 'status', 'endDate', 'budget']) {
      expect((await get(`/api/reports/projects?sort=${sort}&order=desc`)).statusCode, sort).toBe(200);
    }
  });

  it('refuses a reversed range, a bad id and unknown keys', async () => {
    const reversed = await get(`/api/reports/projects?from=${d(5)}&to=${d(1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: 'The start of the range cannot be after its end' });
    expect((await get('/api/reports/projects?companyId=2147483648')).statusCode).toBe(400);
    expect((await get('/api/reports/projects?atRisk=yes')).statusCode).toBe(400);
    expect((await get('/api/reports/projects?sort=secret')).statusCode).toBe(400);
    expect((await get('/api/reports/projects/summary?page=1')).statusCode).toBe(400);
    expect((await get('/api/reports/projects/export?format=csv&colour=red')).statusCode).toBe(400);
  });
});

describe('GET /api/reports/projects/summary', () => {
  it('counts and keeps each currency apart over the same filters', async () => {
    expect(await ok(`/api/reports/projects/summary?companyId=${c1}`)).toEqual({
      total: 4,
      atRisk: 1, // Atlas
      overdueTasks: 1, // Atlas's pending task
      byStatus: { pending: 1, inProgress: 2, completed: 1, onHold: 0, cancelled: 0 }, // Delta; Atlas, Bora; Cedar
      money: [
        { currency: 'TL', budget: '10750.00', received: '0.00', paid: '300.00' }, // Atlas 10000 + Delta 750; Atlas's expense
        { currency: 'Euro', budget: '2000.00', received: '750.50', paid: '0.00' }, // Cedar; Atlas 500 + 250.50
        { currency: 'USD', budget: '5000.00', received: '1000.00', paid: '125.25' }, // Bora; Atlas's income; Bora's expense
        { currency: 'GBP', budget: '0.00', received: '0.00', paid: '0.00' },
      ],
    });
    const risky = await ok(`/api/reports/projects/summary?companyId=${c1}&atRisk=true`);
    expect(risky).toMatchObject({ total: 1, atRisk: 1, overdueTasks: 1 });
    expect(risky.money[2]).toEqual({ currency: 'USD', budget: '0.00', received: '1000.00', paid: '0.00' });
  });
});

describe('GET /api/reports/projects/export', () => {
  it('downloads the whole filtered report in the caller’s language and records the export', async () => {
    const csv = await get(`/api/reports/projects/export?format=csv&companyId=${c1}&sort=progress`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Project,Company,Status,Start date,End date,Budget,Currency,Received,Paid,Tasks,Completed tasks,Progress (%),Overdue tasks,Days left,Time left (%),Work left (%),At risk',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `Atlas Migration,Rapor Test Ltd,In progress,${d(-30)},${d(10)},10000.00,TL,Euro 750.50 · USD 1000.00,TL 300.00,4,1,25,1,10,25,75,Yes`,
    );
    const turkish = await get(`/api/reports/projects/export?format=csv&companyId=${c1}`, master, 'tr');
    expect(turkish.body.replace(/^\uFEFF/, '').split('\n')[0]).toContain('Proje;Şirket;Durum');
    expect(turkish.body).toContain(`Atlas Migration;Rapor Test Ltd;Devam ediyor;${d(-30)};${d(10)};10000,00;TL;`);
    expect((await get(`/api/reports/projects/export?format=xlsx&companyId=${c1}`)).statusCode).toBe(200);
    const pdf = await get(`/api/reports/projects/export?format=pdf&companyId=${c1}`);
    expect(await pdfText(pdf.rawPayload)).toContain('Atlas Migration');
    const [row] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'reports.projects.export'), eq(activities.actorId, masterId)));
    expect(row).toMatchObject({
      entityType: 'project',
      changes: { filters: { after: { companyId: c1, format: 'csv' } } },
    });
  });
});
