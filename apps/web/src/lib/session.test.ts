import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@workspace/shared/auth/auth.schemas';
import { appTimeZone, setAppTimeZone } from './app-today';
import { fetchMe, queryClient } from './session';
import { userOf } from '../test-fixtures';

const user = userOf('employee');

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  setAppTimeZone('Europe/Istanbul');
});

describe('fetchMe', () => {
  it("keeps the company's time zone from GET /api/me and answers the user alone", async () => {
    const me: MeResponse = { ...user, timeZone: 'UTC' };
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(me), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    expect(appTimeZone()).toBe('Europe/Istanbul');
    await expect(fetchMe('token-a')).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.objectContaining({ method: 'GET' }));
    expect(appTimeZone()).toBe('UTC');
  });
});
