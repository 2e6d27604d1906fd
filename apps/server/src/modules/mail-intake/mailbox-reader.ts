import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { MAILBOX_IMPORTED_FLAG } from '@workspace/shared/mailboxes/mailboxes.constants';
import type { Config } from '../../config';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import type { MailboxRow } from '../../db/schema/mailboxes';
import type { Keyring } from '../../lib/secret-box';
import { mailboxPasswordPurpose } from '../../lib/sealed-values';
import { classifyImapError, imapClient, type ImapSettings } from './imap-connection';
import { importMessage, keepAside, type IntakeMailbox } from './intake.service';
import { listMailboxRows, recordMailboxCheck, recordMailboxError } from './mailboxes.repository';
import { parseImapUrl } from '../../lib/mail/imap-url';

/*
 * The support mailboxes' reader (docs/decisions/039): one IMAP connection per enabled mailbox, kept
 * by the one instance that holds the mailbox's advisory lock. New mail is found with IDLE where the
 * server offers it (and looked for every `pollMs` all the same), by polling where not. Each message
 * is imported (`importMessage`, one transaction, idempotent by Message-ID) and only then flagged or
 * moved on the server: a crash in between imports it again as a duplicate, which is then flagged.
 */

/** The keyword on a message kept aside (too large, unreadable): left where it is for a person to look at, never tried again. */
export const MAILBOX_KEPT_ASIDE_FLAG = '$WorkspaceKeptAside';

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type ReaderOptions = {
  database: Database;
  keyring: Keyring;
  config: Pick<Config, 'IMAP_URL' | 'IMAP_POLL_SECONDS'>;
  log: Log;
  /** How often to look for new mail without IDLE, and at most between two looks with it; IMAP_POLL_SECONDS by default. */
  pollMs?: number;
  /** A message larger than this is kept aside without being downloaded (25 MB). */
  maxMessageBytes?: number;
  /** The first wait after a failure; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the mailbox list is read again for added, changed or removed mailboxes (and a held lock looked for). */
  refreshMs?: number;
  /** Leaves IDLE unused even where the server offers it (a server whose IDLE misbehaves). */
  noIdle?: boolean;
};

export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
/** Messages asked about in one FETCH; each is downloaded and imported on its own. */
const BATCH_SIZE = 50;

export type MailboxReaders = {
  /** Reads the mailbox list again now (after the screen changed it). */
  refresh: () => Promise<void>;
  /** Closes every connection and lock; waits for the message being imported, if any. */
  stop: () => Promise<void>;
  /** The ids of the mailboxes this instance reads right now (holding their lock, connected or retrying). */
  active: () => number[];
};

/** The connection settings of a mailbox row: the password is the sealed one, or IMAP_URL's. */
export function mailboxSettings(row: MailboxRow, keyring: Keyring, imapUrl: string | undefined): ImapSettings {
  let password = '';
  if (row.fromEnvironment) {
    const parsed = imapUrl ? parseImapUrl(imapUrl) : undefined;
    password = parsed?.ok ? parsed.mailbox.password : '';
  } else if (row.passwordCiphertext && row.passwordKeyId) {
    password = keyring.open({ ciphertext: row.passwordCiphertext, keyId: row.passwordKeyId }, mailboxPasswordPurpose);
  }
  return { host: row.host, port: row.port, tls: row.tls, username: row.username, password, folder: row.folder };
}

const intakeMailbox = (row: MailboxRow): IntakeMailbox => ({
  id: row.id,
  address: row.address,
  department: row.department,
  categoryId: row.categoryId,
  allowUnknownSenders: row.allowUnknownSenders,
});

/* The readers of this process, told when the master changed a mailbox (after the commit). */
const listeners = new Set<() => void>();
export function mailboxesChanged(): void {
  for (const listener of listeners) listener();
}

/** A mailbox's version: a reader started on other settings is restarted. */
const versionOf = (row: MailboxRow) => `${row.updatedAt.getTime()}`;

