/*
 * The "intake" target of bench/run.mjs: how fast mail waiting in a support mailbox becomes
 * tickets, and what that costs the web meanwhile.
 *
 * Debian's Dovecot (`/usr/sbin/dovecot`, package dovecot-imapd) is started on 127.0.0.1 with a
 * configuration of its own in a temporary directory, by the server's tests' own harness
 * (apps/server/test/support/dovecot.mjs), and N mails (`BENCH_INTAKE_COUNT`, 1,000), each from a
 * sender of its own with a Message-ID of its own, are appended to its INBOX over IMAP. Then the
 * built server starts on a fresh embedded database with `IMAP_URL` naming that mailbox, and its
 * reader imports them. Meanwhile the task list is measured as the "tasks" target measures it (as
 * the manager). The mailbox's state (`GET /api/mailboxes`, imported count) is read every 100 ms.
 *
 * The rate is (N - 1) / (the time from the first import seen to the last). Targets: 20 a second or
 * more, and the task list's p99 under 100 ms while the import runs. The mailbox must count N
 * imported and none kept aside.
 */
import fs from 'node:fs';
import { DOVECOT_BIN, startDovecot } from '../apps/server/test/support/dovecot.mjs';

const round = (value, digits = 1) => Number(value.toFixed(digits));

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
  if (!fs.existsSync(DOVECOT_BIN)) {
    console.log(`  ${target}: skipped (no ${DOVECOT_BIN}; apt-get install dovecot-imapd)`);
    return null;
  }
  const dovecot = await startDovecot();
  const imapPort = dovecot.port;
  let child;
  try {
    const stamp = Date.now().toString(36);
    const client = await dovecot.client();
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
