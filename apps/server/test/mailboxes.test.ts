import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailboxes } from '../src/db/schema/mailboxes';
import { syncEnvironmentMailbox } from '../src/modules/mail-intake/mailboxes.service';
import { appWithLogs, createTestApp, XSRF, type TestApp } from './helpers';
import { freePort } from './processes';
import { startDovecot, type Dovecot } from './support/dovecot.mjs';

/*
 * The master's support mailboxes over the API: the password sealed and never answered, the
 * IMAP_URL mailbox read-only, and "Test connection" naming each failure in plain words against a
 * real IMAP server (Dovecot) and a closed port.
 */

let t: TestApp;
let dovecot: Dovecot;
let master: string;

beforeAll(async () => {
  [t, dovecot] = await Promise.all([createTestApp(), startDovecot()]);
  master = await t.login('master');
});
afterAll(async () => {
  await Promise.all([t?.close(), dovecot?.close()]);
});

const settings = () => ({
  name: 'Support',
  host: '127.0.0.1',
  port: dovecot.port,
  tls: false,
  username: dovecot.user.user,
  password: dovecot.user.password,
  folder: 'INBOX',
  afterImport: 'flag',
  moveTo: null,
  address: 'support@workspace.example',
  department: 'support',
  categoryId: null,
  allowUnknownSenders: true,
  enabled: false,
});

const test = (payload: Record<string, unknown>, language = 'en') =>
  t.call({ method: 'POST', url: '/api/mailboxes/test', token: master, payload, language });

const connection = (overrides: Record<string, unknown> = {}) => {
  const { host, port, tls, username, password, folder } = settings();
  return { host, port, tls, username, password, folder, ...overrides };
};

