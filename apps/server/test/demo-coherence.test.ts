import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@workspace/shared/common/limits';
import { DEFAULT_TIME_ZONE } from '@workspace/shared/common/work';
import { openPglite, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed';
import { createTestApp, type TestApp } from './helpers';

/*
 * The demo reads as one story: what a project's status says holds for its tasks and its money,
 * each task's description is its own, a comment that speaks of a file carries it (and one that
 * carries a file says so), and ticket replies follow their ticket. Checked on the test database
 * (the demo in English) and on a Turkish demo seeded here, which must read as Turkish.
 */

let t: TestApp;
let turkish: Database;
beforeAll(async () => {
  t = await createTestApp();
  turkish = await openPglite();
  await runMigrations(turkish);
  await seedDemo(turkish.db, 4, DEFAULT_TIME_ZONE, 'tr');
});
afterAll(async () => {
  await t.close();
  await turkish.close();
});

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/* Words by which a comment speaks of its file, in both languages (not "attachments" in general). */
const MENTIONS_FILE = 'attached|ekledim|ektedir|buraya eklendi';

// Hand-written: a few tasks of the demo, the words their description must hold, and their project.
const KNOWN_TASKS: Record<Language, { title: string; says: string; project: string }[]> = {
  en: [
    { title: 'Design login screen', says: 'password reset link', project: 'Fleet tracking portal' },
    { title: 'Optimise map queries', says: 'live map', project: 'Fleet tracking portal' },
    { title: 'Fix invoice rounding', says: 'VAT', project: 'B2B order platform' },
    { title: 'Define alarm rules', says: 'inverter', project: 'Solar farm monitoring' },
    { title: 'Integrate payment gateway', says: 'Card payments', project: 'Hotel booking engine' },
  ],
  tr: [
    { title: 'Giriş ekranını tasarla', says: 'şifre sıfırlama bağlantısı', project: 'Filo takip portalı' },
    { title: 'Harita sorgularını hızlandır', says: 'Canlı harita', project: 'Filo takip portalı' },
    { title: 'Fatura yuvarlamasını düzelt', says: 'KDV', project: 'B2B sipariş platformu' },
    { title: 'Alarm kurallarını belirle', says: 'invertör', project: 'Güneş santrali izleme' },
    { title: 'Ödeme altyapısını entegre et', says: 'kartlı ödeme', project: 'Otel rezervasyon motoru' },
  ],
};

describe.each([
  { language: 'en' as const, database: () => t.database },
  { language: 'tr' as const, database: () => turkish },
])('the demo in $language', ({ language, database }) => {
  it('has one completed and one cancelled project, each with tasks, none of them open', async () => {
    const found = await rows<{ status: string; tasks: number; open: number }>(
      database(),
      sql`select p.status, count(t.id)::int as tasks, count(t.id) filter (where t.status in ('pending', 'inProgress', 'onHold'))::int as open
          from projects p join tasks t on t.project_id = p.id
          where p.status in ('completed', 'cancelled') group by p.id order by p.status::text`,
    );
    expect(found.map((row) => [row.status, row.open])).toEqual([
      ['cancelled', 0],
      ['completed', 0],
    ]);
    expect(found.every((row) => row.tasks >= 10)).toBe(true);
  });

  it('has two pending projects that have received and paid nothing, named by no ticket, with only pending tasks', async () => {
    const found = await rows<{ tasks: number; started: number; money: number; tickets: number; early: number }>(
      database(),
      sql`select count(t.id)::int as tasks,
            count(t.id) filter (where t.status <> 'pending' or t.completed_at is not null)::int as started,
            count(t.id) filter (where t.start_date < p.start_date)::int as early,
            (select count(*)::int from transactions x where x.project_id = p.id) as money,
            (select count(*)::int from tickets k where k.project_id = p.id) as tickets
          from projects p left join tasks t on t.project_id = p.id
          where p.status = 'pending' group by p.id`,
    );
    expect(found).toHaveLength(2);
    for (const project of found) expect(project).toEqual({ tasks: 12, started: 0, early: 0, money: 0, tickets: 0 });
  });

  it('has as much work done on each project in progress as its time gone, give or take a fifth', async () => {
    const found = await rows<{ name: string; elapsed: number; done: number }>(
      database(),
      sql`select p.name,
            (current_date - p.start_date)::float / (p.end_date - p.start_date) as elapsed,
            count(t.id) filter (where t.status = 'completed')::float / count(t.id) filter (where t.status <> 'cancelled') as done
          from projects p join tasks t on t.project_id = p.id
          where p.status = 'inProgress' group by p.id`,
    );
    expect(found).toHaveLength(3);
    for (const project of found) {
      expect(project.done, project.name).toBeGreaterThan(0);
      expect(Math.abs(project.done - project.elapsed), project.name).toBeLessThanOrEqual(0.2);
    }
    // Work on hold stands still: nothing of the project on hold is in progress.
    const [onHold] = await rows<{ running: number; held: number }>(
      database(),
      sql`select count(*) filter (where t.status = 'inProgress')::int as running, count(*) filter (where t.status = 'onHold')::int as held
          from projects p join tasks t on t.project_id = p.id where p.status = 'onHold'`,
    );
    expect(onHold!.running).toBe(0);
    expect(onHold!.held).toBeGreaterThan(0);
  });

  it('keeps tasks and money within their project’s time', async () => {
    const [tasksOutside] = await rows<{ n: number }>(
      database(),
      sql`select count(*)::int as n from tasks t join projects p on p.id = t.project_id
          where t.start_date < p.start_date or t.deadline > p.end_date or t.completed_at::date > p.end_date or t.created_at > now()`,
    );
    expect(tasksOutside!.n).toBe(0);
    const [moneyOutside] = await rows<{ n: number }>(
      database(),
      sql`select count(*)::int as n from transactions x join projects p on p.id = x.project_id
          where x.transaction_date < p.start_date or (p.status in ('completed', 'cancelled') and x.transaction_date > p.end_date + 30)`,
    );
    expect(moneyOutside!.n).toBe(0);
    const [paidForFinished] = await rows<{ n: number }>(
      database(),
      sql`select count(*)::int as n from transactions x join projects p on p.id = x.project_id where p.status = 'completed' and x.type = 'income'`,
    );
    expect(paidForFinished!.n).toBeGreaterThan(0);
  });

  it('gives each task title one description of its own, every time it appears', async () => {
    const mixed = await rows<{ title: string }>(
      database(),
      sql`select title from tasks group by title having count(distinct coalesce(description, '')) <> 1 or bool_or(description is null)`,
    );
    expect(mixed).toEqual([]);
    const shared = await rows<{ description: string }>(
      database(),
      sql`select description from tasks group by description having count(distinct title) > 1`,
    );
    expect(shared).toEqual([]);
    for (const known of KNOWN_TASKS[language]) {
      const found = await rows<{ description: string; project: string }>(
        database(),
        sql`select distinct t.description, p.name as project from tasks t join projects p on p.id = t.project_id where t.title = ${known.title}`,
      );
      expect(found, known.title).toHaveLength(1);
      expect(found[0]!.description, known.title).toContain(known.says);
      expect(found[0]!.project, known.title).toBe(known.project);
    }
  });

  it('attaches a file to exactly the task comments that say so, and says what fits the task', async () => {
    const comments = await rows<{ mentions: boolean; files: number }>(
      database(),
      sql`select c.body ~* ${MENTIONS_FILE} as mentions, count(a.id)::int as files
          from task_comments c left join task_attachments a on a.comment_id = c.id group by c.id`,
    );
    expect(comments.filter((comment) => comment.files > 0)).toHaveLength(2);
    expect(comments.every((comment) => comment.mentions === comment.files > 0)).toBe(true);
    // A comment that closes, cancels or holds the work sits on a task in that status.
    const misplaced = await rows<{ body: string; status: string }>(
      database(),
      sql`select c.body, t.status from task_comments c join tasks t on t.id = c.task_id
          where (c.body ~* '(closing it|kapatıyorum|review\\?|kontrol edebilir misin)' and t.status <> 'completed')
             or (c.body ~* '(^cancelled|iptal ediyorum)' and t.status <> 'cancelled')
             or (c.body ~* '(paused|beklemeye aldım)' and t.status <> 'onHold')
             or (c.body ~* '(started on this|bugün başladım)' and t.status <> 'inProgress')
             or c.created_at < t.created_at or c.created_at > now()`,
    );
    expect(misplaced).toEqual([]);
    const [outOfOrder] = await rows<{ n: number }>(
      database(),
      sql`select count(*)::int as n from task_events e join tasks t on t.id = e.task_id where e.created_at < t.created_at or e.created_at > now()`,
    );
    expect(outOfOrder!.n).toBe(0);
  });

  it('has ticket replies that follow their ticket, and files on exactly the ticket messages that say so', async () => {
    const [misplaced] = await rows<{ n: number }>(
      database(),
      sql`select count(*)::int as n from ticket_comments c join tickets k on k.id = c.ticket_id
          where (c.body ~* '(cancelled the ticket|talebi iptal ettim|please cancel this ticket|lütfen bu talebi iptal edin)' and k.status <> 'cancelled')
             or (c.body ~* '(closing the ticket|talebi kapatıyorum)' and k.status <> 'completed')
             or (c.body ~* '(on hold|beklemede|beklemeye aldık)' and k.status <> 'onHold')
             or (c.body ~* '(still happening|hâlâ devam ediyor|reproduced it|sorunu tekrarladık)' and k.type not in ('problem', 'incident'))`,
    );
    expect(misplaced!.n).toBe(0);
    // Waiting for the customer's answer: the customer has not answered yet.
    const [answered] = await rows<{ n: number }>(
      database(),
      sql`select count(*)::int as n from ticket_comments c join tickets k on k.id = c.ticket_id
          where c.body ~* '(waiting for your answer|yanıtınızı bekliyoruz)'
            and exists (select 1 from ticket_comments o where o.ticket_id = k.id and o.author_id = k.created_by and o.body <> '')`,
    );
    expect(answered!.n).toBe(0);
    // A file comes with a message that says so, or with the ticket (an empty message) whose description says so.
    const messages = await rows<{ mentions: boolean; files: number }>(
      database(),
      sql`select (c.body ~* ${MENTIONS_FILE} or (c.body = '' and k.description ~* ${MENTIONS_FILE})) as mentions, count(a.id)::int as files
          from ticket_comments c join tickets k on k.id = c.ticket_id left join ticket_attachments a on a.comment_id = c.id group by c.id, k.id`,
    );
    expect(messages.some((message) => message.files > 0)).toBe(true);
    expect(messages.every((message) => message.mentions === message.files > 0)).toBe(true);
    // A ticket names a project that had begun when it was raised.
    const [early] = await rows<{ n: number; named: number }>(
      database(),
      sql`select count(*) filter (where p.status = 'pending' or p.start_date > k.created_at::date)::int as n, count(*)::int as named
          from tickets k join projects p on p.id = k.project_id`,
    );
    expect(early!.n).toBe(0);
    expect(early!.named).toBeGreaterThanOrEqual(5);
  });
});

/* Words that would give away English in the Turkish demo; matched as whole words. */
const ENGLISH = [
  'the',
  'and',
  'with',
  'for',
  'of',
  'to',
  'by',
  'please',
  'thanks',
  'done',
  'design',
  'write',
  'review',
  'fix',
  'add',
  'build',
  'improve',
  'screen',
  'order',
  'report',
  'dashboards',
  'booking',
  'engine',
  'monitoring',
  'integration',
  'website',
  'sales',
  'app',
  'fleet',
  'tracking',
  'payment',
  'attached',
  'salaries',
  'rent',
  'travel',
  'software',
  'hardware',
  'payroll',
  'paid',
  'expense',
];
const ENGLISH_WORD = new RegExp(`(?<!\\p{L})(${ENGLISH.join('|')})(?!\\p{L})`, 'iu');
const TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/;

describe('the Turkish demo (SEED_LANGUAGE=tr)', () => {
  const texts = async (query: SQL) => (await rows<{ text: string }>(turkish, query)).map((row) => row.text);

  it('writes projects, tasks and their conversations in Turkish', async () => {
    const groups = {
      projects: await texts(sql`select name || ' ' || description as text from projects`),
      titles: await texts(sql`select distinct title as text from tasks`),
      descriptions: await texts(sql`select distinct description as text from tasks`),
      comments: await texts(sql`select distinct body as text from task_comments`),
      files: await texts(sql`select filename as text from task_attachments`),
    };
    for (const [group, values] of Object.entries(groups)) {
      expect(values.length, group).toBeGreaterThan(0);
      for (const value of values) expect(value, group).not.toMatch(ENGLISH_WORD);
      // Turkish letters in most of them (a short title such as "ERP entegrasyonu" may have none).
      expect(values.filter((value) => TURKISH_LETTER.test(value)).length / values.length, group).toBeGreaterThanOrEqual(
        0.7,
      );
    }
    expect(groups.projects.some((value) => value.startsWith('Filo takip portalı'))).toBe(true);
    expect(groups.titles).toContain('Giriş ekranını tasarla');
  });

  it('writes companies, money, categories, canned replies and notes in Turkish', async () => {
    const groups = {
      companies: await texts(sql`select description as text from companies where description is not null`),
      transactions: await texts(
        sql`select distinct name || ' ' || coalesce(description, '') as text from transactions`,
      ),
      expenseCategories: await texts(sql`select name || ' ' || description as text from expense_categories`),
      ticketCategories: await texts(sql`select name || ' ' || description as text from ticket_categories`),
      cannedReplies: await texts(sql`select title || ' ' || body as text from canned_replies`),
      // Commands in backquotes (`npm run build`) stay as typed.
      notes: await texts(sql`select name || ' ' || regexp_replace(content, '\`[^\`]*\`', '', 'g') as text from notes`),
    };
    for (const [group, values] of Object.entries(groups)) {
      expect(values.length, group).toBeGreaterThan(0);
      for (const value of values) expect(value, group).not.toMatch(ENGLISH_WORD);
      expect(values.join(' '), group).toMatch(TURKISH_LETTER);
    }
    expect(groups.expenseCategories.some((value) => value.startsWith('Maaşlar'))).toBe(true);
  });

  it('has the demo staff use Turkish, while the customers keep their own language', async () => {
    const people = await rows<{ email: string; language: string }>(
      turkish,
      sql`select email, language from users where email in ('master@example.com', 'manager@example.com', 'employee@example.com', 'user@example.com', 'hannah.price@thamesanalytics.co.uk', 'ayse.karaca@anadolu-lojistik.com.tr') order by email`,
    );
    expect(Object.fromEntries(people.map((person) => [person.email, person.language]))).toEqual({
      'ayse.karaca@anadolu-lojistik.com.tr': 'tr',
      'employee@example.com': 'tr',
      'hannah.price@thamesanalytics.co.uk': 'en',
      'manager@example.com': 'tr',
      'master@example.com': 'tr',
      'user@example.com': 'en',
    });
  });
});
