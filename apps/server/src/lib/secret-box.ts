import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Secrets the product must give back (a shared customer password, a two-factor secret) are sealed
 * with AES-256-GCM. The 32-byte key is derived from `APP_KEY` with HKDF-SHA256, and each sealed
 * value is stored beside the id of the key that sealed it, so a rotation can find and re-seal every
 * value (`npm run rotate-key`) and an old backup names the key it needs. The additional data binds
 * a value to its purpose and owner: a sealed password pasted into another row, or into another
 * column, does not open. Nothing here logs or returns a plaintext in an error.
 */

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = Buffer.from('workspace');

type Key = { id: string; bytes: Buffer };

/** A value as it is stored: the base64url of iv, ciphertext and tag, and the id of the key. */
export type Sealed = { ciphertext: string; keyId: string };

/** A sealed value that cannot be opened: an unknown key id, or a value that was altered. */
export class SecretBoxError extends Error {
  constructor(
    message: string,
    readonly keyId: string,
  ) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** The key an `APP_KEY` string derives, and the id it is known by (not a secret: a fingerprint). */
export function deriveKey(appKey: string): Key {
  const ikm = Buffer.from(appKey, 'utf8');
  const bytes = Buffer.from(hkdfSync('sha256', ikm, SALT, 'secret-box/aes-256-gcm/v1', 32));
  const id = Buffer.from(hkdfSync('sha256', ikm, SALT, 'secret-box/key-id/v1', 6)).toString('hex');
  return { id, bytes };
}

/** A fresh random `APP_KEY`: 32 bytes, base64url (43 characters). */
export function generateAppKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The keys this process knows: the current one seals, every one opens. Older keys stay only so
 * values sealed under them can still be read until a rotation re-seals them.
 */
export class Keyring {
  readonly current: Key;
  private readonly byId: Map<string, Key>;

  constructor(currentAppKey: string, olderAppKeys: readonly string[] = []) {
    this.current = deriveKey(currentAppKey);
    this.byId = new Map([[this.current.id, this.current]]);
    for (const older of olderAppKeys) {
      const key = deriveKey(older);
      if (!this.byId.has(key.id)) this.byId.set(key.id, key);
    }
  }

  get currentKeyId(): string {
    return this.current.id;
  }

  knows(keyId: string): boolean {
    return this.byId.has(keyId);
  }

  /** Seals a text under the current key; `purpose` must be given again, equal, to open it. */
  seal(plaintext: string, purpose: string): Sealed {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.bytes, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return { ciphertext: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'), keyId: this.current.id };
  }

  /** Opens a sealed value; a wrong key, purpose or altered byte throws a `SecretBoxError` (no detail). */
  open(sealed: Sealed, purpose: string): string {
    const key = this.byId.get(sealed.keyId);
    if (!key)
      throw new SecretBoxError(
        `a value is sealed under key ${sealed.keyId}, which this server does not have`,
        sealed.keyId,
      );
    const raw = Buffer.from(sealed.ciphertext, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('a sealed value is damaged', sealed.keyId);
    try {
      const decipher = createDecipheriv(ALGORITHM, key.bytes, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError('a sealed value does not open (altered, or sealed for another record)', sealed.keyId);
    }
  }

  /** Re-seals a value under the current key (rotation); a value already under it comes back as it was. */
  reseal(sealed: Sealed, purpose: string): Sealed {
    if (sealed.keyId === this.current.id) return sealed;
    return this.seal(this.open(sealed, purpose), purpose);
  }

  /**
   * A signature of `message` for `purpose` (a link that acts without signing in): HMAC-SHA256
   * under a key derived from the current one for signing alone, base64url.
   */
  sign(message: string, purpose: string): string {
    return signWith(this.current, message, purpose);
  }

  /** Whether `signature` is `sign(message, purpose)` under any key this ring knows (a link signed before a rotation). */
  verify(message: string, purpose: string, signature: string): boolean {
    const given = Buffer.from(signature, 'base64url');
    return [...this.byId.values()].some((key) => {
      const expected = Buffer.from(signWith(key, message, purpose), 'base64url');
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }
}

function signWith(key: Key, message: string, purpose: string): string {
  const macKey = Buffer.from(hkdfSync('sha256', key.bytes, SALT, 'secret-box/hmac-sha256/v1', 32));
  return createHmac('sha256', macKey).update(`${purpose}\n${message}`, 'utf8').digest('base64url');
}
