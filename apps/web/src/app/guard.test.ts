import { describe, expect, it, vi } from 'vitest';
import type { User } from '@workspace/shared/users/users.schemas';
import { runGuard } from './guard';

const user = (type: User['type']): User => ({
  id: 1,
  name: 'A',
  surname: 'B',
  email: 'a@b.co',
  phone: null,
  type,
  isActive: true,
  language: 'en',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function memory(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('route guard', () => {
  it('1. without token and user, a protected route redirects to login and login is allowed', async () => {
    const fetchMe = vi.fn();
    expect(await runGuard({ isLogin: false, storage: memory(), fetchMe })).toEqual({ kind: 'redirect', to: '/login' });
    expect(await runGuard({ isLogin: true, storage: memory(), fetchMe })).toEqual({ kind: 'allow', user: null });
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('2. a failed or empty current-user fetch clears token and user and goes to login', async () => {
    for (const fetchMe of [vi.fn().mockRejectedValue(new Error('401')), vi.fn().mockResolvedValue(null)]) {
      const storage = memory({ token: 't', user: JSON.stringify(user('master')) });
      expect(await runGuard({ isLogin: false, storage, fetchMe })).toEqual({ kind: 'redirect', to: '/login' });
      expect(storage.map.size).toBe(0);
      expect(fetchMe).toHaveBeenCalledWith('t');
    }
  });

  it('3. a stored user without a token is not logged in: login', async () => {
    const storage = memory({ user: JSON.stringify(user('master')) });
    expect(await runGuard({ isLogin: false, storage, fetchMe: vi.fn() })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('4. a logged-in user visiting login goes to the ticket list', async () => {
    const storage = memory({ token: 't', user: JSON.stringify(user('employee')) });
    const outcome = await runGuard({ isLogin: true, storage, fetchMe: vi.fn().mockResolvedValue(user('employee')) });
    expect(outcome).toEqual({ kind: 'redirect', to: '/ticket' });
  });

  it('5. an unparseable stored user is removed and the browser goes to login', async () => {
    for (const bad of ['{oops', JSON.stringify({ type: 'admin' })]) {
      const storage = memory({ token: 't', user: bad });
      const outcome = await runGuard({ isLogin: false, storage, fetchMe: vi.fn().mockResolvedValue(user('master')) });
      expect(outcome).toEqual({ kind: 'redirect', to: '/login' });
      expect(storage.map.has('user')).toBe(false);
      expect(storage.map.get('token')).toBe('t');
    }
  });

  it('2. a valid token without a stored user stores the fetched user', async () => {
    const storage = memory({ token: 't' });
    const outcome = await runGuard({
      isLogin: false,
      roles: ['manager'],
      storage,
      fetchMe: vi.fn().mockResolvedValue(user('manager')),
    });
    expect(outcome).toMatchObject({ kind: 'allow' });
    expect(JSON.parse(storage.map.get('user')!).type).toBe('manager');
  });

  it('6. a type not in the route roles shows not-found; a listed one is allowed', async () => {
    const storage = memory({ token: 't', user: JSON.stringify(user('employee')) });
    const fetchMe = vi.fn().mockResolvedValue(user('employee'));
    expect(await runGuard({ isLogin: false, roles: ['master'], storage, fetchMe })).toEqual({ kind: 'notFound' });
    expect(await runGuard({ isLogin: false, roles: ['employee'], storage, fetchMe })).toMatchObject({ kind: 'allow' });
  });
});

describe('route guard: the server’s word over the stored user', () => {
  it('decides by the type GET /api/me answers and keeps that user, not one edited in local storage', async () => {
    const storage = memory({ token: 't', user: JSON.stringify({ ...user('employee'), type: 'master' }) });
    const fetchMe = vi.fn().mockResolvedValue(user('employee'));
    expect(await runGuard({ isLogin: false, roles: ['master'], storage, fetchMe })).toEqual({ kind: 'notFound' });
    expect(JSON.parse(storage.map.get('user')!)).toEqual(user('employee'));
    expect(await runGuard({ isLogin: false, roles: ['employee'], storage, fetchMe })).toEqual({
      kind: 'allow',
      user: user('employee'),
    });
  });

  it('keeps the server’s setup flag too: a stored user without it is replaced', async () => {
    const owing = { ...user('manager'), twoFactorSetupRequired: true };
    const storage = memory({ token: 't', user: JSON.stringify({ ...owing, twoFactorSetupRequired: false }) });
    const outcome = await runGuard({
      isLogin: false,
      roles: ['manager'],
      pathname: '/task',
      storage,
      fetchMe: vi.fn().mockResolvedValue(owing),
    });
    expect(outcome).toEqual({ kind: 'redirect', to: '/profile?twoFactor=setup' });
    expect(JSON.parse(storage.map.get('user')!)).toEqual(owing);
  });
});

describe('route guard: a role that requires two-factor', () => {
  const owing = { ...user('manager'), twoFactorSetupRequired: true };

  it('keeps someone who has not turned it on at the profile, with the setup open', async () => {
    const fetchMe = vi.fn().mockResolvedValue(owing);
    const storage = memory({ token: 't', user: JSON.stringify(owing) });
    expect(await runGuard({ isLogin: false, roles: ['manager'], pathname: '/task', storage, fetchMe })).toEqual({
      kind: 'redirect',
      to: '/profile?twoFactor=setup',
    });
    // A route of another role goes to the setup too, not to not-found.
    expect(await runGuard({ isLogin: false, roles: ['master'], pathname: '/dashboard', storage, fetchMe })).toEqual({
      kind: 'redirect',
      to: '/profile?twoFactor=setup',
    });
    expect(await runGuard({ isLogin: true, pathname: '/login', storage, fetchMe })).toEqual({
      kind: 'redirect',
      to: '/profile?twoFactor=setup',
    });
    expect(await runGuard({ isLogin: false, pathname: '/profile', storage, fetchMe })).toEqual({
      kind: 'allow',
      user: owing,
    });
  });

  it('lets them go anywhere their role may once the current user no longer carries the flag', async () => {
    const done = { ...owing, twoFactorSetupRequired: false };
    const storage = memory({ token: 't', user: JSON.stringify(done) });
    const fetchMe = vi.fn().mockResolvedValue(done);
    expect(await runGuard({ isLogin: false, roles: ['manager'], pathname: '/task', storage, fetchMe })).toEqual({
      kind: 'allow',
      user: done,
    });
    expect(await runGuard({ isLogin: true, pathname: '/login', storage, fetchMe })).toEqual({
      kind: 'redirect',
      to: '/ticket',
    });
  });
});
