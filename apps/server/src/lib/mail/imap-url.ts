import { TICKET_DEPARTMENTS, type TicketDepartment } from '@workspace/shared/tickets/tickets.constants';
import { MAILBOX_AFTER_IMPORT, type MailboxAfterImport } from '@workspace/shared/mailboxes/mailboxes.constants';

/*
 * `IMAP_URL`: one support mailbox given by the environment, shown read-only on the Mailboxes screen.
 *   imaps://user:password@imap.example.com:993/INBOX?address=support@example.com&department=support
 * `imap://` is without TLS (port 143 by default), `imaps://` with (993). The path is the folder
 * (INBOX when empty; %-encode a `/` in a folder's name). Options after `?`: `address` (required:
 * the support address customers write to), `department` (support), `category` (a ticket category's
 * id), `after` (`flag`, the default, or `move`), `moveTo` (the folder, with `after=move`),
 * `unknownSenders` (`true`, the default, or `false`), `name` (as the screen shows it).
 */

/* One IMAP connection's settings, as a mailbox row, IMAP_URL or the Mailboxes screen's form gives them. */
export type ImapSettings = {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
  folder: string;
};

export type ImapUrlMailbox = ImapSettings & {
  name: string;
  afterImport: MailboxAfterImport;
  moveTo: string | null;
  address: string;
  department: TicketDepartment;
  categoryId: number | null;
  allowUnknownSenders: boolean;
};

const KNOWN_OPTIONS = new Set(['address', 'department', 'category', 'after', 'moveTo', 'unknownSenders', 'name']);

/** The mailbox of an `IMAP_URL`, or the reason it is not one (a sentence for the start's error). */
export function parseImapUrl(value: string): { ok: true; mailbox: ImapUrlMailbox } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      ok: false,
      reason: 'must be a URL like imaps://user:password@imap.example.com:993/INBOX?address=support@example.com',
    };
  }
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:')
    return { ok: false, reason: 'must start with imap:// or imaps://' };
  if (!url.hostname) return { ok: false, reason: 'names no host' };
  if (!url.username || !url.password)
    return { ok: false, reason: 'must carry the user and the password (user:password@host)' };
  for (const key of url.searchParams.keys()) {
    if (!KNOWN_OPTIONS.has(key))
      return { ok: false, reason: `has an unknown option "${key}" (known: ${[...KNOWN_OPTIONS].join(', ')})` };
  }
  const options = url.searchParams;
  const address = options.get('address') ?? '';
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address)) return { ok: false, reason: 'needs ?address=<the support address>' };
  const department = options.get('department') ?? 'support';
  if (!(TICKET_DEPARTMENTS as readonly string[]).includes(department)) {
    return { ok: false, reason: `department must be one of ${TICKET_DEPARTMENTS.join(', ')}` };
  }
  const category = options.get('category');
  if (category !== null && !/^[1-9]\d{0,9}$/.test(category))
    return { ok: false, reason: 'category must be a ticket category id' };
  const after = options.get('after') ?? 'flag';
  if (!(MAILBOX_AFTER_IMPORT as readonly string[]).includes(after))
    return { ok: false, reason: 'after must be flag or move' };
  const moveTo = options.get('moveTo');
  if (after === 'move' && !moveTo) return { ok: false, reason: 'after=move needs moveTo=<folder>' };
  const unknown = options.get('unknownSenders') ?? 'true';
  if (unknown !== 'true' && unknown !== 'false') return { ok: false, reason: 'unknownSenders must be true or false' };
  const tls = url.protocol === 'imaps:';
  const folder = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX';
  return {
    ok: true,
    mailbox: {
      name: options.get('name') ?? address,
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : tls ? 993 : 143,
      tls,
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      folder,
      afterImport: after as MailboxAfterImport,
      moveTo: after === 'move' ? moveTo : null,
      address,
      department: department as TicketDepartment,
      categoryId: category === null ? null : Number(category),
      allowUnknownSenders: unknown === 'true',
    },
  };
}