/**
 * The advisory lock that lets one instance read a mailbox. On PostgreSQL a session lock on a
 * connection of its own (a pooled one would carry the lock back to the pool); the embedded database
 * is one process's alone, so there is nothing to share.
 */
type ReaderLock = { lost: Promise<void>; release: () => Promise<void> };

async function tryLock(database: Database, mailboxId: number): Promise<ReaderLock | undefined> {
  if (!database.pool) {
    return { lost: new Promise<void>(() => undefined), release: async () => undefined };
  }
  const client = new pg.Client(database.pool.options);
  let lostResolve: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => (lostResolve = resolve));
  client.on('error', () => lostResolve());
  client.on('end', () => lostResolve());
  try {
    await client.connect();
    const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::int, $2::int) AS locked', [
      ADVISORY_LOCKS.mailboxReader,
      mailboxId,
    ]);
    if (result.rows[0]?.locked) {
      // Unlocked before the connection ends: its end reaches the server a moment after end() returns.
      const release = async () => {
        await client
          .query('SELECT pg_advisory_unlock($1::int, $2::int)', [ADVISORY_LOCKS.mailboxReader, mailboxId])
          .catch(() => undefined);
        await client.end().catch(() => undefined);
      };
      return { lost, release };
    }
  } catch {
    // PostgreSQL cannot be reached: no lock, tried again at the next refresh.
  }
  await client.end().catch(() => undefined);
  return undefined;
}

/** Reads one mailbox until stopped. */
class MailboxReader {
  private stopped = false;
  private wake: (() => void) | undefined;
  private client: ImapFlow | undefined;
  readonly done: Promise<void>;

  constructor(
    private row: MailboxRow,
    private readonly lock: ReaderLock,
    private readonly options: Required<
      Pick<ReaderOptions, 'pollMs' | 'maxMessageBytes' | 'retryMs' | 'maxRetryMs' | 'noIdle'>
    > &
      ReaderOptions,
  ) {
    this.done = this.run();
  }

  get version() {
    return versionOf(this.row);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    this.client?.close();
    await this.done;
    await this.lock.release();
  }

  private get db() {
    return this.options.database.db;
  }

  private async run(): Promise<void> {
    let retry = this.options.retryMs;
    void this.lock.lost.then(() => {
      if (!this.stopped) {
        this.options.log.warn({ mailboxId: this.row.id }, 'mailbox reader lost its lock; it stops here');
        this.stopped = true;
        this.wake?.();
        this.client?.close();
      }
    });
    while (!this.stopped) {
      try {
        await this.session();
        retry = this.options.retryMs;
      } catch (error) {
        if (this.stopped) break;
        const failure = classifyImapError(error);
        this.options.log.warn(
          { mailboxId: this.row.id, failure: failure.failure },
          'mailbox reader failed; it tries again',
        );
        await recordMailboxError(this.db, this.row.id, failure).catch(() => undefined);
        await this.sleep(retry);
        retry = Math.min(retry * 2, this.options.maxRetryMs);
      }
    }
  }

  /** Waits `ms`, or less when stopped or woken (new mail). */
  private async sleep(ms: number, onWait?: () => void): Promise<void> {
    if (this.stopped) return;
    const controller = new AbortController();
    const woken = new Promise<void>((resolve) => {
      this.wake = () => {
        controller.abort();
        resolve();
      };
    });
    onWait?.();
    await Promise.race([delay(ms, undefined, { signal: controller.signal }).catch(() => undefined), woken]);
    controller.abort();
    this.wake = undefined;
  }

