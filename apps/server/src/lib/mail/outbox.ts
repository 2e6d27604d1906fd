import type { Tx } from '../../db/client';
import { outgoingMail } from '../../db/schema/outgoing-mail';
import { enqueueJob } from '../job-queue';
import { renderMail, type MailContent } from './render';

/** One mail as a producer asks for it. */
export type MailRequest = {
  to: { email: string; userId?: number | null };
  /** What it is about, for the delivery log: a notification kind (`ticketReply`), `digest` or `test`. */
  kind: string;
  content: MailContent;
  /**
   * The left part of its `Message-ID`, unique per mail (`ticket-12.comment-34`); the worker adds
   * `@` and the domain of `MAIL_FROM`. Ticket mails thread under `ticket-<id>`.
   */
  messageId: string;
  /** Message-IDs answered: our own as the left part (`ticket-12`), another's whole (`abc@mail.example`). */
  inReplyTo?: string;
  references?: string[];
  /** Where a reply should go (`Reply-To`). */
  replyTo?: string;
  /**
   * Where a mail client's one-click unsubscribe POSTs (`List-Unsubscribe`, RFC 8058); without it,
   * the content's `unsubscribeUrl` (the page the footer links to).
   */
  listUnsubscribe?: string;
};

/** The job of a queued mail: only the log row's id, the row holds the rest. */
export type MailJob = { mailId: number };

/**
 * Inside the caller's transaction: renders the mail, writes it to the delivery log as `queued` and
 * queues its job, so that it goes if and only if the change commits, and still goes when the process
 * stops after the commit. Answers the log row's id.
 */
export async function enqueueMail(tx: Tx, mail: MailRequest): Promise<number> {
  const rendered = renderMail(mail.content);
  const [row] = await tx
    .insert(outgoingMail)
    .values({
      recipient: mail.to.email,
      recipientUserId: mail.to.userId ?? null,
      language: mail.content.language,
      kind: mail.kind,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      messageId: mail.messageId,
      headers: {
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
        ...(mail.references?.length ? { references: mail.references } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.listUnsubscribe || mail.content.unsubscribeUrl
          ? { listUnsubscribe: mail.listUnsubscribe ?? mail.content.unsubscribeUrl }
          : {}),
      },
    })
    .returning({ id: outgoingMail.id });
  await enqueueJob(tx, 'mail', { mailId: row!.id } satisfies MailJob);
  return row!.id;
}
