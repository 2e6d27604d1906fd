import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailboxes } from '../db/schema/mailboxes';
import { sharedData } from '../db/schema/shared-data';
import { users } from '../db/schema/users';
import { SecretBoxError, type Keyring } from './secret-box';

/*
 * Every sealed value the database holds, and the purpose each was sealed for. The services seal
 * and open with these same purposes; the key rotation walks this list. A new sealed column is
 * added here, or the rotation would leave it under a retired key.
 */

/** A shared data password opens only as its owner's. The label keeps the table's name before 0022 and never changes: every stored ciphertext is bound to it. */
export const sharedDataPasswordPurpose = (ownerId: number) => `customer_details.password:owner=${ownerId}`;

/** A support mailbox's IMAP password (modules/mail-intake). */
export const mailboxPasswordPurpose = 'mailboxes.password';

/** A two-factor secret opens only as its own user's. */
export const twoFactorSecretPurpose = (userId: number) => `users.two_factor_secret:user=${userId}`;

export type RotationCounts = { sharedDataPasswords: number; twoFactorSecrets: number; mailboxPasswords: number };

/**
 * Re-seals every value not yet under the keyring's current key, in one transaction: either all
 * of them move or none does. A value under a key the keyring lacks stops it before anything is written.
 */
export async function resealAll(db: Db, keyring: Keyring): Promise<RotationCounts> {
  const current = keyring.currentKeyId;
  return db.transaction(async (tx) => {
    const passwords = await tx
      .select({
        id: sharedData.id,
        ownerId: sharedData.ownerId,
        ciphertext: sharedData.passwordCiphertext,
        keyId: sharedData.passwordKeyId,
        updatedAt: sharedData.updatedAt,
      })
      .from(sharedData)
      .where(ne(sharedData.passwordKeyId, current))
      .for('update');
    const secrets = await tx
      .select({
        id: users.id,
        ciphertext: users.twoFactorSecret,
        keyId: users.twoFactorKeyId,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(and(isNotNull(users.twoFactorSecret), ne(users.twoFactorKeyId, current)))
      .for('update');
    const mailboxPasswords = await tx
      .select({
        id: mailboxes.id,
        ciphertext: mailboxes.passwordCiphertext,
        keyId: mailboxes.passwordKeyId,
        updatedAt: mailboxes.updatedAt,
      })
      .from(mailboxes)
      .where(and(isNotNull(mailboxes.passwordCiphertext), ne(mailboxes.passwordKeyId, current)))
      .for('update');
    const unknown = new Set(
      [...passwords, ...secrets, ...mailboxPasswords]
        .map((row) => row.keyId ?? '(none)')
        .filter((keyId) => !keyring.knows(keyId)),
    );
    if (unknown.size > 0) {
      const ids = [...unknown].join(', ');
      throw new SecretBoxError(
        `stored secrets are sealed under key id ${ids}, which is not given: add the key that sealed them to APP_KEY_PREVIOUS`,
        ids,
      );
    }
    // A rotation is not an edit: the rows keep their `updated_at`.
    for (const row of passwords) {
      const sealed = keyring.reseal(
        { ciphertext: row.ciphertext, keyId: row.keyId },
        sharedDataPasswordPurpose(row.ownerId),
      );
      await tx
        .update(sharedData)
        .set({ passwordCiphertext: sealed.ciphertext, passwordKeyId: sealed.keyId, updatedAt: row.updatedAt })
        .where(eq(sharedData.id, row.id));
    }
    for (const row of secrets) {
      const sealed = keyring.reseal({ ciphertext: row.ciphertext!, keyId: row.keyId! }, twoFactorSecretPurpose(row.id));
      await tx
        .update(users)
        .set({ twoFactorSecret: sealed.ciphertext, twoFactorKeyId: sealed.keyId, updatedAt: row.updatedAt })
        .where(eq(users.id, row.id));
    }
    for (const row of mailboxPasswords) {
      const sealed = keyring.reseal({ ciphertext: row.ciphertext!, keyId: row.keyId! }, mailboxPasswordPurpose);
      await tx
        .update(mailboxes)
        .set({ passwordCiphertext: sealed.ciphertext, passwordKeyId: sealed.keyId, updatedAt: row.updatedAt })
        .where(eq(mailboxes.id, row.id));
    }
    return {
      sharedDataPasswords: passwords.length,
      twoFactorSecrets: secrets.length,
      mailboxPasswords: mailboxPasswords.length,
    };
  });
}
