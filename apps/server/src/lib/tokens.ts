import { createHash, randomBytes } from 'node:crypto';

/** 48 random bytes, URL-safe: shown to the client once, never stored. */
export function generateToken(): string {
  return randomBytes(48).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
