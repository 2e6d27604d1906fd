import type { z } from 'zod';
import type {
  createMailboxSchema,
  Mailbox,
  testMailboxSchema,
  TestMailboxResponse,
  updateMailboxSchema,
} from '@workspace/shared/mailboxes/mailboxes.schemas';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { MailboxRow, NewMailboxRow } from '../../db/schema/mailboxes';
import { deletedChanges, diffChanges } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { parseImapUrl } from '../../lib/mail/imap-url';
import type { Keyring } from '../../lib/secret-box';
import { mailboxPasswordPurpose } from '../../lib/sealed-values';
import { inTransaction } from '../../lib/transaction';
import { testImapConnection } from './imap-connection';
import { mailboxesChanged, mailboxSettings } from './mailbox-reader';
import * as repo from './mailboxes.repository';

/*
 * The master's support mailboxes (docs/decisions/039). The password is sealed with the app key and
 * never answered; the mailbox of IMAP_URL is shown but changed only through the variable.
 */

/** What the mailbox routes need beside the usual context: the keys that seal passwords, IMAP_URL's password, and the readers to tell. */
export type MailboxContext = ServiceContext & { keyring: Keyring; imapUrl: string | undefined };

type CreateInput = z.output<typeof createMailboxSchema>;
type UpdateInput = z.output<typeof updateMailboxSchema>;
type TestInput = z.output<typeof testMailboxSchema>;

const FIELDS = [
  'name',
  'host',
  'port',
  'tls',
  'username',
  'folder',
  'afterImport',
  'moveTo',
  'address',
  'department',
  'categoryId',
  'allowUnknownSenders',
  'enabled',
] as const;

export function toMailbox(row: MailboxRow): Mailbox {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    tls: row.tls,
    username: row.username,
    passwordSet: row.fromEnvironment || row.passwordCiphertext !== null,
    folder: row.folder,
    afterImport: row.afterImport,
    moveTo: row.moveTo,
    address: row.address,
    department: row.department,
    categoryId: row.categoryId,
    allowUnknownSenders: row.allowUnknownSenders,
    enabled: row.enabled,
    fromEnvironment: row.fromEnvironment,
    lastCheckAt: row.lastCheckAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorDetail: row.lastErrorDetail,
    importedCount: row.importedCount,
    keptAsideCount: row.keptAsideCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMailboxes(ctx: MailboxContext): Promise<{ mailboxes: Mailbox[] }> {
  return { mailboxes: (await repo.listMailboxRows(ctx.db)).map(toMailbox) };
}

async function checkCategory(db: DbOrTx, categoryId: number | null) {
  if (categoryId !== null && !(await repo.ticketCategoryExists(db, categoryId))) {
    throw badRequest({ categoryId: 'categoryNotFound' });
  }
}

const settingsOf = (input: CreateInput | UpdateInput): Omit<NewMailboxRow, 'passwordCiphertext' | 'passwordKeyId'> => ({
  name: input.name,
  host: input.host,
  port: input.port,
  tls: input.tls,
  username: input.username,
  folder: input.folder,
  afterImport: input.afterImport,
  moveTo: input.afterImport === 'move' ? input.moveTo : null,
  address: input.address,
  department: input.department,
  categoryId: input.categoryId,
  allowUnknownSenders: input.allowUnknownSenders,
  enabled: input.enabled,
});

export async function createMailbox(ctx: MailboxContext, input: CreateInput): Promise<Mailbox> {
  const row = await inTransaction(ctx, async ({ tx, audit }) => {
    await checkCategory(tx, input.categoryId);
    const sealed = ctx.keyring.seal(input.password, mailboxPasswordPurpose);
    const created = await repo.insertMailbox(tx, {
      ...settingsOf(input),
      passwordCiphertext: sealed.ciphertext,
      passwordKeyId: sealed.keyId,
    });
    await audit({
      action: 'mailbox.create',
      entityType: 'mailbox',
      entityId: created.id,
      changes: diffChanges({} as Record<string, unknown>, settingsOf(input), FIELDS),
    });
    return created;
  });
  mailboxesChanged();
  return toMailbox(row);
}

export async function updateMailbox(ctx: MailboxContext, id: number, input: UpdateInput): Promise<Mailbox> {
  const row = await inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findMailboxRow(tx, id);
    if (!before) throw notFound();
    if (before.fromEnvironment) throw conflict('mailboxFromEnvironment');
    await checkCategory(tx, input.categoryId);
    const sealed = input.password === undefined ? undefined : ctx.keyring.seal(input.password, mailboxPasswordPurpose);
    const settings = settingsOf(input);
    const connectionChanged =
      before.host !== settings.host ||
      before.port !== settings.port ||
      before.username !== settings.username ||
      before.folder !== settings.folder;
    const updated = await repo.updateMailbox(tx, id, {
      ...settings,
      ...(sealed ? { passwordCiphertext: sealed.ciphertext, passwordKeyId: sealed.keyId } : {}),
      // Another server or folder: its UIDs are not the ones recorded.
      ...(connectionChanged ? { uidValidity: null, lastUid: 0 } : {}),
    });
    const changes = diffChanges(before as unknown as Record<string, unknown>, settings, FIELDS);
    await audit({
      action: 'mailbox.update',
      entityType: 'mailbox',
      entityId: id,
      changes: sealed ? { ...changes, password: { before: '(set)', after: '(changed)' } } : changes,
    });
    return updated;
  });
  mailboxesChanged();
  return toMailbox(row);
}

