/*
 * The "intake" target of bench/run.mjs: how fast mail waiting in a support mailbox becomes
 * tickets, and what that costs the web meanwhile.
 *
 * Debian's Dovecot (`/usr/sbin/dovecot`, package dovecot-imapd) is started on 127.0.0.1 with a
 * configuration of its own in a temporary directory (as the server's tests start it,
 * apps/server/test/support/dovecot.ts), and N mails (`BENCH_INTAKE_COUNT`, 1,000), each from a
 * sender of its own with a Message-ID of its own, are appended to its INBOX over IMAP. Then the
 * built server starts on a fresh embedded database with `IMAP_URL` naming that mailbox, and its
 * reader imports them. Meanwhile the task list is measured as the "tasks" target measures it (as
 * the manager). The mailbox's state (`GET /api/mailboxes`, imported count) is read every 100 ms.
 *
 * The rate is (N - 1) / (the time from the first import seen to the last). Targets: 20 a second or
 * more, and the task list's p99 under 100 ms while the import runs. The mailbox must count N
 * imported and none kept aside.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

const round = (value, digits = 1) => Number(value.toFixed(digits));
const DOVECOT = '/usr/sbin/dovecot';

function passwdEntry(name) {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { name, uid: Number(uid), gid: Number(gid) };
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString().startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** Dovecot on `port` with one user; see apps/server/test/support/dovecot.ts for each setting's reason. */
async function startDovecot(port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-bench-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const me = os.userInfo();
  const isRoot = me.uid === 0;
  const owner = isRoot
    ? (passwdEntry('dovecot') ?? passwdEntry('nobody'))
    : { name: me.username, uid: me.uid, gid: me.gid };
  const login = isRoot ? (passwdEntry('dovenull') ?? passwdEntry('nobody')) : { name: me.username };
  for (const sub of ['run', 'state', 'mail', 'home']) fs.mkdirSync(path.join(dir, sub));
  for (const sub of ['mail', 'home']) fs.chownSync(path.join(dir, sub), owner.uid, owner.gid);
  const user = { user: 'support', password: 'bench-mailbox-password' };
  fs.writeFileSync(path.join(dir, 'users'), `${user.user}:{PLAIN}${user.password}::::::\n`);
  fs.writeFileSync(
    path.join(dir, 'dovecot.conf'),
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      `default_internal_user = ${owner.name}`,
      `default_login_user = ${login.name}`,
      'first_valid_uid = 0',
      'first_valid_gid = 0',
      `mail_location = maildir:${dir}/mail/%u`,
      'mail_fsync = never',
      'passdb {',
      '  driver = passwd-file',
      `  args = scheme=PLAIN username_format=%u ${dir}/users`,
      '}',
      'userdb {',
      '  driver = static',
      `  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/home/%u`,
      '}',
      'service imap-login {',
      '  inet_listener imap {',
      '    address = 127.0.0.1',
      `    port = ${port}`,
      '  }',
      '  inet_listener imaps {',
      '    port = 0',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(DOVECOT, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore', detached: true });
  const end = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`dovecot did not start (see ${dir}/dovecot.log)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    user,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A customer's plain mail: a sender and a Message-ID of its own. */
function mail(index, stamp) {
  return [
    `From: Customer ${index} <customer.${index}@bench-intake.example.com>`,
    'To: support@bench.example.com',
    `Subject: Bench intake ${stamp} #${index}: the printer does not print`,
    `Message-ID: <intake.${stamp}.${index}@bench-intake.example.com>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Hello, the printer on floor ${index % 7} does not print since this morning. Ayşe`,
    '',
  ].join('\r\n');
}

export async function measureIntake({
  count = 1000,
  timeoutMs = 300_000,
  serverMain,
  env,
  helpers: { startNode, stopChild, freePort, signIn, measure, managerLogin },
}) {
  const target = `${count} waiting mails to tickets (embedded PGlite)`;
  const problems = [];
  if (!fs.existsSync(DOVECOT)) {
    console.log(`  ${target}: skipped (no ${DOVECOT}; apt-get install dovecot-imapd)`);
    return null;
  }
  const imapPort = await freePort();
  const dovecot = await startDovecot(imapPort);
  let child;
  try {
    const stamp = Date.now().toString(36);
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: imapPort,
      secure: false,
      auth: { user: dovecot.user.user, pass: dovecot.user.password },
      logger: false,
    });
    await client.connect();
    for (let index = 0; index < count; index++) await client.append('INBOX', mail(index, stamp));
    await client.logout();

    const port = await freePort();
    const imapUrl = `imap://${dovecot.user.user}:${dovecot.user.password}@127.0.0.1:${imapPort}/INBOX?address=support@bench.example.com`;
    child = await startNode(
      `server (intake)`,
      [serverMain],
      { ...env, PORT: String(port), IMAP_URL: imapUrl },
      { ready: /Workspace is running at/, timeoutMs: 120_000 },
    );
    const readyAt = performance.now();
    const base = `http://127.0.0.1:${port}`;
    const master = await signIn(base);
    const manager = await signIn(base, managerLogin);
    const seen = [];
    let imported = 0;
    let keptAside = 0;
    let polling = true;
    const poll = (async () => {
      const end = Date.now() + timeoutMs;
      while (polling && imported < count && Date.now() < end) {
        const answer = await fetch(`${base}/api/mailboxes`, { headers: { authorization: `Bearer ${master.token}` } });
        if (answer.ok) {
          const box = (await answer.json()).mailboxes.find((entry) => entry.fromEnvironment);
          if (box && box.importedCount !== imported) seen.push({ at: performance.now(), imported: box.importedCount });
          imported = box?.importedCount ?? 0;
          keptAside = box?.keptAsideCount ?? 0;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // The task list while the mailbox is read (no warm-up of its own would still see the import).
    const tasks = await measure('GET /api/tasks during the intake', `${base}/api/tasks?page=1&pageSize=25`, {
      authorization: `Bearer ${manager.token}`,
    });
    const importingDuringTasks = seen.length > 0 && seen.at(-1).imported < count ? true : imported < count;
    await poll;
    polling = false;
    if (imported < count) problems.push(`${imported} of ${count} mails imported within ${timeoutMs / 1000} s`);
    if (keptAside > 0) problems.push(`${keptAside} kept aside`);
    const first = seen[0];
    const last = seen.at(-1);
    const seconds = first && last && last.at > first.at ? (last.at - first.at) / 1000 : null;
    const perSecond = seconds ? (last.imported - first.imported) / seconds : null;
    const p99 = tasks.latencyMs.p99;
    if (!importingDuringTasks)
      problems.push('the import ended before the task list was measured: the p99 is not under load');
    const entry = {
      target,
      mails: count,
      imported,
      keptAside,
      perSecond: perSecond === null ? null : round(perSecond),
      importSeconds: seconds === null ? null : round(seconds, 2),
      fromReadyToLastSeconds: last ? round((last.at - readyAt) / 1000, 2) : null,
      taskListP99Ms: p99,
      perSecondTarget: 20,
      p99TargetMs: 100,
      meetsTarget: perSecond !== null && perSecond >= 20 && p99 < 100 && problems.length === 0,
      problems,
    };
    console.log(
      `  ${target}: ${imported} imported at ${entry.perSecond} a second (first to last ${entry.importSeconds} s), ` +
        `task list p99 ${p99} ms meanwhile; ${entry.meetsTarget ? 'met' : 'MISSED'} (20 a second, p99 under 100 ms)`,
    );
    for (const problem of problems) console.log(`    ! ${problem}`);
    return entry;
  } finally {
    await stopChild(child);
    await dovecot.close();
  }
}
