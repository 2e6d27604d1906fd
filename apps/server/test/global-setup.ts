import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; snapshotPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/*
 * One template per run, so two runs on one PostgreSQL server (two worktrees, a helper beside the
 * engineer) never drop each other's; the run drops its own at the end.
 */
const TEMPLATE = `workspace_test_template_${process.pid}`;

/*
 * Migrates and seeds once; every test file then starts from a copy: a PGlite data-dir snapshot
 * (creating and migrating PGlite per file would cost seconds each), or, with DATABASE_URL, a
 * PostgreSQL database cloned from a template.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE}`;
    const database = openPostgres(templateUrl.toString(), 2);
    await runMigrations(database);
    await seedDemo(database.db, 12);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url, template: TEMPLATE });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await runMigrations(database);
  await seedDemo(database.db, 12);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-test-'));
  const snapshotPath = path.join(dir, 'snapshot.tar');
  fs.writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshotPath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
