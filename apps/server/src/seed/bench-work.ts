import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { addDays, DEFAULT_TIME_ZONE, isoToday, WORK_PRIORITIES, WORK_STATUSES } from '@workspace/shared/common/work';
import type { Db } from '../db/client';
import { projects } from '../db/schema/projects';
import { tasks, type NewTaskRow } from '../db/schema/tasks';
import { users } from '../db/schema/users';
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
  const projectIds = (await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id))).map((row) => row.id);
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
