import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import type { ListSort } from '../src/lib/text-order';
import {
  countSearchMatches,
  summarizeTasks,
  taskListQuery,
  type TaskQueryFilters,
} from '../src/modules/tasks/tasks.query';
import { findTaskPage } from '../src/modules/tasks/tasks.search';
import { activityListQuery, latestActivities } from '../src/modules/activities/activities.repository';
import {
  loginRecordListQuery,
  summarizeLoginRecords,
  type LoginRecordFilters,
} from '../src/modules/login-records/login-records.repository';
import {
  companyListQuery,
  companyMoneyByCurrency,
  countCompanies,
} from '../src/modules/companies/companies.repository';
import { countNotes, noteListQuery } from '../src/modules/notes/notes.repository';
import { countUnread, notificationListQuery } from '../src/modules/notifications/notifications.repository';
import { outgoingMailListQuery } from '../src/modules/outgoing-mail/outgoing-mail.repository';
import { countUsersByType, userListQuery, type UserFilters } from '../src/modules/users/users.repository';
import {
  recentTransactions,
  totalsByCurrency,
  transactionListQuery,
} from '../src/modules/transactions/transactions.repository';
import {
  listTickets,
  summarizeTickets,
  ticketListQuery,
  type TicketQueryFilters,
} from '../src/modules/tickets/tickets.query';
import {
  countOpenTickets,
  expenseByCurrency,
  expenseCategoryStore,
  ticketCategoryStore,
} from '../src/modules/categories/categories.repository';
import {
  countDetails,
  sharedDataListQuery,
  type SharedDataFilters,
} from '../src/modules/shared-data/shared-data.repository';
import {
  countProjectsByStatus,
  projectListQuery,
  projectListWithoutMoney,
} from '../src/modules/projects/projects.repository';
import * as report from '../src/modules/reports/reports.repository';
import { PROJECT_REPORT_SORT_FIELDS } from '@workspace/shared/insight/reports.constants';

/*
 * Every statement the list engine (db/list-engine.ts) builds for a representative set of each
 * list's shapes, kept in `queries/<list>.sql` beside this file, so that a change to a statement shows in
 * review. The statements are built on a database that only records them (nothing runs). When a
 * statement changes on purpose, write the files again and review the diff:
 *
 *   UPDATE_SQL=1 npx vitest run --project server test/list-queries.test.ts
 */

type Recorded = { label: string; text: string };

/** A Drizzle database whose statements are recorded under the label set before each call, and answer no rows. */
function recordingDb() {
  const db = drizzle.mock({ schema }) as unknown as DbOrTx;
  const recorded: Recorded[] = [];
  let label = '';
  const session = (db as unknown as { _: { session: { prepareQuery: (query: { sql: string }) => unknown } } })._
    .session;
  session.prepareQuery = (query) => {
    if (!recorded.some((entry) => entry.text === query.sql)) recorded.push({ label, text: query.sql });
    const none = { execute: async () => [], all: async () => [], values: async () => [], setToken: () => none };
    return none;
  };
  return { db, recorded, label: (next: string) => (label = next) };
}

type Label = (label: string) => void;
type Engine<F, S extends string> = {
  list(db: DbOrTx, filters: F, sort: ListSort<S>, page: { page: number; pageSize: number }): Promise<unknown>;
  search(db: DbOrTx, filters: F, sort: ListSort<S>, page: { page: number; pageSize: number }): Promise<unknown>;
  find(db: DbOrTx, id: number): Promise<unknown>;
};

/**
 * The shapes every list takes: each sort both ways (text sorts in both alphabets), each filter
 * alone, all of them together, each scope, a search in each sort; a second page, so that each is counted.
 */
async function everyShape<F, S extends string>(
  db: DbOrTx,
  label: Label,
  list: Engine<F, S>,
  base: F,
  sorts: readonly S[],
  alone: Record<string, Partial<F>>,
  searchBy: 'search' | 'list' = 'search',
) {
  const page = { page: 2, pageSize: 25 };
  const [first] = sorts;
  for (const sort of sorts) {
    for (const order of ['asc', 'desc'] as const) {
      for (const language of ['en', 'tr'] as const) {
        label(`page: sort ${sort} ${order}, ${language}`);
        await list.list(db, base, { sort, order, language }, page);
      }
    }
  }
  for (const [name, filters] of Object.entries(alone)) {
    label(`page: ${name}`);
    await list.list(db, { ...base, ...filters }, { sort: first!, order: 'asc', language: 'en' }, page);
  }
  label('page: every filter');
  await list.list(
    db,
    Object.assign({}, base, ...Object.values(alone)),
    { sort: first!, order: 'asc', language: 'en' },
    page,
  );
  for (const sort of sorts) {
    label(`search: sort ${sort}`);
    await list[searchBy](db, { ...base, q: 'term' }, { sort, order: 'desc', language: 'en' }, page);
  }
  label('one record');
  await list.find(db, 1);
}

