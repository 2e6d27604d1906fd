import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIban } from '@workspace/shared/common/fields';
import { WORK_PRIORITIES, WORK_STATUSES } from '@workspace/shared/common/work';
import { companies } from '../src/db/schema/companies';
import { projects } from '../src/db/schema/projects';
import { taskAttachmentChunks } from '../src/db/schema/task-attachment-chunks';
import { taskAttachments } from '../src/db/schema/task-attachments';
import { taskComments } from '../src/db/schema/task-comments';
import { taskEvents } from '../src/db/schema/task-events';
import { tasks } from '../src/db/schema/tasks';
import { users } from '../src/db/schema/users';
import { bufferSource, checkAttachment } from '../src/lib/file-type';
import { createTestApp, type TestApp } from './helpers';
import { today } from './work-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo work data', () => {
  it('has companies with valid IBANs and at least 6 projects over several currencies', async () => {
    const companyRows = await t.database.db.select().from(companies);
    expect(companyRows.length).toBeGreaterThanOrEqual(6);
    expect(companyRows.every((company) => company.iban && isValidIban(company.iban) && company.name.length <= 35)).toBe(
      true,
    );
    const projectRows = await t.database.db.select().from(projects);
    expect(projectRows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(projectRows.map((project) => project.currency)).size).toBe(4);
  });

  it('has 80+ tasks over every status, priority and active internal person, some overdue, some done early and some late', async () => {
    const taskRows = await t.database.db.select().from(tasks);
    expect(taskRows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(taskRows.map((task) => task.status))).toEqual(new Set(WORK_STATUSES));
    expect(new Set(taskRows.map((task) => task.priority))).toEqual(new Set(WORK_PRIORITIES));
    const staff = (await t.database.db.select().from(users)).filter((user) => user.type !== 'user' && user.isActive);
    expect(new Set(taskRows.map((task) => task.assigneeId))).toEqual(new Set(staff.map((user) => user.id)));
    const employee = staff.find((user) => user.email === 'employee@example.com')!;
    expect(taskRows.filter((task) => task.assigneeId === employee.id).length).toBeGreaterThanOrEqual(20);
    expect(
      taskRows.some((task) => task.status !== 'completed' && task.status !== 'cancelled' && task.deadline < today()),
    ).toBe(true);
    const completed = taskRows.filter((task) => task.status === 'completed');
    expect(completed.every((task) => task.completedAt !== null && task.completedAt.getTime() < Date.now())).toBe(true);
    const day = (value: Date) => value.toISOString().slice(0, 10);
    expect(completed.some((task) => day(task.completedAt!) < task.deadline)).toBe(true);
    expect(completed.some((task) => day(task.completedAt!) > task.deadline)).toBe(true);
    expect(taskRows.filter((task) => task.status !== 'completed').every((task) => task.completedAt === null)).toBe(
      true,
    );
  });

  it('has timelines, comments by manager and employee, and real PNG and PDF attachments', async () => {
    const events = await t.database.db.select().from(taskEvents);
    expect(events.filter((event) => event.type === 'created').length).toBe(
      (await t.database.db.select().from(tasks)).length,
    );
    expect(new Set(events.map((event) => event.type)).size).toBeGreaterThanOrEqual(4);
    const comments = await t.database.db.select().from(taskComments);
    const people = await t.database.db.select().from(users);
    const authors = new Set(comments.map((comment) => people.find((user) => user.id === comment.authorId)?.email));
    expect(authors).toContain('manager@example.com');
    expect(authors).toContain('employee@example.com');
    const files = await t.database.db.select().from(taskAttachments);
    const chunks = await t.database.db.select().from(taskAttachmentChunks);
    const checks = await Promise.all(
      files.map(async (file) => {
        const data = Buffer.concat(chunks.filter((chunk) => chunk.attachmentId === file.id).map((chunk) => chunk.data));
        expect(data.length).toBe(file.size);
        return checkAttachment(bufferSource(data));
      }),
    );
    expect(checks.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { kind: 'valid', type: 'application/pdf' },
      { kind: 'valid', type: 'image/png' },
    ]);
  });
});
