import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ticketPolicy } from '@workspace/shared/auth/policies';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_COMMENT,
  COMMENT_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
} from '@workspace/shared/common/limits';
import type { Language } from '@workspace/shared/common/limits';
import { TICKET_SUBJECT_MAX, type TicketDepartment } from '@workspace/shared/tickets/tickets.constants';
import type { Database, Tx } from '../../db/client';
import type { TicketRow } from '../../db/schema/tickets';
import type { UserRow } from '../../db/schema/users';
import { recordActivity } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { writeTempFile } from '../../lib/file-store';
import { checkAttachmentFile, filenameForType } from '../../lib/file-type';
import { inProcessBus, type LiveBus } from '../../lib/live-events';
import { notificationMailSettings } from '../../lib/mail/notification-mail-settings';
import { enqueueMail } from '../../lib/mail/outbox';
import { readReplyTag } from '../../lib/mail/reply-address';
import type { TransactionContext } from '../../lib/transaction';
import { cleanFilename } from '../conversation/conversation.upload';
import { attachmentStorage, uploadDir } from '../conversation/conversation.storage';
import { insertComment, storeWithFiles, type CheckedFile } from '../conversation/conversation.service';
import { ticketConversation } from '../tickets/tickets.conversation';
import { publishTicketChange } from '../tickets/tickets.live';
import { createTicketFromMailWithin, findTicketForMail } from '../tickets/tickets.service';
import { findAccount, findAccountByEmail, insertCustomerAccount } from '../users/users.service';
import { acknowledgementMail, NO_SUBJECT, refusedNote, type RefusedFile } from './intake.ack';
import { bounceOf, malformedReason, parseMessage, sourceKey, type ParsedMessage } from './intake.parse';
import * as repo from './intake.repository';

/*
 * A support mailbox's messages become tickets and replies (docs/decisions/040). The mailbox reader
 * hands each raw message to `importMessage`, which acts on it in one transaction, once.
 */

export type IntakeMailbox = {
  id: number;
  address: string;
  department: TicketDepartment;
  categoryId: number | null;
  allowUnknownSenders: boolean;
};
export type IntakeOutcome = {
  kind: 'ticket' | 'comment' | 'ignored' | 'bounce' | 'aside' | 'duplicate';
  ticketId?: number;
  reason?: string;
};
/** `live`: the server's bus, so that open windows hear of a new ticket or reply (none: nobody is told live). */
export type IntakeOptions = { live?: LiveBus; timeZone?: string };

/** At most this many acknowledgements go to one address in an hour: a loop with another robot ends there. */
export const ACKNOWLEDGEMENTS_PER_HOUR = 5;

/** The password hash of an account made for a sender: no password opens it until one is set for it. */
export const NO_PASSWORD = '!mail-intake';

const quietBus = inProcessBus();

/** Ends the transaction without a trace, for the outcome it names (recorded apart). */
class Settled extends Error {
  constructor(
    readonly outcome: 'ignored' | 'duplicate',
    readonly reason?: string,
  ) {
    super(reason ?? outcome);
  }
}

const headerMessageId = (raw: Buffer) =>
  /^message-id:\s*<?([^\s<>]{1,300})>?/im.exec(raw.subarray(0, 64 * 1024).toString('latin1'))?.[1];

/** Records a message that is not acted on (ignored, a bounce, kept aside): once; a second time answers `duplicate`. */
async function record(
  database: Database,
  values: repo.InboundRecord,
  then?: (tx: Tx, id: number) => Promise<void>,
): Promise<'recorded' | 'duplicate'> {
  return database.db.transaction(async (tx) => {
    const id = await repo.claim(tx, values);
    if (id === undefined) return 'duplicate';
    await then?.(tx, id);
    return 'recorded';
  });
}

/**
 * Keeps a message aside that could not be read (too large, malformed, not fetched), with the
 * reason, so that it is not lost: what the reader knows of it, recorded once per Message-ID.
 */
export async function keepAside(
  database: Database,
  mailbox: IntakeMailbox,
  info: {
    reason: 'tooLarge' | 'malformed' | 'fetchFailed';
    size: number;
    uid: number;
    messageId?: string;
    from?: string;
    subject?: string;
  },
  raw?: Buffer,
  detail?: string,
): Promise<void> {
  await record(database, {
    mailboxId: mailbox.id,
    messageId: info.messageId ?? (raw ? sourceKey(raw) : `uid-${info.uid}-${info.size}`),
    fromAddress: info.from ?? null,
    subject: info.subject ?? null,
    size: info.size,
    outcome: 'aside',
    reason: info.reason,
    uid: info.uid,
    raw: raw ?? null,
    detail: detail ?? null,
  });
}

