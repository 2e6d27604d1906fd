import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users';
import { cacheSession, clearSessionCache, getCachedSession, sessionCacheGeneration } from './session-cache';

const user = { id: 7, type: 'employee', isActive: true } as UserRow;
const later = new Date(Date.now() + 86_400_000);

describe('session cache', () => {
  beforeEach(() => clearSessionCache());

  it('returns a stored session until a write clears the cache', () => {
    cacheSession('hash-a', { user, tokenId: 1, lastTouchedAt: 0 }, later, sessionCacheGeneration());
    expect(getCachedSession('hash-a')?.tokenId).toBe(1);
    clearSessionCache();
    expect(getCachedSession('hash-a')).toBeUndefined();
  });

  it('drops a session read before a write that happened while the read was in flight', () => {
    const readAt = sessionCacheGeneration();
    clearSessionCache(); // e.g. the user was deactivated meanwhile
    cacheSession('hash-b', { user, tokenId: 2, lastTouchedAt: 0 }, later, readAt);
    expect(getCachedSession('hash-b')).toBeUndefined();
  });

  it('never keeps a session past 30 seconds or past its token expiry', () => {
    const now = 1_000_000;
    cacheSession('hash-c', { user, tokenId: 3, lastTouchedAt: 0 }, new Date(now + 60_000), sessionCacheGeneration(), now);
    expect(getCachedSession('hash-c', now + 29_000)?.tokenId).toBe(3);
    expect(getCachedSession('hash-c', now + 30_001)).toBeUndefined();
    cacheSession('hash-d', { user, tokenId: 4, lastTouchedAt: 0 }, new Date(now + 5_000), sessionCacheGeneration(), now);
    expect(getCachedSession('hash-d', now + 5_001)).toBeUndefined();
  });
});
