import { ImapFlow } from 'imapflow';
import type { MailboxTestFailure } from '@workspace/shared/mailboxes/mailboxes.constants';
import type { ImapSettings } from '../../lib/mail/imap-url';

export type { ImapSettings };

/** How long a connection may take to be made and to greet (a silent server is a timeout, not a wait). */
export const IMAP_CONNECT_TIMEOUT_MS = 10_000;

export function imapClient(settings: ImapSettings, options: { timeoutMs?: number } = {}): ImapFlow {
  const timeout = options.timeoutMs ?? IMAP_CONNECT_TIMEOUT_MS;
  return new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.tls,
    auth: { user: settings.username, pass: settings.password },
    logger: false,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    // The reader decides when to idle (mailbox-reader.ts).
    disableAutoIdle: true,
  });
}

const TLS_CODES =
  /^(ERR_SSL_|ERR_TLS_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_|EPROTO$|ClosedAfterConnectTLS$|UPGRADE_TIMEOUT$)/;

/** What went wrong with an IMAP connection, as one of the failures the screen names in plain words. */
export function classifyImapError(error: unknown): { failure: MailboxTestFailure; detail: string | null } {
  const e = (error ?? {}) as {
    code?: string;
    authenticationFailed?: boolean;
    serverResponseCode?: string;
    responseText?: string;
    message?: string;
    mailboxMissing?: boolean;
  };
  const code = e.code ?? '';
  const detail = (e.responseText ?? e.message ?? null)?.slice(0, 300) ?? null;
  if (e.mailboxMissing || e.serverResponseCode === 'NONEXISTENT') return { failure: 'folderMissing', detail };
  if (e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED')
    return { failure: 'signInRefused', detail };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return { failure: 'hostNotFound', detail };
  if (code === 'ECONNREFUSED') return { failure: 'connectionRefused', detail };
  if (/TIMEOUT|ETIMEDOUT/.test(code) && code !== 'UPGRADE_TIMEOUT') return { failure: 'timeout', detail };
  if (TLS_CODES.test(code) || /ssl|tls|certificate|wrong version number/i.test(e.message ?? ''))
    return { failure: 'tlsFailed', detail };
  return { failure: 'other', detail };
}

/** Opens the folder read-only on a throwaway connection: null when it worked, the failure otherwise. */
export async function testImapConnection(
  settings: ImapSettings,
  options: { timeoutMs?: number } = {},
): Promise<{ failure: MailboxTestFailure; detail: string | null } | null> {
  const client = imapClient(settings, options);
  client.on('error', () => undefined);
  try {
    await client.connect();
    // Asked by name first: some servers take seconds to refuse a SELECT of a folder that is not there.
    const folders = await client.list();
    const wanted = settings.folder.toUpperCase() === 'INBOX' ? 'INBOX' : settings.folder;
    if (!folders.some((folder) => (folder.path.toUpperCase() === 'INBOX' ? 'INBOX' : folder.path) === wanted)) {
      return { failure: 'folderMissing', detail: null };
    }
    await client.mailboxOpen(settings.folder, { readOnly: true });
    return null;
  } catch (error) {
    return classifyImapError(error);
  } finally {
    client.close();
  }
}