/** The mail's files, each written to a temporary file and checked as an upload is; the refused ones named with why. */
async function checkFiles(
  dir: string,
  message: ParsedMessage,
): Promise<{ files: CheckedFile[]; refused: RefusedFile[] }> {
  const files: CheckedFile[] = [];
  const refused: RefusedFile[] = [];
  for (const attachment of message.attachments) {
    const filename = cleanFilename(attachment.filename ?? 'attachment');
    if (attachment.size > ATTACHMENT_MAX_BYTES || attachment.content.length > ATTACHMENT_MAX_BYTES) {
      refused.push({ filename, reason: 'tooLarge' });
      continue;
    }
    if (files.length >= ATTACHMENTS_PER_COMMENT) {
      refused.push({ filename, reason: 'tooMany' });
      continue;
    }
    const temp = await writeTempFile(dir, Readable.from([attachment.content]));
    const check = await checkAttachmentFile(temp.path);
    if (check.kind !== 'valid') {
      await fsp.rm(temp.path, { force: true });
      refused.push({ filename, reason: check.kind === 'unknown' ? 'type' : 'damaged' });
      continue;
    }
    files.push({
      filename: filenameForType(filename, check.type),
      mimeType: check.type,
      size: temp.size,
      path: temp.path,
    });
  }
  return { files, refused };
}

/** The context a sender's change runs in, as if they had made it on the web. */
function senderContext(database: Database, actor: UserRow, options: IntakeOptions): ServiceContext {
  return {
    db: database.db,
    actor,
    tokenId: 0,
    ip: '',
    language: actor.language,
    timeZone: options.timeZone ?? 'UTC',
    ...(database.filesDir ? { filesDir: database.filesDir } : {}),
    live: options.live ?? quietBus,
  };
}

const sameAddress = (a: string, b: string) => {
  const plain = (address: string) => address.toLowerCase().replace(/\+[^@]*@/, '@');
  return plain(a) === plain(b);
};