describe('support mailboxes', () => {
  it('keeps the password sealed and answers only that one is set', async () => {
    const created = await t.call({ method: 'POST', url: '/api/mailboxes', token: master, payload: settings() });
    expect(created.statusCode).toBe(201);
    const mailbox = created.json().mailbox;
    expect(mailbox).toMatchObject({ name: 'Support', passwordSet: true, importedCount: 0, lastError: null });
    expect(created.body).not.toContain(dovecot.user.password);
    const [row] = await t.database.db.select().from(mailboxes).where(eq(mailboxes.id, mailbox.id));
    expect(row!.passwordCiphertext).not.toContain(dovecot.user.password);

    // Edited without a password: the stored one stays and still signs in.
    const edited = await t.call({
      method: 'PUT',
      url: `/api/mailboxes/${mailbox.id}`,
      token: master,
      payload: { ...settings(), name: 'Destek', password: '' },
    });
    expect(edited.statusCode).toBe(200);
    const stored = await test({ ...connection({ password: '' }), mailboxId: mailbox.id });
    expect(stored.json()).toEqual({ ok: true, failure: null, detail: null });

    const list = await t.call({ method: 'GET', url: '/api/mailboxes', token: master });
    expect(list.json().mailboxes.map((m: { name: string }) => m.name)).toContain('Destek');
    expect(list.body).not.toContain(dovecot.user.password);

    expect((await t.call({ method: 'DELETE', url: `/api/mailboxes/${mailbox.id}`, token: master })).statusCode).toBe(
      204,
    );
  });

  it('refuses bad settings with translated messages and changes nothing', async () => {
    const before = await t.database.db.select().from(mailboxes);
    const response = await t.call({
      method: 'POST',
      url: '/api/mailboxes',
      token: master,
      language: 'tr',
      payload: { ...settings(), port: 70000, afterImport: 'move', moveTo: null, categoryId: 999999 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      port: '1 ile 65535 arasında bir port girin',
      moveTo: expect.any(String),
    });
    const category = await t.call({
      method: 'POST',
      url: '/api/mailboxes',
      token: master,
      payload: { ...settings(), categoryId: 999999 },
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().error.fields).toEqual({ categoryId: 'Choose an existing category' });
    expect(await t.database.db.select().from(mailboxes)).toEqual(before);
  });

  it('shows the IMAP_URL mailbox without letting it be changed here', async () => {
    const url = `imap://${dovecot.user.user}:${dovecot.user.password}@127.0.0.1:${dovecot.port}/INBOX?address=help@workspace.example&department=technical`;
    const row = (await syncEnvironmentMailbox(t.database.db, { IMAP_URL: url }))!;
    // The server started with the variable: it keeps the password.
    const withUrl = await appWithLogs(t, 'info', { IMAP_URL: url });
    const testWithUrl = (payload: Record<string, unknown>) =>
      withUrl.app.inject({
        method: 'POST',
        url: '/api/mailboxes/test',
        payload,
        headers: { 'x-xsrf-token': XSRF, authorization: `Bearer ${master}` },
        cookies: { 'XSRF-TOKEN': XSRF },
      });
    expect(row).toMatchObject({ fromEnvironment: true, department: 'technical', passwordCiphertext: null });
    // Started again with the same variable: the same row, its state kept.
    expect((await syncEnvironmentMailbox(t.database.db, { IMAP_URL: url }))!.id).toBe(row.id);
    const listed = (await t.call({ method: 'GET', url: '/api/mailboxes', token: master })).json().mailboxes;
    expect(listed.find((m: { id: number }) => m.id === row.id)).toMatchObject({
      fromEnvironment: true,
      passwordSet: true,
    });
    const edit = await t.call({
      method: 'PUT',
      url: `/api/mailboxes/${row.id}`,
      token: master,
      payload: settings(),
      language: 'tr',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('Bu posta kutusu sunucuda IMAP_URL ile tanımlı; burada değiştirilemez');
    expect((await t.call({ method: 'DELETE', url: `/api/mailboxes/${row.id}`, token: master })).statusCode).toBe(409);
    // The password comes from the variable.
    expect((await testWithUrl({ ...connection({ password: '' }), mailboxId: row.id })).json().ok).toBe(true);
    // Without the variable, there is no password to try.
    expect((await test({ ...connection({ password: '' }), mailboxId: row.id })).json()).toMatchObject({
      ok: false,
      failure: 'signInRefused',
    });
    await withUrl.app.close();
    // Started without the variable: the row goes.
    await syncEnvironmentMailbox(t.database.db, { IMAP_URL: undefined });
    expect(await t.database.db.select().from(mailboxes).where(eq(mailboxes.id, row.id))).toEqual([]);
  });

  describe('"Test connection" says what failed', () => {
    it('works with the right settings', async () => {
      expect((await test(connection())).json()).toEqual({ ok: true, failure: null, detail: null });
    });

    it('a name that is not found', async () => {
      expect((await test(connection({ host: 'imap.invalid' }))).json()).toMatchObject({
        ok: false,
        failure: 'hostNotFound',
      });
    });

    it('a refused connection (a closed port)', async () => {
      const closed = await freePort();
      expect((await test(connection({ port: closed }))).json()).toMatchObject({
        ok: false,
        failure: 'connectionRefused',
      });
    });

    it('a TLS failure (TLS asked of a server that speaks plain IMAP)', async () => {
      expect((await test(connection({ tls: true }))).json()).toMatchObject({ ok: false, failure: 'tlsFailed' });
    });

    it('a refused sign-in', async () => {
      expect((await test(connection({ password: 'wrong-password' }))).json()).toMatchObject({
        ok: false,
        failure: 'signInRefused',
      });
    });

    it('a missing folder', async () => {
      expect((await test(connection({ folder: 'NoSuchFolder' }))).json()).toMatchObject({
        ok: false,
        failure: 'folderMissing',
      });
    });

    it('a timeout (a server that accepts and never greets)', async () => {
      const net = await import('node:net');
      const silent = net.createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
      const port = (silent.address() as { port: number }).port;
      try {
        const { testImapConnection } = await import('../src/modules/mail-intake/imap-connection');
        expect(await testImapConnection({ ...connection({ port }) }, { timeoutMs: 300 })).toMatchObject({
          failure: 'timeout',
        });
      } finally {
        silent.close();
      }
    });
  });
});
