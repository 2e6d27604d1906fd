import { sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@workspace/shared/common/limits';
import { DEFAULT_TIME_ZONE } from '@workspace/shared/common/work';
import type { Config } from '../config';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { users, type NewUserRow } from '../db/schema/users';
import { hashPassword } from '../lib/passwords';
import { countUsers } from '../modules/users/users.repository';
import { DEMO_CUSTOMERS, emailLocalPart, FIRST_NAMES, SURNAMES } from './people';
import { seedLargeTasks, seedLargeTickets } from './bench-work';
import { seedDemoTickets } from './demo-tickets';
import { seedDemoLogins } from './demo-logins';
import { seedDemoMail } from './demo-mail';
import { seedDemoNotes } from './demo-notes';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoSharedData } from './demo-shared-data';
import { generateAppKey, Keyring } from '../lib/secret-box';
import { seedDemoWork } from './demo-work';
import { seedAccounting, seedLargeTransactions } from './accounting';
import { pick, sequence } from './random';

export const DEMO_PASSWORD = 'Demo1234!';
// Data: one record a line reads as a table.
// prettier-ignore
export const DEMO_ACCOUNTS = [
  { email: 'master@example.com', type: 'master', name: 'Deniz', surname: 'Yalçın' },
  { email: 'manager@example.com', type: 'manager', name: 'Selin', surname: 'Aktaş' },
  { email: 'employee@example.com', type: 'employee', name: 'Can', surname: 'Özkan' },
  { email: 'user@example.com', type: 'user', name: 'Oliver', surname: 'Bennett' },
] as const;

const TYPES_CYCLE: NewUserRow['type'][] = ['employee', 'user', 'employee', 'user', 'manager', 'user'];

/**
 * The language of the demo's content: DEMO_LANGUAGE (SEED_LANGUAGE, its earlier name, is still
 * read), `en` (the default) or `tr`. Companies'
 * descriptions, projects, tasks and their conversations, transactions, expense and ticket
 * categories, canned replies and notes are written in it, and the demo staff accounts use it;
 * tickets and their conversations are in their customer's language whatever it says.
 */
export function seedLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const name = env.DEMO_LANGUAGE?.trim() ? 'DEMO_LANGUAGE' : 'SEED_LANGUAGE';
  const value = env[name]?.trim() || 'en';
  if ((LANGUAGES as readonly string[]).includes(value)) return value as Language;
  throw new Error(`Invalid configuration:\n  ${name}: must be one of ${LANGUAGES.join(', ')}`);
}

/**
 * The demo: one account of each of the four user types, three more customers who raise tickets
 * beside user@example.com, and `extra` more staff and customers; then work, the support desk and accounting.
 */
export async function seedDemo(
  db: Db,
  extra = 22,
  timeZone = DEFAULT_TIME_ZONE,
  language: Language = 'en',
  keyring?: Keyring,
  /** The web app's address, for the links of the demo's notification mails (APP_URL). */
  appUrl = 'http://localhost:3000',
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = sequence(42);
  // The demo staff speak the demo's language; the demo customer, Oliver Bennett, writes English.
  const rows: NewUserRow[] = DEMO_ACCOUNTS.map((account) => ({
    ...account,
    passwordHash,
    phone: '+90 532 5550100',
    language: account.type === 'user' ? 'en' : language,
  }));
  const customers: NewUserRow[] = DEMO_CUSTOMERS.map((customer) => ({ ...customer, type: 'user', passwordHash }));
  const used = new Set<string>([...rows, ...customers].map((row) => row.email));
  for (let index = 0; rows.length < DEMO_ACCOUNTS.length + extra; index += 1) {
    const name = pick(random, FIRST_NAMES);
    const surname = pick(random, SURNAMES);
    const type = TYPES_CYCLE[index % TYPES_CYCLE.length]!;
    const domain =
      type === 'user'
        ? ['anadolu-lojistik.com.tr', 'brightwave.co.uk', 'ege-tekstil.com'][index % 3]
        : 'workspace.example.com';
    const email = `${emailLocalPart(name, surname)}@${domain}`;
    if (used.has(email)) continue;
    used.add(email);
    const isTurkish = /[çğıöşüÇĞİÖŞÜ]/.test(name + surname) || FIRST_NAMES.indexOf(name as never) < 20;
    rows.push({
      name,
      surname,
      email,
      type,
      passwordHash,
      phone: isTurkish ? `+90 5${30 + (index % 9)} ${1_000_000 + index * 7919}` : `+44 7700 ${900_100 + index}`,
      language: isTurkish ? 'tr' : 'en',
      isActive: index % 9 !== 8,
    });
  }
  await db.transaction(async (tx) => {
    // The ticket customers last, so the other demo accounts keep their ids.
    await tx.insert(users).values([...rows, ...customers]);
  });
  await seedDemoWork(db, 96, timeZone, language);
  await db.transaction((tx) => seedDemoTickets(tx, language, timeZone));
  await seedAccounting(db, sequence(99), timeZone, language);
  await seedDemoLogins(db, timeZone);
  await seedDemoNotes(db, language);
  if (keyring) await seedDemoSharedData(db, keyring, language);
  // Last: what the demo's people were told of all that, and the mails it sent.
  // Without the app's key (the test suites' seed) the demo mails' unsubscribe links are signed by a
  // key nobody keeps: they are only ever shown, never followed.
  await seedDemoNotifications(db, timeZone, { appUrl, keyring: keyring ?? new Keyring(generateAppKey()) });
  // A few tickets that came by e-mail, through the support mailbox's intake.
  await seedDemoMail(db);
}

