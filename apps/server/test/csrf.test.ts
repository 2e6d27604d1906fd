import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, EMAILS, XSRF, type TestApp } from './helpers';

/*
 * The anti-forgery check must hold however the path is spelled. Fastify decodes the path before
 * it picks a route, so a check on the raw URL let `/%61pi/profile` through. Each spelling below
 * either reaches the route and is refused for the missing header (403 csrf), or reaches no route
 * (404); none may change anything.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('employee');
});
afterAll(() => t.close());

const profile = { name: 'Forged', surname: 'Change', phone: '', language: 'tr' };

/*
 * Path spelling -> what it reaches, by hand from Fastify's routing: percent-decoded and dot segments
 * resolved (by the URL parser), but case-, slash- and trailing-slash-exact.
 */
const PROFILE_PATHS: Record<string, 'route' | 'none'> = {
  '/%61pi/profile': 'route',
  '/api/%70rofile': 'route',
  '/%61%70%69/%70%72%6F%66%69%6C%65': 'route',
  '/api/profile?next=/x': 'route',
  '//api/profile': 'none',
  '/api//profile': 'none',
  '/api/profile/': 'none',
  '/API/profile': 'none',
  '/Api/Profile': 'none',
  '/api/PROFILE': 'none',
  '/api%2Fprofile': 'none',
  '/api/./profile': 'route',
  '/api/x/../profile': 'route',
};

const LOGIN_PATHS: Record<string, 'route' | 'none'> = {
  '/%61pi/login': 'route',
  '/api/%6Cogin': 'route',
  '//api/login': 'none',
  '/api//login': 'none',
  '/api/login/': 'none',
  '/API/login': 'none',
  '/Api/login': 'none',
};

const expectRefused = (
  response: { statusCode: number; json: () => { error: { code: string } } },
  reaches: 'route' | 'none',
) => {
  if (reaches === 'route') {
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
  } else {
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('notFound');
  }
};

describe('anti-forgery check on the matched route, not the raw URL', () => {
  for (const [url, reaches] of Object.entries(PROFILE_PATHS)) {
    it(`PUT ${url} without the header: ${reaches === 'route' ? '403 csrf' : '404'}, profile unchanged`, async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: profile,
      });
      expectRefused(response, reaches);
      const after = await t.call({ method: 'GET', url: '/api/profile', token });
      expect(after.json().name).not.toBe('Forged');
    });
  }

  for (const [url, reaches] of Object.entries(LOGIN_PATHS)) {
    it(`POST ${url} without the header: ${reaches === 'route' ? '403 csrf' : '404'}, no token`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: EMAILS.manager, password: DEMO_PASSWORD },
      });
      expectRefused(response, reaches);
      expect(response.body).not.toContain('token');
    });
  }

  it('refuses a header without the cookie, and a cookie without the header, on an encoded path', async () => {
    const headerOnly = await t.app.inject({
      method: 'PUT',
      url: '/%61pi/profile',
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': XSRF },
      payload: profile,
    });
    expectRefused(headerOnly, 'route');
    const cookieOnly = await t.app.inject({
      method: 'PUT',
      url: '/%61pi/profile',
      headers: { authorization: `Bearer ${token}` },
      cookies: { 'XSRF-TOKEN': XSRF },
      payload: profile,
    });
    expectRefused(cookieOnly, 'route');
  });

  it('lets the same encoded path through with a matching header and cookie (the check, not routing, refused it)', async () => {
    const response = await t.call({
      method: 'PUT',
      url: '/%61pi/profile',
      token,
      payload: { ...profile, name: 'Encoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Encoded');
  });

  it('answers an unknown state-changing path 404, not 403', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
