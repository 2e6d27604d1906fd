import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { Language } from '@workspace/shared/common/limits';
import { addDays, DEFAULT_TIME_ZONE, isoToday, WORK_PRIORITIES, WORK_STATUSES } from '@workspace/shared/common/work';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_SUBJECT_MAX } from '@workspace/shared/tickets/tickets.constants';
import type { Db, DbOrTx } from '../db/client';
import { projects } from '../db/schema/projects';
import { tasks, type NewTaskRow } from '../db/schema/tasks';
import { ticketComments, type NewTicketCommentRow } from '../db/schema/ticket-comments';
import { ticketEvents, type NewTicketEventRow } from '../db/schema/ticket-events';
import { tickets, type NewTicketRow } from '../db/schema/tickets';
import { users } from '../db/schema/users';
import { DEMO_TICKET_SCENARIOS, ensureTicketCategories } from './demo-tickets';
import { hasProjects, seedDemoWork } from './demo-work';
import { between, pick, sequence } from './random';

/*
 * Benchmark-sized tasks. Titles combine a verb, an object and a code name, so a search term
 * matches a small, predictable share: an object word ("invoice") about 1 in 20 titles, a code
 * name ("boreas") about 1 in 40.
 */
const VERBS = [
  'Review',
  'Fix',
  'Design',
  'Test',
  'Deploy',
  'Document',
  'Refactor',
  'Migrate',
  'Audit',
  'Plan',
  'Tune',
  'Translate',
  'Configure',
  'Monitor',
  'Prototype',
  'Estimate',
];
// Data: one record a line reads as a table.
// prettier-ignore
const OBJECTS = [
  'invoice flow', 'login page', 'stock sync', 'price list', 'map layer', 'report export', 'payment form', 'search index', 'email digest', 'user roles',
  'API gateway', 'backup job', 'mobile menu', 'tax rules', 'audit trail', 'order queue', 'CSV import', 'PDF layout', 'alarm rules', 'cache layer',
];
// Data: one record a line reads as a table.
// prettier-ignore
const CODE_NAMES = [
  'Atlas', 'Boreas', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Granit', 'Halley', 'Iris', 'Juniper', 'Kestrel', 'Lale', 'Meltem', 'Nova', 'Orkide', 'Poyraz',
  'Quartz', 'Rüzgar', 'Sirius', 'Tarçın', 'Umbra', 'Vega', 'Willow', 'Xenon', 'Yakamoz', 'Zephyr', 'Anka', 'Bora', 'Çınar', 'Dolunay', 'Ege', 'Fırtına',
  'Gökkuşağı', 'Hazar', 'Ilgaz', 'Kuzey', 'Lodos', 'Mercan', 'Nilüfer', 'Pusula',
];
const BATCH = 2_500;

/** Adds `count` tasks over the existing projects and active internal users, in multi-row batches. */
export async function seedLargeTasks(db: Db, count = 100_000, timeZone = DEFAULT_TIME_ZONE): Promise<void> {
  if (!(await hasProjects(db))) await seedDemoWork(db, 96, timeZone);
  const projectIds = (await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id))).map(
    (row) => row.id,
  );
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.type, [...INTERNAL_USER_TYPES]), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  const staffIds = staff.map((row) => row.id);
  const random = sequence(99);
  const today = isoToday(timeZone);
  for (let start = 0; start < count; start += BATCH) {
    const rows: NewTaskRow[] = [];
    for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
      const status = pick(random, WORK_STATUSES);
      const startDate = addDays(today, between(random, -240, 90));
      const deadline = addDays(startDate, between(random, 1, 30));
      const title = `${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, CODE_NAMES)}`.slice(0, 35);
      rows.push({
        title,
        description: index % 5 === 0 ? `Ticket ${index}: ${title.toLowerCase()} as agreed with the customer.` : null,
        assigneeId: staffIds[index % staffIds.length]!,
        projectId: projectIds[index % projectIds.length]!,
        startDate,
        deadline,
        estimatedHours: `${between(random, 1, 80)}.${pick(random, ['00', '25', '50', '75'])}`,
        status,
        priority: pick(random, WORK_PRIORITIES),
        completedAt: status === 'completed' ? new Date(`${addDays(deadline, between(random, -5, 5))}T14:00:00Z`) : null,
      });
    }
    await db.insert(tasks).values(rows);
  }
  // As after any bulk load: indexes rebuilt compact (a GIN index grown row by row answers several
  // times slower), fresh statistics and a visibility map, so the benchmark sees steady-state plans.
  await db.execute(sql`reindex table tasks`);
  await db.execute(sql`vacuum analyze tasks`);
}

