import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey, generateAppKey, Keyring, SecretBoxError } from './secret-box';

const KEY_A = 'a-key-of-thirty-two-characters-or-more-aaaa';
const KEY_B = 'another-key-of-thirty-two-characters-bbbbbb';

describe('secret box', () => {
  it('opens what it sealed, and the stored text is neither the plaintext nor the same twice', () => {
    const ring = new Keyring(KEY_A);
    const first = ring.seal('Hunter2!şifre', 'purpose-1');
    const second = ring.seal('Hunter2!şifre', 'purpose-1');
    expect(first.ciphertext).not.toContain('Hunter2');
    expect(first.ciphertext).not.toBe(second.ciphertext); // a fresh IV each time
    expect(ring.open(first, 'purpose-1')).toBe('Hunter2!şifre');
    expect(ring.open(second, 'purpose-1')).toBe('Hunter2!şifre');
    // 12-byte IV + 13 bytes of UTF-8 text + 16-byte tag, base64url.
    expect(Buffer.from(first.ciphertext, 'base64url')).toHaveLength(12 + Buffer.byteLength('Hunter2!şifre') + 16);
  });

  it('is AES-256-GCM under the HKDF-derived key: an independent decipher with that key reads it', () => {
    const ring = new Keyring(KEY_A);
    const sealed = ring.seal('plain', 'p');
    const raw = Buffer.from(sealed.ciphertext, 'base64url');
    // Encrypting the same plaintext with the same IV by hand gives the same bytes.
    const cipher = createCipheriv('aes-256-gcm', deriveKey(KEY_A).bytes, raw.subarray(0, 12));
    cipher.setAAD(Buffer.from('p'));
    const body = Buffer.concat([cipher.update('plain', 'utf8'), cipher.final()]);
    expect(Buffer.concat([raw.subarray(0, 12), body, cipher.getAuthTag()]).equals(raw)).toBe(true);
  });

  it('names each value by its key: a fingerprint, stable for a key and different between keys', () => {
    expect(deriveKey(KEY_A).id).toBe(deriveKey(KEY_A).id);
    expect(deriveKey(KEY_A).id).not.toBe(deriveKey(KEY_B).id);
    expect(deriveKey(KEY_A).id).toMatch(/^[0-9a-f]{12}$/);
    expect(new Keyring(KEY_A).seal('x', 'p').keyId).toBe(deriveKey(KEY_A).id);
    expect(deriveKey(KEY_A).id).not.toContain(KEY_A);
  });

  it('refuses another purpose, an altered byte, a truncated value, and an unknown key, without the plaintext in the error', () => {
    const ring = new Keyring(KEY_A);
    const sealed = ring.seal('TopSecret', 'customer_details.password:owner=1');
    const attempts = [
      () => ring.open(sealed, 'customer_details.password:owner=2'),
      () => {
        const raw = Buffer.from(sealed.ciphertext, 'base64url');
        raw[14] = raw[14]! ^ 1;
        return ring.open({ ...sealed, ciphertext: raw.toString('base64url') }, 'customer_details.password:owner=1');
      },
      () => ring.open({ ...sealed, ciphertext: sealed.ciphertext.slice(0, 20) }, 'customer_details.password:owner=1'),
      () => new Keyring(KEY_B).open(sealed, 'customer_details.password:owner=1'),
    ];
    for (const attempt of attempts) {
      let error: unknown;
      try {
        attempt();
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SecretBoxError);
      expect(String((error as Error).message)).not.toContain('TopSecret');
    }
  });

  it('opens values of older keys, seals only under the current one, and re-seals on rotation', () => {
    const old = new Keyring(KEY_A);
    const sealed = old.seal('rotating', 'p');
    const rotated = new Keyring(KEY_B, [KEY_A]);
    expect(rotated.knows(deriveKey(KEY_A).id)).toBe(true);
    expect(rotated.open(sealed, 'p')).toBe('rotating');
    expect(rotated.seal('new', 'p').keyId).toBe(deriveKey(KEY_B).id);
    const resealed = rotated.reseal(sealed, 'p');
    expect(resealed.keyId).toBe(deriveKey(KEY_B).id);
    expect(new Keyring(KEY_B).open(resealed, 'p')).toBe('rotating');
    expect(rotated.reseal(resealed, 'p')).toBe(resealed); // already current: untouched
  });

  it('makes app keys of 32 random bytes', () => {
    const key = generateAppKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(key).not.toBe(generateAppKey());
  });
});
