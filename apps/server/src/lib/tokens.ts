import { hash, randomBytes } from 'node:crypto';

/** 48 random bytes, URL-safe: shown to the client once, never stored. */
export function generateToken(): string {
  return randomBytes(48).toString('base64url');
}

/** The SHA-256 of a token, as stored; one call of `crypto.hash`, which every request's session lookup makes. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
