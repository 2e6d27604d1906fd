import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from 'mailparser';
import sanitizeHtml from 'sanitize-html';

/*
 * What the intake reads from one raw message (modules/mail-intake): who sent it, to whom, what it
 * answers, its text without quoted history and signature, its files, and whether it is an
 * automatic message (a loop risk) or a delivery report (a bounce).
 */

export type ParsedMessage = {
  messageId: string;
  from: { address: string; name: string } | null;
  /** Every address it was sent to (To, Cc, Delivered-To, X-Original-To), lowercase. */
  recipients: string[];
  subject: string;
  /** The text as a comment keeps it: plain, the history and signature cut. */
  text: string;
  /** Message-IDs it answers (In-Reply-To, then References), without `<>`. */
  answers: string[];
  attachments: Attachment[];
  /** Why no acknowledgement may answer it, when it is an automatic message. */
  automatic?: string;
  language?: string;
  parsed: ParsedMail;
};

const header = (parsed: ParsedMail, name: string): string => {
  const value = parsed.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value;
  return String(value);
};

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((object) => object.value)
    .flatMap((address) => (address.address ? [address.address.toLowerCase()] : []));

const idsIn = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((item) => item.match(/<[^<>\s]+>/g) ?? [item])
    .map((item) => item.replace(/^<|>$/g, '').trim())
    .filter(Boolean);

/** Why a raw message cannot be read as MIME, or undefined when it can. */
export function malformedReason(raw: Buffer): string | undefined {
  const head = raw.subarray(0, Math.min(raw.length, 256 * 1024)).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  if (end <= 0) return 'noHeaderEnd';
  const headers = head.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  if (!/^[\x21-\x39\x3b-\x7e]+:/.test(headers)) return 'badHeaders';
  if (!/^from:/im.test(headers)) return 'noSender';
  const type = /^content-type:\s*multipart\/[^\r\n]*/im.exec(headers)?.[0];
  if (type) {
    const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(type);
    const name = boundary?.[1] ?? boundary?.[2];
    if (!name) return 'noBoundary';
    const body = raw.toString('latin1', end);
    if (!body.includes(`--${name}`)) return 'boundaryMissing';
    if (!body.includes(`--${name}--`)) return 'unterminatedMultipart';
  }
  return undefined;
}

/** An HTML body reduced to plain text: blocks become lines, scripts and styles go, nothing of the markup stays. */
export function htmlToText(html: string): string {
  const blocks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote|pre|table)>/gi, '\n')
    .replace(/<(p|div|li|tr|h[1-6]|blockquote|pre|table)(\s[^>]*)?>/gi, '\n');
  const text = sanitizeHtml(blocks, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'head', 'title'],
  });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

/* Where quoted history or a signature begins. */
const CUT_LINES: readonly RegExp[] = [
  /^-- ?$/,
  /^_{10,}\s*$/,
  /^-{2,}\s*(original message|forwarded message|özgün ileti|orijinal mesaj|iletilen ileti)\s*-{2,}/i,
];
const WROTE = [/^on\s.+\bwrote:\s*$/i, /^.+\btarihinde\b.+\byazdı:\s*$/i];
const OUTLOOK_FROM = /^\*?(from|kimden):\*?\s/i;
const OUTLOOK_NEXT = /^\*?(sent|date|to|subject|gönderildi|tarih|kime|konu):\*?\s/i;

/** The new part of a reply: cut at the first `On … wrote:`, `… tarihinde … yazdı:`, `-- ` or Outlook header block; `>` lines dropped. */
export function newPart(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    const withNext = `${line} ${(lines[index + 1] ?? '').trim()}`;
    if (
      CUT_LINES.some((pattern) => pattern.test(lines[index]!.trimEnd())) ||
      WROTE.some((pattern) => pattern.test(line) || (!line.endsWith(':') && pattern.test(withNext))) ||
      (OUTLOOK_FROM.test(line) && OUTLOOK_NEXT.test((lines[index + 1] ?? '').trim()))
    ) {
      end = index;
      break;
    }
  }
  const kept = lines
    .slice(0, end)
    .filter((line) => !line.startsWith('>'))
    .join('\n')
    .trim();
  return kept;
}