export type LargeSeedResult = { tasks: number; transactions: number; tickets: number };

/** Rows in a table the large seed fills: it adds a kind of row only while there are fewer than asked for. */
async function rowCount(db: Db, table: 'tasks' | 'transactions' | 'tickets'): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sql`${sql.identifier(table)}`);
  return row?.count ?? 0;
}

/**
 * Benchmark-sized data: `count` users sharing one password hash (hashing each would take
 * minutes), then `taskCount` tasks over the existing projects and staff, `transactionCount`
 * transactions and `ticketCount` tickets raised by the customers. Run again on the same database,
 * it adds nothing that is already there: users are unique by email, and tasks, transactions and
 * tickets are added only to a table holding fewer rows than asked for (a second bench run on one
 * PostgreSQL must not double them). Answers how many of each it added.
 */
export async function seedLarge(
  db: Db,
  count = 10_000,
  taskCount = 100_000,
  timeZone = DEFAULT_TIME_ZONE,
  transactionCount = 1_000_000,
  ticketCount = 100_000,
): Promise<LargeSeedResult> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = sequence(7);
  const batch = 1_000;
  for (let start = 0; start < count; start += batch) {
    const rows: NewUserRow[] = [];
    for (let index = start; index < Math.min(count, start + batch); index += 1) {
      const name = pick(random, FIRST_NAMES);
      const surname = pick(random, SURNAMES);
      rows.push({
        name,
        surname,
        email: `${emailLocalPart(name, surname)}.${index}@bench.example.com`,
        type: index % 3 === 0 ? 'user' : 'employee',
        passwordHash,
        language: index % 2 === 0 ? 'tr' : 'en',
      });
    }
    await db.insert(users).values(rows).onConflictDoNothing();
  }
  const added: LargeSeedResult = { tasks: 0, transactions: 0, tickets: 0 };
  if (taskCount > 0 && (await rowCount(db, 'tasks')) < taskCount) {
    await seedLargeTasks(db, taskCount, timeZone);
    added.tasks = taskCount;
  }
  if (transactionCount > 0 && (await rowCount(db, 'transactions')) < transactionCount) {
    await seedLargeTransactions(db, transactionCount, sequence(11), timeZone);
    added.transactions = transactionCount;
  }
  if (ticketCount > 0 && (await rowCount(db, 'tickets')) < ticketCount) {
    await seedLargeTickets(db, ticketCount, timeZone, seedLanguage());
    added.tickets = ticketCount;
  }
  return added;
}

export type InitialData = { kind: 'existing' } | { kind: 'admin'; email: string } | { kind: 'demo' };

/**
 * On an empty database: the first master from ADMIN_EMAIL/ADMIN_PASSWORD, else the demo. All of
 * it in one transaction under an advisory lock: instances started together on one PostgreSQL seed
 * once (the others wait, then find users), and a start stopped halfway leaves no half a demo.
 */
export async function ensureInitialData(db: Db, config: Config, keyring?: Keyring): Promise<InitialData> {
  const language = seedLanguage();
  return db.transaction(async (tx) => {
    // A transaction lock: released by the commit, on the connection that took it.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.initialData})`);
    if ((await countUsers(tx)) > 0) return { kind: 'existing' } as const;
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await tx
        .insert(users)
        .values({
          name: 'Admin',
          surname: 'User',
          email: config.ADMIN_EMAIL.toLowerCase(),
          type: 'master',
          passwordHash: await hashPassword(config.ADMIN_PASSWORD),
        });
      return { kind: 'admin', email: config.ADMIN_EMAIL } as const;
    }
    // A transaction is a database to the seeders: their own transactions become savepoints.
    await seedDemo(tx, 22, config.APP_TIMEZONE, language, keyring, config.APP_URL);
    return { kind: 'demo' } as const;
  });
}