export async function deleteMailbox(ctx: MailboxContext, id: number): Promise<void> {
  await inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findMailboxRow(tx, id);
    if (!before) throw notFound();
    if (before.fromEnvironment) throw conflict('mailboxFromEnvironment');
    await repo.deleteMailboxRow(tx, id);
    await audit({
      action: 'mailbox.delete',
      entityType: 'mailbox',
      entityId: id,
      changes: deletedChanges(before, ['name', 'address']),
    });
  });
  mailboxesChanged();
}

/** Tries the settings as typed; without a password, those of the mailbox being edited. */
export async function testMailbox(ctx: MailboxContext, input: { body: TestInput }): Promise<TestMailboxResponse> {
  const { body } = input;
  let password = body.password;
  if (password === undefined) {
    const row = body.mailboxId === null ? undefined : await repo.findMailboxRow(ctx.db, body.mailboxId);
    if (!row) throw badRequest({ password: 'required' });
    password = mailboxSettings(row, ctx.keyring, ctx.imapUrl).password;
  }
  const failure = await testImapConnection({ ...body, password });
  return failure
    ? { ok: false, failure: failure.failure, detail: failure.detail }
    : { ok: true, failure: null, detail: null };
}

/**
 * Keeps the row of the IMAP_URL mailbox as the variable says (added, changed, or removed with it),
 * at the server's start. Its state (counts, last check) is kept while it stays.
 */
export async function syncEnvironmentMailbox(
  db: DbOrTx,
  config: Pick<Config, 'IMAP_URL'>,
): Promise<MailboxRow | undefined> {
  const existing = await repo.findEnvironmentMailbox(db);
  const parsed = config.IMAP_URL ? parseImapUrl(config.IMAP_URL) : undefined;
  if (!parsed?.ok) {
    if (existing) await repo.deleteMailboxRow(db, existing.id);
    return undefined;
  }
  const { password: _password, ...given } = parsed.mailbox;
  // A category the variable names that is not there (any more) leaves the tickets uncategorised.
  const categoryId =
    given.categoryId !== null && (await repo.ticketCategoryExists(db, given.categoryId)) ? given.categoryId : null;
  const settings = { ...given, categoryId };
  const values = { ...settings, fromEnvironment: true, enabled: true, passwordCiphertext: null, passwordKeyId: null };
  if (!existing) return repo.insertMailbox(db, values);
  const same = FIELDS.every(
    (field) => field === 'enabled' || existing[field] === (values as Record<string, unknown>)[field],
  );
  return same ? existing : repo.updateMailbox(db, existing.id, values);
}
