import type { Db, Tx } from '../../db/client';
import type { Keyring } from '../secret-box';
import { transactionDatabase } from '../transaction';

/**
 * What a notification's mail needs beyond the change: the address of the web app (`APP_URL`) for its
 * links, and the keyring that signs its unsubscribe link. Kept per database by whoever opens it for
 * the server (`buildApp`, the scheduled jobs), so that `notify(tx, ...)` finds them from its transaction.
 */
export type NotificationMailSettings = { appUrl: string; keyring: Keyring };

const settingsByDatabase = new WeakMap<Db, NotificationMailSettings>();

export function useNotificationMailSettings(db: Db, settings: NotificationMailSettings): void {
  settingsByDatabase.set(db, settings);
}

/** The settings of the database `tx` runs on; a mail due without them is a bug of the caller, and throws. */
export function notificationMailSettings(tx: Tx): NotificationMailSettings {
  const db = transactionDatabase(tx);
  const settings = db && settingsByDatabase.get(db);
  if (!settings) throw new Error('a notification mail is due, but no APP_URL and keyring were given for this database');
  return settings;
}
