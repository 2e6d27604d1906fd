import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { INTERNAL_USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import { addDays, DEFAULT_TIME_ZONE, isoToday, WORK_PRIORITIES, type WorkPriority, type WorkStatus } from '@workspace/shared/common/work';
import type { Db, DbOrTx } from '../db/client';
import { anyRow } from '../lib/sql';
import { companies } from '../db/schema/companies';
import { projects, type NewProjectRow } from '../db/schema/projects';
import { taskAttachmentChunks } from '../db/schema/task-attachment-chunks';
import { taskAttachments } from '../db/schema/task-attachments';
import { taskComments, type NewTaskCommentRow } from '../db/schema/task-comments';
import { taskEvents, type NewTaskEventRow } from '../db/schema/task-events';
import { tasks, type NewTaskRow } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { DEMO_COMPANIES } from './demo-companies';
import { demoPdf, demoPng } from './demo-files';
import { between, pick, sequence, type Random } from './random';
import { userPolicy } from '@workspace/shared/auth/policies';

type Person = { id: number; name: string; surname: string; email: string; type: UserType };

// Data: one record a line reads as a table.
// prettier-ignore
const DEMO_PROJECTS: (Omit<NewProjectRow, 'companyId' | 'startDate' | 'endDate'> & { company: number; start: number; length: number })[] = [
  { name: 'Fleet tracking portal', description: 'Live map and delivery status for the freight fleet.', budget: '485000.00', currency: 'TL', company: 0, start: -60, length: 150, status: 'inProgress', priority: 'high' },
  { name: 'B2B order platform', description: 'Wholesale orders, price lists and invoices for retailers.', budget: '92000.00', currency: 'Euro', company: 1, start: -30, length: 120, status: 'inProgress', priority: 'medium' },
  { name: 'Brand website relaunch', description: 'New marketing site with a headless CMS.', budget: '38500.00', currency: 'GBP', company: 2, start: -120, length: 90, status: 'completed', priority: 'medium' },
  { name: 'Hotel booking engine', description: 'Room and balloon-tour booking with card payments.', budget: '1250000.50', currency: 'TL', company: 3, start: 10, length: 180, status: 'pending', priority: 'high' },
  { name: 'Retail KPI dashboards', description: 'Weekly sales and stock dashboards for store managers.', budget: '64000.00', currency: 'USD', company: 4, start: -45, length: 100, status: 'onHold', priority: 'low' },
  { name: 'Solar farm monitoring', description: 'Inverter telemetry, alarms and monthly yield reports.', budget: '215000.00', currency: 'USD', company: 5, start: -20, length: 200, status: 'inProgress', priority: 'high' },
  { name: 'ERP integration', description: 'Invoices and stock movements synced with the ERP.', budget: '27500.75', currency: 'Euro', company: 6, start: -90, length: 60, status: 'cancelled', priority: 'low' },
  { name: 'Mobile sales app', description: 'Offline-first app for field sales.', budget: '56000.00', currency: 'GBP', company: 2, start: 5, length: 140, status: 'pending', priority: 'medium' },
];

// Data: one record a line reads as a table.
// prettier-ignore
const TASK_TITLES = [
  'Design login screen', 'Set up CI pipeline', 'Write API contract', 'Migrate customer data', 'Fix invoice rounding',
  'Load test order API', 'Review pull requests', 'Prepare demo for client', 'Add CSV export', 'Translate UI to Turkish',
  'Integrate payment gateway', 'Set up staging server', 'Write user guide', 'Optimise map queries', 'Add audit logging',
  'Design dashboard widgets', 'Security review', 'Backup and restore drill', 'Accessibility audit', 'Refactor price engine',
  'Build notification emails', 'Plan sprint backlog', 'Clean up stock sync', 'Add two-factor login', 'Improve search speed',
];

// Data: one record a line reads as a table.
// prettier-ignore
const COMMENTS = [
  'Started on this today, first draft by Thursday.',
  'Blocked by missing credentials from the customer, I asked them again.',
  'Please keep the Turkish labels short, the buttons are narrow.',
  'Done on my side, can you review?',
  'Customer confirmed the scope in this morning\'s call.',
  'Moved the deadline: the API was delivered late.',
  'Looks good. One small fix: the date format in the export.',
  'I attached the notes from the workshop.',
];

// Most demo tasks are open; a good share is done, early or late.
const STATUS_CYCLE: WorkStatus[] = [
  'inProgress',
  'pending',
  'completed',
  'inProgress',
  'onHold',
  'completed',
  'pending',
  'cancelled',
  'inProgress',
  'completed',
];

const at = (isoDate: string, hour: number) => new Date(`${isoDate}T${String(hour).padStart(2, '0')}:15:00Z`);

async function ensureCompanies(db: DbOrTx): Promise<number[]> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) === 0) await db.insert(companies).values(DEMO_COMPANIES);
  const rows = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  return rows.map((row) => row.id);
}

