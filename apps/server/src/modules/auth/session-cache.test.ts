import { afterEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users';
import { createSessionCache, dropLocally, type SessionCache } from './session-cache';
import { readSessionChange } from './session-sync';

const user = { id: 7, type: 'employee', isActive: true } as UserRow;
const other = { id: 8, type: 'manager', isActive: true } as UserRow;
const later = new Date(Date.now() + 86_400_000);

const made: SessionCache[] = [];
function cacheInSync(): SessionCache {
  const cache = createSessionCache({ inSync: true });
  made.push(cache);
  return cache;
}

describe('session cache', () => {
  afterEach(() => {
    for (const cache of made.splice(0)) cache.dispose();
  });

  it('returns a stored session until a write drops its token or its user', () => {
    const cache = cacheInSync();
    cache.store('hash-a', { user, tokenId: 1, lastTouchedAt: 0 }, later, cache.generation());
    cache.store('hash-b', { user, tokenId: 2, lastTouchedAt: 0 }, later, cache.generation());
    cache.store('hash-c', { user: other, tokenId: 3, lastTouchedAt: 0 }, later, cache.generation());
    cache.drop({ tokenId: 1 });
    expect(cache.get('hash-a')).toBeUndefined();
    expect(cache.get('hash-b')?.tokenId).toBe(2);
    cache.drop({ userId: user.id });
    expect(cache.get('hash-b')).toBeUndefined();
    expect(cache.get('hash-c')?.tokenId).toBe(3);
  });

  it('drops a session read before a write that happened while the read was in flight', () => {
    const cache = cacheInSync();
    const readAt = cache.generation();
    cache.drop({ userId: user.id }); // e.g. the user was deactivated meanwhile
    cache.store('hash-b', { user, tokenId: 2, lastTouchedAt: 0 }, later, readAt);
    expect(cache.get('hash-b')).toBeUndefined();
  });

  it('never keeps a session past 30 seconds or past its token expiry', () => {
    const cache = cacheInSync();
    const now = 1_000_000;
    cache.store('hash-c', { user, tokenId: 3, lastTouchedAt: 0 }, new Date(now + 60_000), cache.generation(), now);
    expect(cache.get('hash-c', now + 29_000)?.tokenId).toBe(3);
    expect(cache.get('hash-c', now + 30_001)).toBeUndefined();
    cache.store('hash-d', { user, tokenId: 4, lastTouchedAt: 0 }, new Date(now + 5_000), cache.generation(), now);
    expect(cache.get('hash-d', now + 5_001)).toBeUndefined();
  });

  it('is not used while out of sync, and starts empty when back in sync', () => {
    const cache = cacheInSync();
    cache.store('hash-e', { user, tokenId: 5, lastTouchedAt: 0 }, later, cache.generation());
    const readBefore = cache.generation();
    cache.setInSync(false);
    expect(cache.get('hash-e')).toBeUndefined();
    cache.store('hash-f', { user, tokenId: 6, lastTouchedAt: 0 }, later, cache.generation());
    cache.setInSync(true);
    expect(cache.get('hash-e')).toBeUndefined();
    expect(cache.get('hash-f')).toBeUndefined();
    // A lookup that started before the connection was lost is not kept either.
    cache.store('hash-g', { user, tokenId: 7, lastTouchedAt: 0 }, later, readBefore);
    expect(cache.get('hash-g')).toBeUndefined();
  });

  it("drops a write's sessions from every cache of the process, and only those", () => {
    const a = cacheInSync();
    const b = cacheInSync();
    for (const cache of [a, b])
      cache.store('hash-h', { user, tokenId: 8, lastTouchedAt: 0 }, later, cache.generation());
    for (const cache of [a, b])
      cache.store('hash-i', { user, tokenId: 9, lastTouchedAt: 0 }, later, cache.generation());
    dropLocally({ tokenId: 8 });
    for (const cache of [a, b]) {
      expect(cache.get('hash-h')).toBeUndefined();
      expect(cache.get('hash-i')?.tokenId).toBe(9);
    }
    dropLocally({ userId: user.id });
    for (const cache of [a, b]) expect(cache.get('hash-i')).toBeUndefined();
  });
});

describe('session notifications', () => {
  it('reads a token or a user, and nothing else', () => {
    expect(readSessionChange('{"tokenId":12}')).toEqual({ tokenId: 12 });
    expect(readSessionChange('{"userId":3}')).toEqual({ userId: 3 });
    expect(readSessionChange('{"userId":"3"}')).toBeUndefined();
    expect(readSessionChange('{"tokenId":-1}')).toBeUndefined();
    expect(readSessionChange('null')).toBeUndefined();
    expect(readSessionChange('not json')).toBeUndefined();
    expect(readSessionChange(undefined)).toBeUndefined();
  });
});