const listQueries: Record<string, (db: DbOrTx, label: Label) => Promise<void>> = {
  async tasks(db, label) {
    const base: TaskQueryFilters = { scope: { kind: 'all' }, today: '2026-01-10' };
    const sorts = [
      'deadline',
      'title',
      'assignee',
      'project',
      'startDate',
      'estimatedHours',
      'status',
      'priority',
      'createdAt',
    ] as const;
    await everyShape(db, label, taskListQuery, base, sorts, {
      status: { status: 'inProgress' },
      priority: { priority: 'high' },
      assigneeId: { assigneeId: 1 },
      projectId: { projectId: 1 },
      deadlineFrom: { deadlineFrom: '2026-01-01' },
      deadlineTo: { deadlineTo: '2026-01-31' },
      overdue: { overdue: true },
      'scope assignedTo': { scope: { kind: 'assignedTo', userId: 1 } },
      'scope ownedBy': { scope: { kind: 'ownedBy', userId: 1 } },
    });
    const byDeadline = { sort: 'deadline', order: 'asc', language: 'en' } as const;
    for (const order of ['asc', 'desc'] as const) {
      label(`search in one status by deadline ${order}: bounded count, then a window`);
      await findTaskPage(
        db,
        { ...base, q: 'term', status: 'pending' },
        { ...byDeadline, order },
        { page: 1, pageSize: 25 },
      );
    }
    label('search count with its deadlines');
    await countSearchMatches(db, { ...base, q: 'term', status: 'pending' }, { atMostPlusOne: 1001 });
    for (const [name, filters] of Object.entries({
      'every task': {},
      'a status and overdue': { status: 'pending', overdue: true },
      search: { q: 'term' },
    } as const)) {
      label(`summary: ${name}`);
      await summarizeTasks(db, { ...base, ...filters }, { weekStart: '2026-01-05', weekEnd: '2026-01-11' });
    }
  },
  async tickets(db, label) {
    const base: TicketQueryFilters = { scope: { kind: 'all' }, today: '2026-01-10', timeZone: 'Europe/Istanbul' };
    const sorts = [
      'createdAt',
      'id',
      'subject',
      'status',
      'priority',
      'department',
      'category',
      'assignee',
      'createdBy',
      'deadline',
      'updatedAt',
    ] as const;
    await everyShape(db, label, ticketListQuery, base, sorts, {
      'status unfinished': { status: 'unfinished' },
      'status pending': { status: 'pending' },
      priority: { priority: 'high' },
      department: { department: 'technical' },
      type: { type: 'problem' },
      categoryId: { categoryId: 1 },
      assigneeId: { assigneeId: 1 },
      unassigned: { unassigned: true },
      createdFrom: { createdFrom: '2026-01-01' },
      createdTo: { createdTo: '2026-01-31' },
      'scope assignedTo': { scope: { kind: 'assignedTo', userId: 1 } },
      'scope ownedBy': { scope: { kind: 'ownedBy', userId: 1 } },
    });
    label('the list with a search');
    await listTickets(
      db,
      { ...base, q: 'term', status: 'pending' },
      { sort: 'createdAt', order: 'desc', language: 'en' },
      { page: 1, pageSize: 25 },
    );
    for (const [name, filters] of Object.entries({ 'every ticket': {}, 'a search': { q: 'term' } } as const)) {
      label(`summary: ${name}`);
      await summarizeTickets(db, { ...base, ...filters });
    }
  },
  async transactions(db, label) {
    const sorts = [
      'transactionDate',
      'name',
      'amount',
      'currency',
      'type',
      'category',
      'company',
      'createdAt',
    ] as const;
    const alone = {
      type: { type: 'income' },
      currency: { currency: 'TL' },
      categoryId: { categoryId: 1 },
      companyId: { companyId: 1 },
      projectId: { projectId: 1 },
      userId: { userId: 1 },
      'dateFrom (a month)': { dateFrom: '2026-01-01' },
      'dateTo (a month)': { dateTo: '2026-01-31' },
      'dateFrom (a day)': { dateFrom: '2026-01-02' },
      amountMin: { amountMin: '1.00' },
      amountMax: { amountMax: '2.00' },
    } as const;
    await everyShape(db, label, transactionListQuery, {}, sorts, alone, 'list');
    for (const [name, filters] of Object.entries({
      'a month': { dateFrom: '2026-01-01', dateTo: '2026-01-31' },
      'a company': { companyId: 1 },
    })) {
      label(`totals: ${name}`);
      await totalsByCurrency(db, filters);
    }
    label('recent');
    await recentTransactions(db, '2026-01-01', '2026-01-31', 50);
  },
  async activities(db, label) {
    const list = { ...activityListQuery, search: activityListQuery.list };
    await everyShape(
      db,
      label,
      list,
      { timeZone: 'Europe/Istanbul' },
      ['createdAt', 'action', 'entityType', 'actor'] as const,
      {
        actorId: { actorId: 1 },
        action: { action: 'task.update' },
        entityType: { entityType: 'task' },
        entityId: { entityType: 'task', entityId: 1 },
        dateFrom: { dateFrom: '2026-01-01' },
        dateTo: { dateTo: '2026-01-31' },
      },
    );
    label('the newest (the dashboard)');
    await latestActivities(db, 10);
  },
  async outgoing_mail(db, label) {
    const list = { ...outgoingMailListQuery, search: outgoingMailListQuery.list };
    await everyShape(db, label, list, {}, ['createdAt', 'recipient', 'status'] as const, {
      status: { status: 'failed' },
      kind: { kind: 'ticket.reply' },
    });
  },
  async login_records(db, label) {
    const list = { ...loginRecordListQuery, search: loginRecordListQuery.list };
    const base: LoginRecordFilters = { timeZone: 'Europe/Istanbul' };
    await everyShape(db, label, list, base, ['createdAt', 'email', 'user', 'ip', 'country', 'status'] as const, {
      status: { status: 'failed' },
      userId: { userId: 1 },
      country: { country: 'Türkiye' },
      dateFrom: { dateFrom: '2026-01-01' },
      dateTo: { dateTo: '2026-01-31' },
      since: { since: '2026-01-01T10:00:00Z' },
      until: { until: '2026-01-01T11:00:00Z' },
    });
    for (const [name, filters] of Object.entries({ 'every record': {}, 'a search': { q: 'term' } })) {
      label(`summary: ${name}`);
      await summarizeLoginRecords(db, { ...base, ...filters });
    }
  },
  async users(db, label) {
    const list = { ...userListQuery, search: userListQuery.list };
    const base: UserFilters = { kind: 'internal' };
    await everyShape(
      db,
      label,
      list,
      base,
      ['name', 'surname', 'email', 'type', 'isActive', 'createdAt', 'lastLoginAt'] as const,
      { 'kind external': { kind: 'external' }, type: { type: 'manager' }, isActive: { isActive: false } },
    );
    label('summary');
    await countUsersByType(db, { ...base, q: 'term' });
  },
  async notes(db, label) {
    const list = { ...noteListQuery, search: noteListQuery.list };
    const base = { scope: { kind: 'ownedBy', userId: 1 } as const };
    await everyShape(db, label, list, base, ['updatedAt', 'createdAt', 'name'] as const, { pinned: { pinned: true } });
    label('summary');
    await countNotes(db, { ...base, q: 'term' });
  },
  async notifications(db, label) {
    const list = { ...notificationListQuery, search: notificationListQuery.list };
    const base = { scope: { kind: 'ownedBy', userId: 1 } as const };
    await everyShape(db, label, list, base, ['createdAt'] as const, { unread: { unread: true } }, 'list');
    label('unread count');
    await countUnread(db, 1);
  },
  async categories(db, label) {
    const { list, summary } = expenseCategoryStore;
    await everyShape(db, label, list, {}, ['name', 'transactionCount', 'createdAt'] as const, {}, 'list');
    for (const [name, filters] of Object.entries({ 'every category': {}, 'a search': { q: 'term' } })) {
      label(`summary: ${name}`);
      await summary(db, filters);
      await expenseByCurrency(db, filters, { first: '2026-01-01', last: '2026-01-31' });
    }
  },
  async ticket_categories(db, label) {
    const { list, summary } = ticketCategoryStore;
    await everyShape(db, label, list, {}, ['name', 'ticketCount', 'createdAt'] as const, {}, 'list');
    for (const [name, filters] of Object.entries({ 'every category': {}, 'a search': { q: 'term' } })) {
      label(`summary: ${name}`);
      await summary(db, filters);
      await countOpenTickets(db, filters);
    }
  },
  async shared_data(db, label) {
    const list = {
      ...sharedDataListQuery,
      search: sharedDataListQuery.list,
      find: (on: DbOrTx, id: number) => sharedDataListQuery.find(on, id, { reader: 1 }),
    };
    const base: SharedDataFilters = { reader: 1 };
    await everyShape(db, label, list, base, ['updatedAt', 'createdAt', 'domain', 'username'] as const, {
      'access own': { access: 'own' },
      'access shared': { access: 'shared' },
    });
    for (const [name, filters] of Object.entries({ 'every record': {}, 'a search': { q: 'term' } })) {
      label(`summary: ${name}`);
      await countDetails(db, { ...base, ...filters });
    }
  },
  async projects(db, label) {
    const sorts = [
      'name',
      'budget',
      'currency',
      'companyName',
      'startDate',
      'endDate',
      'status',
      'priority',
      'createdAt',
    ] as const;
    await everyShape(db, label, { ...projectListQuery, search: projectListQuery.list }, {}, sorts, {
      status: { status: 'inProgress' },
      priority: { priority: 'high' },
      currency: { currency: 'TL' },
      companyId: { companyId: 1 },
    });
    label('without money: page');
    await projectListWithoutMoney.list(
      db,
      {},
      { sort: 'name', order: 'asc', language: 'en' },
      { page: 2, pageSize: 25 },
    );
    label('without money: one record');
    await projectListWithoutMoney.find(db, 1);
    for (const [name, filters] of Object.entries({
      'every project': {},
      'every filter': { q: 'term', status: 'pending', companyId: 1 },
    } as const)) {
      label(`summary: ${name}`);
      await countProjectsByStatus(db, filters);
    }
  },
  /* Not on the engine (an aggregate per project, docs/decisions/034), but its statements are kept the same way. */
  async project_report(db, label) {
    const base: report.ProjectReportFilters = { today: '2026-01-10' };
    const page = { page: 2, pageSize: 25 };
    for (const sort of PROJECT_REPORT_SORT_FIELDS) {
      label(`page: sort ${sort} asc, en`);
      await report.listProjectReport(db, base, { sort, order: 'asc', language: 'en' }, page);
    }
    label('page: sort name desc, tr');
    await report.listProjectReport(db, base, { sort: 'name', order: 'desc', language: 'tr' }, page);
    const alone = {
      q: { q: 'term' },
      companyId: { companyId: 1 },
      status: { status: 'pending' },
      from: { from: '2026-01-01' },
      to: { to: '2026-01-31' },
    } as const;
    for (const [name, filters] of Object.entries({
      ...alone,
      'at risk': { atRisk: true },
      'not at risk': { atRisk: false },
    })) {
      label(`page: ${name}`);
      await report.listProjectReport(db, { ...base, ...filters }, { sort: 'name', order: 'asc', language: 'en' }, page);
    }
    for (const [name, filters] of Object.entries({
      'every project': {},
      'every filter': { ...Object.assign({}, ...Object.values(alone)), atRisk: true },
    })) {
      label(`summary: ${name}`);
      await report.projectReportCounts(db, { ...base, ...filters });
      await report.projectReportBudgets(db, { ...base, ...filters });
      await report.projectReportMoney(db, { ...base, ...filters });
    }
  },
  async companies(db, label) {
    const list = { ...companyListQuery, search: companyListQuery.list };
    await everyShape(
      db,
      label,
      list,
      {},
      ['name', 'websiteDomain', 'email', 'taxOffice', 'projectCount', 'createdAt'] as const,
      {},
    );
    for (const [name, filters] of Object.entries({ 'every company': {}, 'a search': { q: 'term' } })) {
      label(`summary: ${name}`);
      await countCompanies(db, filters);
      await companyMoneyByCurrency(db, filters, { first: '2026-01-01', last: '2026-01-31' });
    }
  },
};

/* One clause a line, so that a diff names the clause that changed. */
const CLAUSES = / (?=(?:from|inner join|left join|where|group by|having|order by|limit|offset) )/g;
const formatted = (text: string) => text.replace(CLAUSES, '\n  ').replace(/\)(,?) (?=select |"page" as )/g, ')$1\n');

describe('the SQL of every list shape', () => {
  for (const [name, exercise] of Object.entries(listQueries)) {
    it(`${name}.sql holds the statements the engine builds`, async () => {
      const { db, recorded, label } = recordingDb();
      await exercise(db, label);
      const file = path.join(import.meta.dirname, 'queries', `${name}.sql`);
      const text = [
        `-- The statements of the ${name} list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).`,
        ...recorded.map((entry) => `\n-- ${entry.label}\n${formatted(entry.text)};`),
        '',
      ].join('\n');
      if (process.env.UPDATE_SQL === '1') fs.writeFileSync(file, text);
      expect(fs.existsSync(file), `${file} missing: run with UPDATE_SQL=1`).toBe(true);
      expect(text, `${name}.sql differs from the statements built: review, then run with UPDATE_SQL=1`).toBe(
        fs.readFileSync(file, 'utf8'),
      );
    });
  }
});
