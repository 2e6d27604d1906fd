/*
 * The "mail" target of bench/run.mjs: how fast queued mail drains to an SMTP server.
 *
 * `cli.js mail-test <address> --count N` queues N mails in the delivery log and the job queue (one
 * transaction, as every producer queues them), with the server stopped. Then an SMTP server of this
 * process (the `smtp-server` package, on 127.0.0.1, accepting without parsing) listens, and the
 * built server starts with `SMTP_URL` pointing at it: its mail worker sends what was queued. Timed
 * per message at the end of its DATA (when the sink accepts it); counted are only the messages to
 * the bench's address (a demo seeded at the server's first start may queue mails of its own).
 *
 * The rate is the drain's: (N - 1) / (last accepted - first accepted). Also reported: from the
 * server's "running" line to the last one, and the delivery log's count of sent mails for the
 * address afterwards, which must be N. Target: 50 or more a second.
 */
import { SMTPServer } from 'smtp-server';

const round = (value, digits = 1) => Number(value.toFixed(digits));

/** An SMTP server that accepts everything and notes when each message to `address` ended. */
async function startSink(port, address) {
  const arrivals = [];
  let others = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        if (session.envelope.rcptTo.some((rcpt) => rcpt.address === address)) arrivals.push(performance.now());
        else others += 1;
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { arrivals, others: () => others, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Queues `count` mails on the database `env` names, starts the server against a sink and waits
 * until the sink has them all (or `timeoutMs`). `helpers`: run.mjs's process helpers.
 */
export async function measureMailDrain({
  label,
  env,
  cli,
  serverMain,
  count = 1000,
  timeoutMs = 120_000,
  helpers: { startNode, stopChild, freePort, signIn },
}) {
  const target = `${count} queued mails to an SMTP server (${label})`;
  const address = `drain.${Date.now().toString(36)}@bench.example.com`;
  const problems = [];
  await startNode('mail-test', [cli, 'mail-test', address, '--count', String(count)], env, { timeoutMs: 120_000 });
  const smtpPort = await freePort();
  const sink = await startSink(smtpPort, address);
  const port = await freePort();
  let child;
  try {
    const spawnedAt = performance.now();
    child = await startNode(
      `server (${label}, mail)`,
      [serverMain],
      { ...env, PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      { ready: /Workspace is running at/, timeoutMs: 120_000 },
    );
    const readyAt = performance.now();
    const end = Date.now() + timeoutMs;
    while (sink.arrivals.length < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
    const { arrivals } = sink;
    if (arrivals.length < count)
      problems.push(`${arrivals.length} of ${count} mails arrived within ${timeoutMs / 1000} s`);
    const first = arrivals[0];
    const last = arrivals.at(-1);
    // What the delivery log says: every one sent, none twice.
    const base = `http://127.0.0.1:${port}`;
    const master = await signIn(base);
    const log = await fetch(`${base}/api/outgoing-mail?status=sent&q=${encodeURIComponent(address)}&pageSize=1`, {
      headers: { authorization: `Bearer ${master.token}` },
    });
    const sent = log.ok ? (await log.json()).meta.total : null;
    if (sent !== count) problems.push(`the delivery log shows ${sent} sent to ${address}, not ${count}`);
    if (arrivals.length > count) problems.push(`${arrivals.length} mails arrived for ${count} queued`);
    const drainSeconds = first !== undefined && last !== undefined && last > first ? (last - first) / 1000 : null;
    const perSecond = drainSeconds ? (arrivals.length - 1) / drainSeconds : null;
    const entry = {
      target,
      mails: count,
      arrived: arrivals.length,
      otherMails: sink.others(),
      perSecond: perSecond === null ? null : round(perSecond),
      drainSeconds: drainSeconds === null ? null : round(drainSeconds, 2),
      startSeconds: round((readyAt - spawnedAt) / 1000, 2),
      fromReadyToLastSeconds: last === undefined ? null : round((last - readyAt) / 1000, 2),
      loggedSent: sent,
      perSecondTarget: 50,
      meetsTarget: perSecond !== null && perSecond >= 50 && problems.length === 0,
      problems,
    };
    console.log(
      `  ${target}: ${entry.arrived} arrived; drained at ${entry.perSecond} a second ` +
        `(first to last ${entry.drainSeconds} s; from the server's start line to the last ${entry.fromReadyToLastSeconds} s); ` +
        `logged sent ${sent}; ${entry.meetsTarget ? 'met' : 'MISSED'} (50 a second)`,
    );
    for (const problem of problems) console.log(`    ! ${problem}`);
    return entry;
  } finally {
    await stopChild(child);
    await sink.close();
  }
}