const TICKET_BATCH = 2_500;
const MINUTE = 60_000;

/**
 * Benchmark-sized tickets for the ticket list: `count` raised by the active customers over the last
 * year, over every status, priority, department and type, each with its "created" event and one in
 * 25 with a staff reply. Texts come from the demo catalogue in the customer's language with a code
 * name appended, so a search for a code name matches about 1 in 40. Multi-row batches.
 */
export async function seedLargeTickets(
  db: Db,
  count = 100_000,
  timeZone = DEFAULT_TIME_ZONE,
  language: Language = 'en',
): Promise<void> {
  const categoryIds = Object.values(await ensureTicketCategories(db, language));
  const customers = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.type, 'user'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  const staffIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.type, [...INTERNAL_USER_TYPES]), eq(users.isActive, true)))
      .orderBy(asc(users.id))
  ).map((row) => row.id);
  if (customers.length === 0 || staffIds.length === 0) return;
  const random = sequence(123);
  const now = Date.now();
  // Loading into a table without its secondary indexes and building them once afterwards is several
  // times faster than growing them row by row (the search's trigram index above all).
  await withIndexesBuiltAfter(db, ['tickets', 'ticket_events'], async (tx) => {
    for (let start = 0; start < count; start += TICKET_BATCH) {
      const rows: NewTicketRow[] = [];
      const replies: { index: number; body: string; at: Date }[] = [];
      for (let index = start; index < Math.min(count, start + TICKET_BATCH); index += 1) {
        const customer = customers[index % customers.length]!;
        const scenario = pick(random, DEMO_TICKET_SCENARIOS);
        const status = pick(random, TICKET_STATUSES);
        const createdAt = new Date(now - between(random, 60, 365 * 24 * 60) * MINUTE);
        const settledAt = new Date(
          Math.min(now - MINUTE, createdAt.getTime() + between(random, 30, 14 * 24 * 60) * MINUTE),
        );
        const isAssigned = status !== 'pending' || random() < 0.4;
        rows.push({
          subject: `${scenario.subject[customer.language]} · ${pick(random, CODE_NAMES)}`.slice(0, TICKET_SUBJECT_MAX),
          description: scenario.description[customer.language],
          status,
          priority: pick(random, TICKET_PRIORITIES),
          department: scenario.department,
          type: scenario.type,
          categoryId: categoryIds[index % categoryIds.length]!,
          assigneeId: isAssigned ? staffIds[index % staffIds.length]! : null,
          createdBy: customer.id,
          deadline: index % 3 === 0 ? addDays(isoToday(timeZone, createdAt), between(random, 2, 30)) : null,
          completedAt: status === 'completed' ? settledAt : null,
          createdAt,
          updatedAt: status === 'pending' ? createdAt : settledAt,
        });
        if (index % 25 === 0 && isAssigned)
          replies.push({
            index: index - start,
            body: scenario.thread[0][customer.language],
            at: new Date((createdAt.getTime() + settledAt.getTime()) / 2),
          });
      }
      const inserted = await tx.insert(tickets).values(rows).returning({ id: tickets.id });
      await tx
        .insert(ticketEvents)
        .values(
          rows.map((row, index): NewTicketEventRow => ({
            ticketId: inserted[index]!.id,
            actorId: row.createdBy,
            type: 'created',
            before: null,
            after: row.subject,
            createdAt: row.createdAt,
          })),
        );
      if (replies.length > 0) {
        await tx
          .insert(ticketComments)
          .values(
            replies.map((reply): NewTicketCommentRow => ({
              ticketId: inserted[reply.index]!.id,
              authorId: rows[reply.index]!.assigneeId,
              body: reply.body,
              createdAt: reply.at,
              updatedAt: reply.at,
            })),
          );
      }
    }
  });
  // Fresh statistics and a visibility map, so the benchmark sees steady-state plans.
  await db.execute(sql`vacuum analyze tickets`);
  await db.execute(sql`vacuum analyze ticket_events`);
}

/**
 * Runs a bulk load in one transaction with the tables' secondary indexes (not primary keys or
 * unique ones) dropped, then creates them again from their own definitions, read from the catalogue.
 */
async function withIndexesBuiltAfter(db: Db, tables: string[], load: (tx: DbOrTx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select i.indexname, i.indexdef from pg_indexes i join pg_index x on x.indexrelid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
          where i.schemaname = current_schema() and i.tablename in ${tables} and not x.indisunique and not x.indisprimary`,
    );
    // Both drivers answer with `rows`.
    const indexes = (result as { rows: { indexname: string; indexdef: string }[] }).rows;
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${quoteIdent(index.indexname)}`));
    await load(tx);
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
  });
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
