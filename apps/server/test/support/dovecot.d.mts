/* Types of dovecot.mjs. */
import type { ImapFlow } from 'imapflow';

export const DOVECOT_BIN: string;

export type DovecotUser = { user: string; password: string };

export type Dovecot = {
  host: '127.0.0.1';
  port: number;
  user: DovecotUser;
  /** Appends a raw message to a folder (INBOX by default) of the test user; answers its UID. */
  deliver: (raw: Buffer | string, folder?: string) => Promise<number>;
  /** Makes a folder (nothing when it exists). */
  createFolder: (folder: string) => Promise<void>;
  /** The UIDs and flags of a folder's messages. */
  messages: (folder: string) => Promise<{ uid: number; flags: string[] }[]>;
  /** A signed-in client of the test user, for a test to look at flags and folders; log out after. */
  client: () => Promise<ImapFlow>;
  /** Stops the server (SIGKILL when `hard`), so that connections fail until `start`. */
  stop: (hard?: boolean) => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and removes its directory. */
  close: () => Promise<void>;
};

export type DovecotOptions = {
  /** Leaves IDLE out of the capabilities, so that a reader must poll. */
  withoutIdle?: boolean;
};

/** Starts a Dovecot with one user (`support` / a password) and an empty INBOX. */
export function startDovecot(options?: DovecotOptions): Promise<Dovecot>;

/** A plain-text message with a fresh Message-ID, as a customer's mail client writes one. */
export function plainMessage(options: {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId?: string;
  extraHeaders?: string[];
}): string;