async function internalStaff(db: DbOrTx): Promise<Person[]> {
  return db
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email, type: users.type })
    .from(users)
    .where(and(inArray(users.type, [...INTERNAL_USER_TYPES]), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}

/* The demo employee and manager get a good share; the rest go round the other active staff. */
function assigneeFor(index: number, staff: Person[], employee: Person, manager: Person): Person {
  if (index % 3 === 0) return employee;
  if (index % 5 === 1) return manager;
  return staff[index % staff.length]!;
}

type PlannedTask = NewTaskRow & {
  createdAt: Date;
  events: Omit<NewTaskEventRow, 'taskId'>[];
  comments: { author: Person; body: string; at: Date; files?: boolean }[];
};

function planTask(index: number, random: Random, today: string, projectId: number, who: Person, boss: Person): PlannedTask {
  const status = STATUS_CYCLE[index % STATUS_CYCLE.length]!;
  const priority: WorkPriority = pick(random, WORK_PRIORITIES);
  // Completed work lies in the past; open work spreads from last month to next month (some overdue).
  const startDate = status === 'completed' ? addDays(today, -between(random, 12, 50)) : addDays(today, between(random, -30, 20));
  const deadline = addDays(startDate, between(random, 3, 21));
  const createdDay = addDays(startDate, -between(random, 1, 6));
  const createdAt = at(createdDay, 8);
  const title = TASK_TITLES[index % TASK_TITLES.length]!;
  const events: PlannedTask['events'] = [{ type: 'created', actorId: boss.id, before: null, after: title, createdAt }];
  let completedAt: Date | null = null;
  if (status !== 'pending') {
    const begun = startDate < today ? startDate : createdDay;
    events.push({ type: 'status', actorId: who.id, before: 'pending', after: status === 'completed' ? 'inProgress' : status, createdAt: at(begun, 9) });
  }
  if (status === 'completed') {
    // Some early, some late, never in the future.
    let done = addDays(deadline, between(random, -4, 3));
    if (done >= today) done = addDays(today, -1);
    if (done < startDate) done = startDate;
    completedAt = at(done, 15);
    events.push({ type: 'status', actorId: who.id, before: 'inProgress', after: 'completed', createdAt: completedAt });
  }
  if (index % 7 === 2)
    events.push({ type: 'priority', actorId: boss.id, before: priority === 'high' ? 'medium' : 'high', after: priority, createdAt: at(createdDay, 11) });
  if (index % 11 === 4) events.push({ type: 'deadline', actorId: boss.id, before: addDays(deadline, -5), after: deadline, createdAt: at(createdDay, 12) });
  const comments: PlannedTask['comments'] = [];
  if (index % 4 === 0 || index < 3) {
    const day = startDate < today ? startDate : createdDay;
    comments.push({ author: who, body: pick(random, COMMENTS), at: at(day, 10), files: index === 0 || index === 12 });
    comments.push({ author: boss, body: pick(random, COMMENTS), at: at(day, 13) });
  }
  return {
    title,
    description: index % 3 === 0 ? null : `${TASK_TITLES[(index * 7) % TASK_TITLES.length]!} follow-up; see the project brief.`,
    assigneeId: who.id,
    projectId,
    startDate,
    deadline,
    estimatedHours: `${between(random, 2, 60)}.${pick(random, ['00', '25', '50', '75'])}`,
    status,
    priority,
    completedAt,
    createdBy: boss.id,
    createdAt,
    updatedAt: completedAt ?? createdAt,
    events,
    comments,
  };
}

/** Demo work: companies (when none exist), projects and tasks with timelines, comments and two files. */
export async function seedDemoWork(db: Db, taskCount = 96, timeZone = DEFAULT_TIME_ZONE): Promise<void> {
  const random = sequence(2024);
  const today = isoToday(timeZone);
  await db.transaction(async (tx) => {
    const companyIds = await ensureCompanies(tx);
    const staff = await internalStaff(tx);
    const employee = staff.find((person) => person.email === 'employee@example.com') ?? staff[0]!;
    const manager = staff.find((person) => person.email === 'manager@example.com') ?? staff[0]!;
    // The first administrator (who manages users) plans some of the work beside the manager.
    const master = staff.find((person) => userPolicy.manage(person)) ?? manager;
    const projectRows = await tx
      .insert(projects)
      .values(
        DEMO_PROJECTS.map(({ company, start, length, ...project }, index) => ({
          ...project,
          companyId: companyIds[company % companyIds.length]!,
          startDate: addDays(today, start),
          endDate: addDays(today, start + length),
          createdBy: index % 2 === 0 ? manager.id : master.id,
          createdAt: at(addDays(today, start - 10), 7),
        })),
      )
      .returning({ id: projects.id });

    const planned = Array.from({ length: taskCount }, (_, index) => {
      const who = assigneeFor(index, staff, employee, manager);
      return planTask(index, random, today, projectRows[index % projectRows.length]!.id, who, index % 4 === 3 ? master : manager);
    });
    const taskRows = await tx
      .insert(tasks)
      .values(planned.map(({ events: _events, comments: _comments, ...task }) => task))
      .returning({ id: tasks.id });

    await tx.insert(taskEvents).values(planned.flatMap((task, index) => task.events.map((event) => ({ ...event, taskId: taskRows[index]!.id }))));
    const commentRows: (NewTaskCommentRow & { files?: boolean })[] = planned.flatMap((task, index) =>
      task.comments.map((comment) => ({
        taskId: taskRows[index]!.id,
        authorId: comment.author.id,
        body: comment.body,
        createdAt: comment.at,
        updatedAt: comment.at,
        files: comment.files,
      })),
    );
    const inserted = await tx
      .insert(taskComments)
      .values(commentRows.map(({ files: _files, ...comment }) => comment))
      .returning({ id: taskComments.id, taskId: taskComments.taskId });
    const withFiles = inserted.filter((_, index) => commentRows[index]!.files);
    const [first, second] = withFiles;
    const files = [
      first && { commentId: first.id, taskId: first.taskId, filename: 'wireframe-login.png', mimeType: 'image/png', data: demoPng() },
      second && {
        commentId: second.id,
        taskId: second.taskId,
        filename: 'Toplantı notları.pdf',
        mimeType: 'application/pdf',
        data: demoPdf('Workshop notes - Workspace demo'),
      },
    ].filter((file) => file !== undefined);
    // The bytes go into the database as one chunk each, which both engines serve (docs/decisions/007).
    for (const { data, ...file } of files) {
      const [row] = await tx
        .insert(taskAttachments)
        .values({ ...file, size: data.length })
        .returning({ id: taskAttachments.id });
      await tx.insert(taskAttachmentChunks).values({ attachmentId: row!.id, seq: 0, data });
    }
  });
}

/** Whether any project exists (the demo work is added once). */
export async function hasProjects(db: DbOrTx): Promise<boolean> {
  return anyRow(db, projects);
}