/* A name and surname for an account made from a mail's sender. */
function nameOf(from: { address: string; name: string }): { name: string; surname: string } {
  const words = from.name.replace(/["']/g, '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0)
    return { name: from.address.slice(0, from.address.indexOf('@')).slice(0, NAME_MAX), surname: '' };
  if (words.length === 1) return { name: words[0]!.slice(0, NAME_MAX), surname: '' };
  return { name: words.slice(0, -1).join(' ').slice(0, NAME_MAX), surname: words.at(-1)!.slice(0, NAME_MAX) };
}

/** The ticket a reply answers, when the sender may reply to it: by `[#123]`, then by the Message-IDs it answers. */
async function answeredTicket(tx: Tx, sender: UserRow, message: ParsedMessage): Promise<TicketRow | undefined> {
  const mayReply = async (id: number) => {
    const ticket = await findTicketForMail(tx, id);
    return ticket && ticketPolicy.reply(sender, { createdById: ticket.createdBy, assigneeId: ticket.assigneeId })
      ? ticket
      : undefined;
  };
  const number = /\[#([1-9]\d{0,9})\]/.exec(message.subject)?.[1];
  const byNumber = number ? await mayReply(Number(number)) : undefined;
  if (byNumber) return byNumber;
  const locals = message.answers.map((id) => id.slice(0, id.lastIndexOf('@') > 0 ? id.lastIndexOf('@') : undefined));
  const candidates = [
    ...(await repo.ticketsOfOutgoing(tx, locals)),
    ...(await repo.ticketsOfInbound(tx, message.answers)),
  ];
  for (const id of new Set(candidates)) {
    const ticket = await mayReply(id);
    if (ticket) return ticket;
  }
  return undefined;
}

/**
 * Acts on one raw message of a mailbox, in one transaction, once (by its Message-ID, or the hash of
 * its source): a new ticket, a reply on a ticket, a bounce recorded against the mail that bounced,
 * ignored with the reason (an automatic message, an unknown sender where they are not taken, a
 * forged staff reply), or kept aside (malformed). A second call with the same message answers
 * `duplicate`, also when both run at once.
 */
export async function importMessage(
  database: Database,
  mailbox: IntakeMailbox,
  raw: Buffer,
  options: IntakeOptions = {},
): Promise<IntakeOutcome> {
  const malformed = malformedReason(raw);
  let message: ParsedMessage | undefined;
  let parseError: string | undefined;
  if (!malformed) {
    try {
      message = await parseMessage(raw);
    } catch (error) {
      parseError = error instanceof Error ? error.message.slice(0, 500) : 'parse failed';
    }
  }
  if (!message) {
    const messageId = headerMessageId(raw) ?? sourceKey(raw);
    if (await repo.seen(database.db, mailbox.id, messageId)) return { kind: 'duplicate' };
    await keepAside(
      database,
      mailbox,
      { reason: 'malformed', size: raw.length, uid: 0, messageId },
      raw,
      malformed ?? parseError,
    );
    return { kind: 'aside', reason: 'malformed' };
  }
  if (await repo.seen(database.db, mailbox.id, message.messageId)) return { kind: 'duplicate' };

  const base = {
    mailboxId: mailbox.id,
    messageId: message.messageId,
    fromAddress: message.from?.address ?? null,
    subject: message.subject,
    size: raw.length,
  };
  const ignore = async (reason: string): Promise<IntakeOutcome> =>
    (await record(database, { ...base, outcome: 'ignored', reason })) === 'duplicate'
      ? { kind: 'duplicate' }
      : { kind: 'ignored', reason };

  const bounce = bounceOf(raw, message);
  if (bounce) {
    let outgoingMailId: number | undefined;
    const recorded = await record(
      database,
      { ...base, outcome: 'bounce', reason: 'bounced', detail: bounce.reason },
      async (tx, id) => {
        const locals = bounce.ids.map((value) => value.slice(0, Math.max(0, value.lastIndexOf('@')) || undefined));
        outgoingMailId = await repo.markBounced(tx, locals, bounce.reason);
        if (outgoingMailId !== undefined) await repo.setBouncedMail(tx, id, outgoingMailId);
      },
    );
    if (recorded === 'duplicate') return { kind: 'duplicate' };
    return { kind: 'bounce', reason: outgoingMailId === undefined ? 'unmatched' : 'bounced' };
  }
  if (!message.from) return ignore('noSender');
  if (message.automatic) return ignore(message.automatic);
  if (sameAddress(message.from.address, mailbox.address)) return ignore('ownAddress');

  const from = message.from;
  const storage = attachmentStorage(database.filesDir);
  const dir = uploadDir(storage);
  await fsp.mkdir(dir, { recursive: true });
  const { files, refused } = await checkFiles(dir, message);
  const outcome: { value?: IntakeOutcome; after?: () => Promise<void> } = {};
  try {
    // The transaction's own audit and after-commit work carry whoever the message turns out to be from.
    const acting = { db: database.db, actor: { id: 0 }, ip: '', live: options.live ?? quietBus };
    await storeWithFiles(acting as unknown as ServiceContext, storage, files, async ({ tx, attach }) => {
      const inboundId = await repo.claim(tx, { ...base, outcome: 'ignored' });
      if (inboundId === undefined) throw new Settled('duplicate');
      const keyring = notificationMailSettings(tx).keyring;
      const auditAs =
        (actor: UserRow): TransactionContext['audit'] =>
        (entry) =>
          recordActivity(tx, { ...entry, actorId: actor.id, ip: null });

      // A staff member's reply by mail: only through their signed reply address, from their own address.
      const tag = readReplyTag(keyring, message.recipients);
      let sender: UserRow | undefined;
      let ticket: TicketRow | undefined;
      let newAccount = false;
      if (tag.kind === 'forged') throw new Settled('ignored', 'forgedReplyAddress');
      if (tag.kind === 'valid') {
        const staff = await findAccount(tx, tag.userId);
        if (!staff || !staff.isActive || !sameAddress(staff.email, from.address))
          throw new Settled('ignored', 'replyAddressMismatch');
        ticket = await findTicketForMail(tx, tag.ticketId);
        if (!ticket || !ticketPolicy.reply(staff, { createdById: ticket.createdBy, assigneeId: ticket.assigneeId }))
          throw new Settled('ignored', 'replyNotAllowed');
        sender = staff;
      } else {
        sender = await findAccountByEmail(tx, from.address);
        if (sender && ticketPolicy.internalNotes(sender)) throw new Settled('ignored', 'staffWithoutReplyAddress');
        if (sender && !sender.isActive) throw new Settled('ignored', 'inactiveSender');
        if (sender) ticket = await answeredTicket(tx, sender, message);
      }

      if (!sender) {
        if (!mailbox.allowUnknownSenders) throw new Settled('ignored', 'unknownSender');
        sender = await insertCustomerAccount(tx, {
          ...nameOf(from),
          email: from.address,
          passwordHash: NO_PASSWORD,
          language: message.language === 'tr' ? 'tr' : 'en',
        });
        newAccount = true;
        await recordActivity(tx, {
          actorId: sender.id,
          action: 'user.create',
          entityType: 'user',
          entityId: sender.id,
          changes: { email: { after: sender.email }, via: { after: 'email' } },
          ip: null,
        });
      }
      const ctx = senderContext(database, sender, options);
      const context = { tx, audit: auditAs(sender) };
      const note = refusedNote(refused);
      const acknowledge = async (ticketRow: TicketRow, kind: 'created' | 'added') => {
        if ((await repo.acknowledgementsWithinHour(tx, from.address)) >= ACKNOWLEDGEMENTS_PER_HOUR) return false;
        await enqueueMail(
          tx,
          acknowledgementMail({
            to: { email: from.address, userId: sender.id, name: sender.name, language: sender.language as Language },
            ticketId: ticketRow.id,
            title: ticketRow.subject,
            inbound: { id: inboundId, messageId: message.messageId },
            kind,
            newAccount,
            refused,
          }),
        );
        return true;
      };

      if (ticket) {
        const ticketId = ticket.id;
        const body = message.text.slice(0, COMMENT_MAX);
        if (!body && files.length === 0) throw new Settled('ignored', 'empty');
        if (ticket.status === 'cancelled' && ticketPolicy.replyReopens(sender))
          throw new Settled('ignored', 'ticketCancelled');
        const change = await ticketConversation.onComment?.(ctx, context, ticketId, { internal: false });
        const comment = await insertComment(
          tx,
          ticketConversation,
          ticketId,
          sender,
          body,
          attach,
          false,
          [],
          from.address,
        );
        if (note) await ticketConversation.repo.insertComment(tx, ticketId, null, note, true);
        await ticketConversation.inCommentTransaction?.(tx, ctx, ticketId, {
          id: comment.id,
          body,
          internal: false,
          ...(change ? { change } : {}),
          mentioned: [],
        });
        await context.audit({
          action: 'ticket.comment',
          entityType: 'ticket',
          entityId: ticketId,
          changes: {
            comment: {
              after: {
                id: comment.id,
                length: body.length,
                files: comment.attachments.map((file) => file.filename),
                email: from.address,
              },
            },
          },
        });
        const acknowledged =
          refused.length > 0 && ticketPolicy.replyReopens(sender) ? await acknowledge(ticket, 'added') : false;
        await repo.settle(tx, inboundId, { outcome: 'comment', ticketId, commentId: comment.id, acknowledged });
        outcome.value = { kind: 'comment', ticketId };
        outcome.after = () =>
          ticketConversation.afterComment?.(ctx, ticketId, { internal: false, ...(change ? { change } : {}) }) ??
          Promise.resolve();
        return;
      }

      const subject = (message.subject || NO_SUBJECT[sender.language as Language]).slice(0, TICKET_SUBJECT_MAX);
      const description = (message.text || subject).slice(0, DESCRIPTION_MAX);
      const created = await createTicketFromMailWithin(
        ctx,
        { ...context, attach },
        { subject, description, department: mailbox.department, categoryId: mailbox.categoryId },
        {
          mailbox: mailbox.address,
          from: from.address,
          fileCount: files.length,
          ...(note ? { refusedNote: note } : {}),
        },
      );
      const acknowledged = await acknowledge(created, 'created');
      await repo.settle(tx, inboundId, { outcome: 'ticket', ticketId: created.id, acknowledged });
      outcome.value = { kind: 'ticket', ticketId: created.id };
      outcome.after = () => publishTicketChange(ctx, created, 'created');
    });
  } catch (error) {
    if (error instanceof Settled) return error.outcome === 'duplicate' ? { kind: 'duplicate' } : ignore(error.reason!);
    throw error;
  } finally {
    await Promise.all(files.map((file) => fsp.rm(file.path, { force: true })));
  }
  await outcome.after?.().catch(() => undefined);
  return outcome.value!;
}