  /** One connection: handle what is waiting, then wait for more, until the connection or the reader ends. */
  private async session(): Promise<void> {
    const settings = mailboxSettings(this.row, this.options.keyring, this.options.config.IMAP_URL);
    const client = imapClient(settings);
    this.client = client;
    let closed = false;
    client.on('error', () => undefined);
    client.on('close', () => {
      closed = true;
      this.wake?.();
    });
    client.on('exists', () => this.wake?.());
    try {
      await client.connect();
      if (this.row.afterImport === 'move' && this.row.moveTo) {
        await client.mailboxCreate(this.row.moveTo).catch(() => undefined);
      }
      try {
        await client.mailboxOpen(settings.folder);
      } catch (error) {
        throw Object.assign(error as object, { mailboxMissing: true });
      }
      const useIdle = !this.options.noIdle && client.capabilities.has('IDLE');
      while (!this.stopped && !closed) {
        await this.drain(client);
        if (this.stopped || closed) break;
        await this.sleep(this.options.pollMs, useIdle ? () => void client.idle().catch(() => undefined) : undefined);
      }
      if (closed && !this.stopped)
        throw Object.assign(new Error('the IMAP server closed the connection'), { code: 'EConnectionClosed' });
    } finally {
      this.client = undefined;
      if (!closed) await client.logout().catch(() => client.close());
    }
  }

