import type { Language } from '@workspace/shared/common/limits';

/**
 * A mail's content as a producer gives it, already in the recipient's language: the renderer adds
 * the ticket number to the subject, the layout and the footer. Never put a secret, a token or a
 * password in it: mail is kept in the delivery log and read by the master.
 */
export type MailContent = {
  language: Language;
  subject: string;
  /** `[#123]` before the subject, for ticket mails. */
  ticketNumber?: number;
  /** The opening line ("Hello Ayşe,"). */
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** What someone wrote (a reply), quoted apart. */
  quote?: { author: string; body: string };
  /** The one-click unsubscribe address, also shown at the foot. */
  unsubscribeUrl?: string;
  /** A reply by mail is read (a support mailbox's acknowledgement): the foot says so instead of asking to sign in. */
  answerByMail?: boolean;
};

export type RenderedMail = { subject: string; text: string; html: string };

const FOOTER: Record<Language, { sent: string; byMail: string; unsubscribe: string }> = {
  en: {
    sent: 'This message was sent by Workspace. Please sign in to answer.',
    byMail: 'This message was sent by Workspace. You can answer by replying to this e-mail.',
    unsubscribe: 'Stop these e-mails',
  },
  tr: {
    sent: 'Bu ileti Workspace tarafından gönderildi. Yanıtlamak için lütfen oturum açın.',
    byMail: 'Bu ileti Workspace tarafından gönderildi. Bu e-postayı yanıtlayarak cevap verebilirsiniz.',
    unsubscribe: 'Bu e-postaları almayı bırak',
  },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
/* Lines of a text kept as lines in HTML. */
const htmlLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Subject, plain text and HTML of one mail: one column, system fonts, readable on a phone. */
export function renderMail(content: MailContent): RenderedMail {
  const words = FOOTER[content.language];
  const footer = { ...words, sent: content.answerByMail ? words.byMail : words.sent };
  const subject =
    `${content.ticketNumber !== undefined ? `[#${content.ticketNumber}] ` : ''}${content.subject}`.replace(
      /[\r\n]+/g,
      ' ',
    );

  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.quote
      ? [`${content.quote.author}:`, ...content.quote.body.split(/\r?\n/).map((line) => `> ${line}`), '']
      : []),
    '-- ',
    footer.sent,
    ...(content.unsubscribeUrl ? [`${footer.unsubscribe}: ${content.unsubscribeUrl}`] : []),
    '',
  ].join('\n');

  const paragraph = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const html = `<!doctype html>
<html lang="${content.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2328">
<div style="background:#ffffff;border-radius:8px;padding:24px">
${paragraph(escapeHtml(content.greeting))}
${content.paragraphs.map((text) => paragraph(htmlLines(text))).join('\n')}
${
  content.quote
    ? `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #4263eb;background:#f8f9fa">
<p style="margin:0 0 8px;font-weight:600">${escapeHtml(content.quote.author)}</p>
<p style="margin:0">${htmlLines(content.quote.body)}</p>
</div>`
    : ''
}
</div>
<p style="margin:16px 0 0;font-size:13px;color:#59636e">${escapeHtml(footer.sent)}${
    content.unsubscribeUrl
      ? `<br><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#59636e">${escapeHtml(footer.unsubscribe)}</a>`
      : ''
  }</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
