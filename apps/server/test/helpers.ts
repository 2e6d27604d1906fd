import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/seed';

export const XSRF = 'test-xsrf-token-0123456789abcdefghijklmnop';
export { DEMO_PASSWORD };

export const EMAILS = {
  master: 'master@example.com',
  manager: 'manager@example.com',
  employee: 'employee@example.com',
  user: 'user@example.com',
} as const;
export type Role = keyof typeof EMAILS;

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(target.snapshotPath)]) });
    // Attachment files beside the database, as the server keeps them (docs/decisions/007).
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-files-'));
    return {
      database: { ...database, filesDir },
      drop: async () => fs.rmSync(filesDir, { recursive: true, force: true }),
    };
  }
  const name = `workspace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  // DROP ... WITH (FORCE) ends backends that may still be closing; that is expected here.
  database.pool!.on('error', () => undefined);
  admin.on('error', () => undefined);
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The sealing key of every test app (a test of rotation brings its own). */
export const TEST_APP_KEY = 'test-app-key-0123456789abcdef-0123456789abcdef';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
  /** Injects a request with the anti-forgery cookie and header, and the bearer token if given. */
  call: (options: InjectOptions & { token?: string; language?: string }) => Promise<LightMyRequestResponse>;
  login: (role: Role | string, password?: string) => Promise<string>;
};

/** A fresh app on its own copy of the seeded test database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_KEY: TEST_APP_KEY, ...env });
  const app = await buildApp({ database, config, logger: false, checkResponses: true });
  await app.ready();

  const call: TestApp['call'] = ({ token, language, headers, cookies, ...options }) =>
    app.inject({
      ...options,
      headers: {
        'x-xsrf-token': XSRF,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
        ...headers,
      },
      cookies: { 'XSRF-TOKEN': XSRF, ...cookies },
    });

  const login: TestApp['login'] = async (who, password = DEMO_PASSWORD) => {
    const email = who in EMAILS ? EMAILS[who as Role] : who;
    const response = await call({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  };

  return {
    app,
    database,
    call,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The test app's database served by a second app that keeps every log line at `level`, so a test
 * can search what the server wrote (for values that must never be logged).
 */
export async function appWithLogs(
  t: TestApp,
  level: 'info' | 'debug' = 'debug',
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; logs: () => string }> {
  let logged = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  const app = await buildApp({
    database: t.database,
    config: loadConfig({ LOG_LEVEL: level, APP_KEY: TEST_APP_KEY, ...env }),
    logStream,
  });
  await app.ready();
  return { app, logs: () => logged };
}