/* Text a comment may hold: no control characters but line breaks and tabs; `@[` is not a mention here. */
const storable = (text: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(/@\[/g, '@ [');

/** Why a message is automatic (never acknowledged, never a ticket), or undefined. */
function automaticReason(parsed: ParsedMail, from: string | undefined): string | undefined {
  const autoSubmitted = header(parsed, 'auto-submitted').trim().toLowerCase();
  if (autoSubmitted && !autoSubmitted.startsWith('no')) return 'autoSubmitted';
  if (/^(bulk|junk|list)\b/i.test(header(parsed, 'precedence').trim())) return 'bulk';
  if (parsed.headers.has('x-autoreply') || parsed.headers.has('x-autorespond')) return 'autoReply';
  if (parsed.headers.has('list-id')) return 'mailingList';
  if (from && /^(mailer-daemon|postmaster|no-?reply|noreply)@/i.test(from)) return 'systemSender';
  return undefined;
}

/** A hash of the source, the key of a message without a Message-ID. */
export const sourceKey = (raw: Buffer) => `sha256-${createHash('sha256').update(raw).digest('hex')}`;

/** Reads a message; throws when the parser cannot. */
export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  const sender = parsed.from?.value.find((address) => address.address);
  const from = sender?.address ? { address: sender.address.toLowerCase(), name: sender.name ?? '' } : null;
  // An HTML-only mail: the parser's own text of it keeps link targets; ours keeps only what is read.
  const source = raw.toString('latin1');
  const head = source.slice(0, Math.max(0, source.search(/\r?\n\r?\n/)));
  const hasPlain = /^content-type:\s*text\/plain/im.test(source) || !/^content-type:/im.test(head);
  const body = parsed.html && (!hasPlain || !parsed.text?.trim()) ? htmlToText(parsed.html) : (parsed.text ?? '');
  const extra = ['delivered-to', 'x-original-to'].flatMap((name) =>
    header(parsed, name)
      .split(/[,\s]+/)
      .map((value) => value.replace(/^<|>$/g, '').toLowerCase())
      .filter((value) => value.includes('@')),
  );
  const automatic = automaticReason(parsed, from?.address);
  return {
    messageId: (parsed.messageId ?? '').replace(/^<|>$/g, '').trim().slice(0, 300) || sourceKey(raw),
    from,
    recipients: [...new Set([...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...extra])],
    subject: (parsed.subject ?? '').replace(/\s+/g, ' ').trim(),
    text: storable(newPart(body)),
    answers: [...idsIn(parsed.inReplyTo), ...idsIn(parsed.references)],
    attachments: parsed.attachments.filter(
      (attachment) => attachment.contentDisposition !== 'inline' || attachment.filename,
    ),
    ...(automatic ? { automatic } : {}),
    ...(header(parsed, 'content-language')
      ? { language: header(parsed, 'content-language').slice(0, 2).toLowerCase() }
      : {}),
    parsed,
  };
}

/**
 * A delivery report (a bounce): a `multipart/report` of delivery status, or a mailer daemon's
 * message. Answers the Message-IDs it names (of the mail that bounced) and its reason; undefined
 * when it is not one.
 */
export function bounceOf(raw: Buffer, message: ParsedMessage): { ids: string[]; reason: string } | undefined {
  const type = message.parsed.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  const isReport = type?.value === 'multipart/report' && /delivery-status/i.test(type.params?.['report-type'] ?? '');
  const daemon = /^(mailer-daemon|postmaster)@/i.test(message.from?.address ?? '');
  if (!isReport && !daemon) return undefined;
  const source = raw.toString('utf8');
  const ids = [...source.matchAll(/^(?:message-id|in-reply-to|references):\s*((?:<[^<>\s]+>\s*)+)/gim)]
    .flatMap((match) => idsIn(match[1]))
    .concat(message.answers);
  const diagnostic = /^diagnostic-code:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(source)?.[1];
  const status = /^status:\s*(\d\.\d{1,3}\.\d{1,3})/im.exec(source)?.[1];
  const reason = (diagnostic ?? (status ? `status ${status}` : message.subject || 'bounced'))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 1000);
  return { ids: [...new Set(ids)], reason };
}
