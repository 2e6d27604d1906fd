import type { Db, Tx } from '../../db/client';
import type { Keyring } from '../secret-box';
import { transactionDatabase } from '../transaction';

/**
 * What a notification's mail needs beyond the change: the address of the web app (`APP_URL`) for its
 * links, and the keyring that signs its unsubscribe link. Kept per database by whoever opens it for
 * the server (`buildApp`, the scheduled jobs), so that `notify(tx, ...)` finds them from its transaction.
 */
export type NotificationMailSettings = {
  appUrl: string;
  keyring: Keyring;
  /**
   * The support mailbox that takes staff replies by mail: a staff member's mail about a ticket gets
   * a signed `Reply-To` at this address (lib/mail/reply-address.ts). Unset: no `Reply-To`.
   */
  staffReplyMailbox?: string;
};

const settingsByDatabase = new WeakMap<Db, NotificationMailSettings>();

export function useNotificationMailSettings(db: Db, settings: NotificationMailSettings): void {
  settingsByDatabase.set(db, settings);
}

/**
 * Names the support mailbox whose address staff replies go to (or none), for the database's
 * notification mails from now on: the mailboxes' configuration calls it when it is read or changed.
 */
export function setStaffReplyMailbox(db: Db, address: string | undefined): void {
  const settings = settingsByDatabase.get(db);
  if (settings) settingsByDatabase.set(db, { ...settings, staffReplyMailbox: address });
}

/** The settings of the database `tx` runs on; a mail due without them is a bug of the caller, and throws. */
export function notificationMailSettings(tx: Tx): NotificationMailSettings {
  const db = transactionDatabase(tx);
  const settings = db && settingsByDatabase.get(db);
  if (!settings) throw new Error('a notification mail is due, but no APP_URL and keyring were given for this database');
  return settings;
}
