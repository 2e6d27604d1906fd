import { and, asc, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { mailboxes } from '../db/schema/mailboxes';
import { outgoingMail } from '../db/schema/outgoing-mail';
import { ticketCategories } from '../db/schema/ticket-categories';
import { tickets } from '../db/schema/tickets';
import { importMessage, type IntakeMailbox } from '../modules/mail-intake/intake.service';

/*
 * Tickets that came by e-mail, for the demo: raw messages as a customer's mail program writes them,
 * read through the support mailbox's own intake (`importMessage`), so that the tickets, their
 * "by e-mail" events, the acknowledgements in the delivery log and the notifications are what the
 * mailbox would have made. One of them has a reply by mail. Written after the demo's notifications,
 * whose settings (the app's address and key) the intake's mails use.
 */

/**
 * The demo's support mailbox, a row of the Mailboxes screen: switched off, since its server is not
 * real (no reader connects to it), with the counts of what it took in.
 */
const DEMO_MAILBOX = {
  name: 'Support',
  host: 'imap.workspace.example.com',
  port: 993,
  tls: true,
  username: 'support@workspace.example.com',
  address: 'support@workspace.example.com',
  department: 'support',
  allowUnknownSenders: true,
  enabled: false,
} as const;

type DemoMail = { from: string; subject: string; body: string; charset?: string };

const message = (id: string, mail: DemoMail, headers: string[] = []) =>
  Buffer.from(
    [
      `From: ${mail.from}`,
      `To: Workspace Support <${DEMO_MAILBOX.address}>`,
      `Subject: ${mail.subject}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${id}>`,
      ...headers,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      mail.body,
      '',
    ].join('\r\n'),
    'utf8',
  );

const encoded = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

// Data: each mail reads as its customer wrote it.
// prettier-ignore
const MAILS: DemoMail[] = [
  {
    from: 'Oliver Bennett <user@example.com>',
    subject: 'Invoice PDF shows our old VAT number',
    body: 'Hello,\n\nThe PDF of this month’s invoice still shows our old VAT number (GB 123 4567 89).\nOur new one is GB 987 6543 21. Could you correct it and send the invoice again?\n\nThanks,\nOliver\n\n-- \nOliver Bennett\nBennett & Co.',
  },
  {
    from: `${encoded('Ayşe Karaca')} <ayse.karaca@anadolu-lojistik.com.tr>`,
    subject: encoded('Kargo etiketleri yazdırılamıyor'),
    body: 'Merhaba,\n\nBu sabahtan beri kargo etiketlerini yazdıramıyoruz: "Yazdır" düğmesine basınca sayfa boş açılıyor.\nÖğleden önce 40 gönderimiz çıkacak, yardımcı olabilir misiniz?\n\nİyi çalışmalar,\nAyşe Karaca',
  },
  {
    from: 'Hannah Price <hannah.price@thamesanalytics.co.uk>',
    subject: 'Can we add two more users to our account?',
    body: 'Hi,\n\nTwo new analysts join us on Monday. Can we add them to our account, and what does it change on our plan?\n\nBest regards,\nHannah',
  },
];

/** Imports the demo's mails; the database is the demo's (the seed's transaction, or the database itself). */
export async function seedDemoMail(db: Db): Promise<void> {
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .orderBy(asc(ticketCategories.id))
    .limit(1);
  const [row] = await db
    .insert(mailboxes)
    .values({ ...DEMO_MAILBOX, categoryId: category?.id ?? null })
    .returning({ id: mailboxes.id });
  const mailbox: IntakeMailbox = {
    id: row!.id,
    address: DEMO_MAILBOX.address,
    department: DEMO_MAILBOX.department,
    categoryId: category?.id ?? null,
    allowUnknownSenders: DEMO_MAILBOX.allowUnknownSenders,
  };
  // The intake reads the database and its files' place; the demo keeps attachments in the database.
  const database = { db, kind: 'pglite', close: async () => undefined } as Database;
  // Mails queued before the demo (`cli.js mail-test` on a fresh data directory) are not the demo's to mark sent.
  const [mailsBefore] = await db.select({ id: max(outgoingMail.id) }).from(outgoingMail);
  const created: number[] = [];
  let imported = 0;
  for (const [index, mail] of MAILS.entries()) {
    const outcome = await importMessage(database, mailbox, message(`demo-mail-${index + 1}@mail.example`, mail));
    if (outcome.ticketId) created.push(outcome.ticketId);
    imported += 1;
  }
  // The first customer answers our acknowledgement from their mail program: a reply on the ticket.
  const first = created[0];
  if (first !== undefined) {
    const reply: DemoMail = {
      from: MAILS[0]!.from,
      subject: `Re: [#${first}] We received your message: ${MAILS[0]!.subject}`,
      body: `I forgot to say: the same goes for last month's invoice.\n\nOn ${new Date().toUTCString()}, Workspace Support <${DEMO_MAILBOX.address}> wrote:\n> Thank you for writing. Your message is now support ticket #${first}.`,
    };
    await importMessage(
      database,
      mailbox,
      message('demo-mail-1-reply@mail.example', reply, ['In-Reply-To: <demo-mail-1@mail.example>']),
    );
    imported += 1;
  }
  await db
    .update(mailboxes)
    .set({ importedCount: imported, lastCheckAt: sql`now()` })
    .where(eq(mailboxes.id, mailbox.id));
  // The demo's history ends now: each ticket was last touched by its latest message.
  for (const id of created)
    await db
      .update(tickets)
      .set({ updatedAt: sql`now()` })
      .where(eq(tickets.id, id));
  // The acknowledgements went out at once, as the mail worker would have sent them.
  const sent = await db
    .update(outgoingMail)
    .set({ status: 'sent', tries: 1, sentAt: sql`now()` })
    .where(
      and(
        eq(outgoingMail.kind, 'ticketAcknowledgement'),
        eq(outgoingMail.status, 'queued'),
        gt(outgoingMail.id, mailsBefore?.id ?? 0),
      ),
    )
    .returning({ id: outgoingMail.id });
  for (const { id } of sent)
    await db.execute(sql`delete from pgboss.job where name = 'mail' and (data->>'mailId')::int = ${id}`);
  // One customer's mailbox was full when our last reply to them arrived: their server's report comes
  // back to the support mailbox and marks that mail bounced on the Outgoing mail screen.
  const [last] = await db
    .select({ messageId: outgoingMail.messageId, recipient: outgoingMail.recipient, subject: outgoingMail.subject })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.kind, 'ticketReply'), eq(outgoingMail.status, 'sent')))
    .orderBy(desc(outgoingMail.id))
    .limit(1);
  if (last) await importMessage(database, mailbox, bounceReport(last));
}

