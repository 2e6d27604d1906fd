import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from './errors';

/* argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, t=2, p=1. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/* Verified against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  return dummyHash;
}

/*
 * The 10,000 most common passwords (the first 10,000 of zxcvbn's frequency-ranked list), compared
 * without case: "Password1" is refused as "password1" is. The shared minimum length still applies
 * first; this only adds a refusal with its own message.
 */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, 10_000));
  return common.has(password.toLowerCase());
}

/** 400 with a message under `field` when the password is one of the most common ones. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw badRequest({ [field]: 'commonPassword' });
}
