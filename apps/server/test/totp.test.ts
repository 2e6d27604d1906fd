import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_ALPHABET, normalizeRecoveryCode } from '@workspace/shared/auth/two-factor.schemas';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl, totpStep } from '../src/modules/two-factor/totp';

/* RFC 6238, Appendix B: the SHA-1 rows (seed "12345678901234567890", 8 digits). Written out by hand. */
const SEED = '12345678901234567890';
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const seedBase32 = Secret.fromLatin1(SEED).base32;

describe('TOTP (RFC 6238)', () => {
  it('gives the SHA-1 test vectors of Appendix B with 8 digits', () => {
    const totp = new TOTP({ algorithm: 'SHA1', digits: 8, period: 30, secret: Secret.fromLatin1(SEED) });
    for (const [seconds, code] of VECTORS)
      expect(totp.generate({ timestamp: seconds * 1000 }), `T=${seconds}`).toBe(code);
  });

  it('accepts as the 6-digit code the last 6 digits of each vector, in its own step', () => {
    for (const [seconds, code] of VECTORS) {
      const now = seconds * 1000;
      expect(matchingStep(seedBase32, code.slice(-6), now), `T=${seconds}`).toBe(Math.floor(seconds / 30));
    }
  });

  it('accepts the step before and after (clock drift) and refuses two away', () => {
    const now = 1111111111 * 1000;
    const code = '050471'; // of step 37037037
    expect(matchingStep(seedBase32, code, now + 30_000)).toBe(37037037);
    expect(matchingStep(seedBase32, code, now - 30_000)).toBe(37037037);
    expect(matchingStep(seedBase32, code, now + 60_000)).toBeNull();
    expect(matchingStep(seedBase32, code, now - 60_000)).toBeNull();
    expect(matchingStep(seedBase32, '123456', now)).toBeNull();
    expect(totpStep(now)).toBe(37037037);
  });

  it('makes 20-byte secrets and an otpauth address for the Workspace issuer with the email as label', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'ayse@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Workspace:ayse@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Workspace',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('makes ten distinct recovery codes of 12 unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
      expect([...normalizeRecoveryCode(code)].every((char) => RECOVERY_CODE_ALPHABET.includes(char))).toBe(true);
      expect(code).not.toMatch(/[01ilo]/);
    }
    expect(normalizeRecoveryCode(' ABCD-efgh jkmn ')).toBe('abcdefghjkmn');
  });
});