/* A mail server's delivery report for one of our mails, as Postfix writes one. */
function bounceReport(mail: { messageId: string; recipient: string; subject: string }): Buffer {
  const domain = DEMO_MAILBOX.address.slice(DEMO_MAILBOX.address.indexOf('@') + 1);
  const host = mail.recipient.slice(mail.recipient.indexOf('@') + 1);
  return Buffer.from(
    [
      `From: Mail Delivery System <MAILER-DAEMON@mx.${host}>`,
      `To: ${DEMO_MAILBOX.address}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <demo-bounce-1@mx.${host}>`,
      'Auto-Submitted: auto-replied',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="report"',
      '',
      '--report',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      'Your message could not be delivered to one or more recipients.',
      '',
      '--report',
      'Content-Type: message/delivery-status',
      '',
      `Final-Recipient: rfc822; ${mail.recipient}`,
      'Action: failed',
      'Status: 5.2.2',
      `Diagnostic-Code: smtp; 552 5.2.2 <${mail.recipient}>: Mailbox full`,
      '',
      '--report',
      'Content-Type: text/rfc822-headers',
      '',
      `To: ${mail.recipient}`,
      `Subject: ${mail.subject}`,
      `Message-ID: <${mail.messageId}@${domain}>`,
      '',
      '--report--',
      '',
    ].join('\r\n'),
    'utf8',
  );
}
