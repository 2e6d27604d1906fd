import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityActionLabel, activityTypeLabel } from '@workspace/shared/i18n/activity-labels';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { activities } from '../src/db/schema/activities';
import { sharedData, sharedDataShares } from '../src/db/schema/shared-data';
import { sharedDataPasswordPurpose } from '../src/lib/sealed-values';
import { Keyring } from '../src/lib/secret-box';
import { TEST_APP_KEY } from './helpers';

/*
 * Migration 0022 renames `customer_details` to `shared_data`: a database written before it keeps
 * its records, their shares and their sealed passwords (still bound to the old label), and its
 * audit rows read in words under the new action names. On PostgreSQL when DATABASE_URL is set.
 */
const RENAME = '0022_shared_data_name';
const url = process.env.DATABASE_URL;
const databaseName = `workspace_test_rename_${process.pid}`;
const keyring = new Keyring(TEST_APP_KEY);

let database: Database;
let dir: string;

/** The migrations folder as it was before the rename: every migration up to 0021. */
function foldersBeforeRename(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-rename-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === RENAME);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function openFresh(): Promise<Database> {
  if (!url) return openPglite();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${databaseName}`;
  return openPostgres(target.toString(), 2);
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

let ownerId: number;
let colleagueId: number;
let recordId: number;

beforeAll(async () => {
  database = await openFresh();
  const before = { migrationsFolder: foldersBeforeRename() };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, before);
  else await migratePg(database.db as unknown as NodePgDatabase, before);
  // Two people, written with the columns users had then: the demo seed writes today's tables
  // (later migrations' columns among them), which this schema does not have yet.
  const people = await rows<{ id: number; type: string }>(
    sql`INSERT INTO users (name, surname, email, password_hash, type) VALUES
        ('Elif', 'Kaya', 'elif@example.com', 'not-a-hash', 'employee'),
        ('Selin', 'Aktaş', 'selin@example.com', 'not-a-hash', 'manager') RETURNING id, type`,
  );
  ownerId = people.find((person) => person.type === 'employee')!.id;
  colleagueId = people.find((person) => person.type === 'manager')!.id;
  // Written as the code before the rename wrote it: its table, its label, its action names.
  const sealed = keyring.seal('Önceki-Şifre-1', `customer_details.password:owner=${ownerId}`);
  const inserted = await rows<{ id: number }>(
    sql`INSERT INTO customer_details (owner_id, username, password_ciphertext, password_key_id, domain)
        VALUES (${ownerId}, 'legacy-user', ${sealed.ciphertext}, ${sealed.keyId}, 'legacy.example.com') RETURNING id`,
  );
  recordId = inserted[0]!.id;
  await database.db.execute(
    sql`INSERT INTO customer_detail_shares (customer_detail_id, user_id) VALUES (${recordId}, ${colleagueId})`,
  );
  for (const action of ['customerDetail.create', 'customerDetail.reveal', 'customerDetails.export']) {
    await database.db.execute(
      sql`INSERT INTO activities (actor_id, action, entity_type, entity_id) VALUES (${ownerId}, ${action}, 'customerDetail', ${recordId})`,
    );
  }
  await runMigrations(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

describe('the shared data rename (migration 0022)', () => {
  it('keeps the record and its share under the new names, and the old tables are gone', async () => {
    const [row] = await database.db.select().from(sharedData).where(eq(sharedData.id, recordId));
    expect(row).toMatchObject({ ownerId, username: 'legacy-user', domain: 'legacy.example.com' });
    const shares = await database.db.select().from(sharedDataShares).where(eq(sharedDataShares.sharedDataId, recordId));
    expect(shares.map((share) => share.userId)).toEqual([colleagueId]);
    expect(await rows(sql`SELECT relname FROM pg_class WHERE relname LIKE 'customer_detail%'`)).toEqual([]);
  });

  it('opens a password sealed before the rename with the kept label', async () => {
    const [row] = await database.db.select().from(sharedData).where(eq(sharedData.id, recordId));
    expect(sharedDataPasswordPurpose(ownerId)).toBe(`customer_details.password:owner=${ownerId}`);
    expect(
      keyring.open(
        { ciphertext: row!.passwordCiphertext, keyId: row!.passwordKeyId },
        sharedDataPasswordPurpose(ownerId),
      ),
    ).toBe('Önceki-Şifre-1');
  });

  it('renames the stored audit actions and entity type, which still read in words', async () => {
    const rows = await database.db
      .select({ action: activities.action, entityType: activities.entityType })
      .from(activities)
      .where(eq(activities.entityId, recordId));
    const ours = rows.filter((row) => row.entityType === 'sharedData');
    expect(ours.map((row) => row.action).sort()).toEqual([
      'sharedData.create',
      'sharedData.export',
      'sharedData.reveal',
    ]);
    expect(rows.filter((row) => row.entityType === 'customerDetail')).toEqual([]);
    for (const { action } of ours) {
      expect(activityActionLabel('en', action)).not.toBe(action);
      expect(activityActionLabel('tr', action)).not.toBe(action);
    }
    expect(activityTypeLabel('tr', 'sharedData')).toBe('Müşteri bilgileri');
  });

  it('leaves a new record its identity: the renamed sequence goes on from the old one', async () => {
    const sealed = keyring.seal('Yeni-1', sharedDataPasswordPurpose(ownerId));
    const [row] = await database.db
      .insert(sharedData)
      .values({
        ownerId,
        username: 'new-user',
        domain: 'new.example.com',
        passwordCiphertext: sealed.ciphertext,
        passwordKeyId: sealed.keyId,
      })
      .returning({ id: sharedData.id });
    expect(row!.id).toBeGreaterThan(recordId);
  });
});
