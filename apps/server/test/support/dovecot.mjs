import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

/*
 * Debian's Dovecot (`dovecot-imapd`) on 127.0.0.1 for the mailbox tests, like the throwaway
 * PostgreSQL: its own configuration, users and maildirs in a temporary directory, started in the
 * foreground so that a test can kill it and start it again on the same port. Everything runs as
 * the user the tests run as (root in CI), which the *_user options below allow.
 *
 * Plain JavaScript (its types in dovecot.d.mts) because the bench's "intake" target
 * (bench/intake.mjs, run by Node without a compiler) starts the same server.
 */

export const DOVECOT_BIN = '/usr/sbin/dovecot';

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/* A system user that exists, for the processes Dovecot will not run as root. */
function systemUser(...names) {
  const lines = fs.readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of [...names, 'nobody']) {
    const line = lines.find((entry) => entry.startsWith(`${name}:`));
    if (line) {
      const [, , uid, gid] = line.split(':');
      return { name, uid: Number(uid), gid: Number(gid) };
    }
  }
  throw new Error('no system user for Dovecot');
}

/** Who reads and writes the maildirs: the user running the tests, or Dovecot's own user when that is root (Dovecot refuses uid 0). */
function mailOwner() {
  const me = os.userInfo();
  return me.uid === 0 ? systemUser('dovecot') : { uid: me.uid, gid: me.gid };
}

function config(dir, port, options) {
  const me = os.userInfo();
  const isRoot = me.uid === 0;
  const lines = [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    'protocols = imap',
    'listen = 127.0.0.1',
    'ssl = no',
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    // A wrong password is answered at once (a test of it need not wait the default 2 s).
    'auth_failure_delay = 0',
    // As root (CI), the login and internal processes take the package's users (imap-login refuses
    // root) and the maildirs belong to Dovecot's user (mail as uid 0 is refused too).
    `default_internal_user = ${isRoot ? systemUser('dovecot').name : me.username}`,
    `default_login_user = ${isRoot ? systemUser('dovenull').name : me.username}`,
    'first_valid_uid = 0',
    'first_valid_gid = 0',
    `mail_location = maildir:${dir}/mail/%u`,
    'mail_fsync = never',
    'protocol imap {',
    '  mail_max_userip_connections = 50',
    '}',
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${dir}/users`,
    '}',
    'userdb {',
    '  driver = static',
    `  args = uid=${mailOwner().uid} gid=${mailOwner().gid} home=${dir}/home/%u`,
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
    // No growing delay for sign-ins from 127.0.0.1 after a refused one (a test of it comes before others).
    'service anvil {',
    '  unix_listener anvil-auth-penalty {',
    '    mode = 0',
    '  }',
    '}',
    'namespace inbox {',
    '  inbox = yes',
    '  separator = /',
    '}',
  ];
  if (options.withoutIdle) {
    lines.push(
      'imap_capability = IMAP4rev1 LITERAL+ SASL-IR LOGIN-REFERRALS ID ENABLE SORT THREAD=REFERENCES UIDPLUS MOVE',
    );
  }
  return `${lines.join('\n')}\n`;
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

/** Starts a Dovecot with one user (`support` / a password) and an empty INBOX. */
export async function startDovecot(options = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-dovecot-'));
  // The login processes (another user) reach their sockets under it.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const user = { user: 'support', password: 'mailbox-password-1' };
  for (const sub of ['run', 'state', 'mail', 'home']) fs.mkdirSync(path.join(dir, sub));
  const owner = mailOwner();
  for (const sub of ['mail', 'home']) fs.chownSync(path.join(dir, sub), owner.uid, owner.gid);
  fs.writeFileSync(path.join(dir, 'users'), `${user.user}:{PLAIN}${user.password}::::::\n`);
  fs.writeFileSync(path.join(dir, 'dovecot.conf'), config(dir, port, options));

  let child;
  const start = async () => {
    // A process group of its own: stopping it ends the login and mail processes too, as a crash would.
    const proc = spawn(DOVECOT_BIN, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore', detached: true });
    child = proc;
    let exited = false;
    proc.once('exit', () => {
      exited = true;
    });
    const end = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (exited || Date.now() > end) {
        const log = fs.existsSync(path.join(dir, 'dovecot.log'))
          ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8')
          : '';
        throw new Error(`dovecot did not start on ${port}:\n${log.slice(-2000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async (hard = false) => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    try {
      process.kill(-proc.pid, hard ? 'SIGKILL' : 'SIGTERM');
    } catch {
      proc.kill(hard ? 'SIGKILL' : 'SIGTERM');
    }
    await exited;
    // The login processes notice their master is gone; wait until the port is free.
    const end = Date.now() + 10_000;
    while ((await accepts(port)) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  const client = async () => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user: user.user, pass: user.password },
      logger: false,
    });
    await imap.connect();
    return imap;
  };

  const deliver = async (raw, folder = 'INBOX') => {
    const imap = await client();
    try {
      if (folder !== 'INBOX') await imap.mailboxCreate(folder).catch(() => undefined);
      const appended = await imap.append(folder, raw);
      if (!appended || !appended.uid) throw new Error('APPEND answered no UID');
      return appended.uid;
    } finally {
      await imap.logout();
    }
  };

  const createFolder = async (folder) => {
    const imap = await client();
    try {
      await imap.mailboxCreate(folder).catch(() => undefined);
    } finally {
      await imap.logout();
    }
  };

  const messages = async (folder) => {
    const imap = await client();
    try {
      await imap.mailboxOpen(folder, { readOnly: true });
      const found = [];
      if ((imap.mailbox && imap.mailbox.exists) || 0) {
        for await (const message of imap.fetch('1:*', { uid: true, flags: true })) {
          found.push({ uid: message.uid, flags: [...(message.flags ?? [])] });
        }
      }
      return found;
    } finally {
      await imap.logout();
    }
  };

  await start();
  return {
    createFolder,
    messages,
    host: '127.0.0.1',
    port,
    user,
    deliver,
    client,
    stop,
    start,
    close: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A plain-text message with a fresh Message-ID, as a customer's mail client writes one. */
export function plainMessage(options) {
  const messageId = options.messageId ?? `<${Date.now()}.${Math.random().toString(36).slice(2)}@customer.example>`;
  return [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${options.subject}`,
    `Message-ID: ${messageId}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    ...(options.extraHeaders ?? []),
    '',
    options.text,
    '',
  ].join('\r\n');
}