  /** Imports every message not yet handled, in batches; records the check on the mailbox. */
  private async drain(client: ImapFlow): Promise<void> {
    const uidValidity = client.mailbox ? Number(client.mailbox.uidValidity) : undefined;
    const found = await client.search(
      { unKeyword: MAILBOX_IMPORTED_FLAG, not: { keyword: MAILBOX_KEPT_ASIDE_FLAG } },
      { uid: true },
    );
    const uids = (found || []).sort((a, b) => a - b);
    let imported = 0;
    let keptAside = 0;
    let lastUid: number | undefined;
    const mailbox = intakeMailbox(this.row);
    try {
      for (let start = 0; start < uids.length && !this.stopped; start += BATCH_SIZE) {
        const batch = uids.slice(start, start + BATCH_SIZE);
        const sizes = new Map<number, { size: number; messageId?: string; from?: string; subject?: string }>();
        for await (const message of client.fetch(batch, { uid: true, size: true, envelope: true }, { uid: true })) {
          sizes.set(message.uid, {
            size: message.size ?? 0,
            messageId: message.envelope?.messageId,
            from: message.envelope?.from?.[0]?.address,
            subject: message.envelope?.subject,
          });
        }
        for (const uid of batch) {
          if (this.stopped) break;
          const info = sizes.get(uid);
          if (!info) continue; // expunged meanwhile
          if (info.size > this.options.maxMessageBytes) {
            await keepAside(this.options.database, mailbox, { reason: 'tooLarge', uid, ...info });
            await client.messageFlagsAdd(String(uid), [MAILBOX_KEPT_ASIDE_FLAG], { uid: true });
            keptAside += 1;
          } else {
            const outcome = await this.importOne(client, mailbox, uid, info);
            if (outcome === 'aside') keptAside += 1;
            else if (outcome === 'imported') imported += 1;
          }
          lastUid = uid;
          // The web's requests go first: the next message waits for the queue of the event loop.
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (imported + keptAside > 0) {
          await recordMailboxCheck(this.db, this.row.id, { imported, keptAside, lastUid, uidValidity });
          imported = 0;
          keptAside = 0;
        }
      }
    } finally {
      if (imported + keptAside > 0) {
        await recordMailboxCheck(this.db, this.row.id, { imported, keptAside, lastUid, uidValidity }).catch(
          () => undefined,
        );
      }
    }
    await recordMailboxCheck(this.db, this.row.id, { imported: 0, keptAside: 0, uidValidity });
  }

  /** Downloads, imports (committed), then flags or moves one message. */
  private async importOne(
    client: ImapFlow,
    mailbox: IntakeMailbox,
    uid: number,
    info: { size: number; messageId?: string; from?: string; subject?: string },
  ): Promise<'imported' | 'duplicate' | 'aside'> {
    const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
    if (!message || !message.source) {
      await keepAside(this.options.database, mailbox, { reason: 'fetchFailed', uid, ...info });
      await client.messageFlagsAdd(String(uid), [MAILBOX_KEPT_ASIDE_FLAG], { uid: true });
      return 'aside';
    }
    let outcome;
    try {
      outcome = await importMessage(this.options.database, mailbox, message.source);
    } catch (error) {
      // The database down: the message stays as it is and is tried again. Anything else is this
      // message's own fault: kept aside, so that one bad mail does not stop the mailbox.
      if (!(await this.databaseAnswers())) throw error;
      this.options.log.warn({ mailboxId: mailbox.id, uid }, 'a message could not be imported; kept aside');
      await keepAside(this.options.database, mailbox, { reason: 'malformed', uid, ...info });
      await client.messageFlagsAdd(String(uid), [MAILBOX_KEPT_ASIDE_FLAG], { uid: true });
      return 'aside';
    }
    await this.markDone(client, uid);
    if (outcome.kind === 'duplicate') return 'duplicate';
    return outcome.kind === 'aside' ? 'aside' : 'imported';
  }

  private async markDone(client: ImapFlow, uid: number): Promise<void> {
    await client.messageFlagsAdd(String(uid), ['\\Seen', MAILBOX_IMPORTED_FLAG], { uid: true });
    if (this.row.afterImport === 'move' && this.row.moveTo) {
      await client.messageMove(String(uid), this.row.moveTo, { uid: true });
    }
  }

  private async databaseAnswers(): Promise<boolean> {
    try {
      await this.db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Starts a reader for every enabled mailbox this instance can lock, and looks again every
 * `refreshMs` (a mailbox added, changed, removed, or let go by another instance).
 */
export function startMailboxReaders(options: ReaderOptions): MailboxReaders {
  const settings = {
    pollMs: options.pollMs ?? options.config.IMAP_POLL_SECONDS * 1000,
    maxMessageBytes: options.maxMessageBytes ?? MAX_MESSAGE_BYTES,
    retryMs: options.retryMs ?? 1000,
    maxRetryMs: options.maxRetryMs ?? 60_000,
    noIdle: options.noIdle ?? false,
    ...options,
  };
  const refreshMs = options.refreshMs ?? 30_000;
  const readers = new Map<number, MailboxReader>();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const refreshOnce = async () => {
    if (stopped) return;
    let rows: MailboxRow[];
    try {
      rows = (await listMailboxRows(options.database.db)).filter((row) => row.enabled);
    } catch {
      return; // the database is away: the next refresh tries again
    }
    const wanted = new Map(rows.map((row) => [row.id, row]));
    for (const [id, reader] of readers) {
      const row = wanted.get(id);
      if (!row || row.updatedAt.getTime() !== Number(reader.version)) {
        readers.delete(id);
        await reader.stop();
      }
    }
    for (const [id, reader] of readers) {
      // A reader that stopped by itself (its lock lost) makes room for a new try.
      if (await Promise.race([reader.done.then(() => true), Promise.resolve(false)])) {
        readers.delete(id);
        await reader.stop();
      }
    }
    for (const row of rows) {
      if (readers.has(row.id) || stopped) continue;
      const lock = await tryLock(options.database, row.id);
      if (!lock) continue;
      if (stopped) {
        await lock.release();
        continue;
      }
      readers.set(row.id, new MailboxReader(row, lock, settings));
    }
  };
  const refresh = () => {
    running = running.then(refreshOnce, refreshOnce);
    return running;
  };
  const timer = setInterval(() => void refresh(), refreshMs);
  timer.unref();
  const onChange = () => void refresh();
  listeners.add(onChange);
  void refresh();

  return {
    refresh,
    active: () => [...readers.keys()],
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      listeners.delete(onChange);
      await running.catch(() => undefined);
      await Promise.all([...readers.values()].map((reader) => reader.stop()));
      readers.clear();
    },
  };
}
