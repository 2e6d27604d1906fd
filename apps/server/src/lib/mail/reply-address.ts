import { timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../secret-box';

/*
 * A staff member's reply address for one ticket (docs/decisions/040): the support mailbox's
 * address with `+reply-<ticket>-<user>-<signature>` after its local part, the signature an HMAC
 * under the app key (for this purpose alone) of the ticket and the person, 128 bits in lowercase
 * hex, so that a server that folds the case of an address does not break it. A mail to it is that
 * person's reply on that ticket, when it also comes from their own address.
 */

const PURPOSE = 'ticket-staff-reply';
const TAG = /^reply-([1-9]\d{0,9})-([1-9]\d{0,9})-([0-9a-f]{32})$/;

function signatureOf(keyring: Keyring, ticketId: number, userId: number): string {
  return Buffer.from(keyring.sign(`${ticketId}.${userId}`, PURPOSE), 'base64url')
    .subarray(0, 16)
    .toString('hex');
}

/** `support+reply-12-5-<signature>@example.com` for `support@example.com`. */
export function staffReplyAddress(keyring: Keyring, mailbox: string, ticketId: number, userId: number): string {
  const at = mailbox.lastIndexOf('@');
  const local = mailbox.slice(0, at).split('+')[0];
  return `${local}+reply-${ticketId}-${userId}-${signatureOf(keyring, ticketId, userId)}${mailbox.slice(at)}`;
}

export type ReplyTag =
  | { kind: 'none' }
  /** A tag that is not ours: made up, altered, or signed with a key we no longer have. */
  | { kind: 'forged' }
  | { kind: 'valid'; ticketId: number; userId: number };

/** What the `+reply-…` tag of one of these addresses says, if any has one. */
export function readReplyTag(keyring: Keyring, addresses: readonly string[]): ReplyTag {
  for (const address of addresses) {
    const local = address.slice(0, address.lastIndexOf('@'));
    const plus = local.indexOf('+');
    if (plus < 0) continue;
    const tag = local.slice(plus + 1).toLowerCase();
    if (!tag.startsWith('reply-')) continue;
    const match = TAG.exec(tag);
    if (!match) return { kind: 'forged' };
    const ticketId = Number(match[1]);
    const userId = Number(match[2]);
    const expected = Buffer.from(signatureOf(keyring, ticketId, userId));
    const given = Buffer.from(match[3]!);
    return timingSafeEqual(expected, given) ? { kind: 'valid', ticketId, userId } : { kind: 'forged' };
  }
  return { kind: 'none' };
}
