import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@workspace/shared/auth/two-factor.schemas';

/*
 * TOTP as RFC 6238 with the parameters every authenticator app assumes: HMAC-SHA-1, 30-second
 * steps, 6 digits, a 20-byte secret. A code is accepted in its own step and the one on either
 * side (clocks drift); which step matched is returned so the caller can refuse it a second time.
 */

export const TOTP_ISSUER = 'Workspace';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const SECRET_BYTES = 20;
const WINDOW = 1;

/** A new random secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// address an authenticator app reads from the QR code; the label is the account's email. */
export function otpauthUrl(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The otpauth:// address as a QR image, an SVG data URL (the page's CSP allows `data:` images). */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The 30-second step a moment falls in (RFC 6238's T). */
export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The step `code` belongs to, if it is the code of the current step or of one next to it; otherwise null. */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/** Ten new recovery codes, `xxxx-xxxx-xxxx` from an alphabet without look-alike characters (59 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}
