import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import { routeAccess, type Access } from '../src/access/route-access';
import { authPlugin } from '../src/plugins/auth';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const tokens = {} as Record<UserType, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of USER_TYPES) tokens[role] = await t.login(role);
});
afterAll(() => t.close());

const allows = (access: Access, role: UserType) =>
  access === 'public' || access === 'authenticated' || access.includes(role);

/* Harmless bodies: a request an allowed role sends may fail validation (400) or find nothing
   (404), but must never be refused for who sends it. Logout is called last per role. */
const ids = { ':id': '999999', ':attachmentId': '999998' };
const concretePath = (url: string) => url.replace(/:id\b/g, ids[':id']).replace(/:attachmentId\b/g, ids[':attachmentId']);

describe('authorization matrix', () => {
  it('every registered route has an entry, and every entry a route', () => {
    const registered = t.app.accessRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(routeAccess).sort());
  });

  it('refuses to start when a route has no entry in the access table', async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin);
    expect(() => app.get('/api/not-in-the-table', async () => 'open by omission')).toThrow(
      /GET \/api\/not-in-the-table has no entry in access\/route-access\.ts/,
    );
    await app.close();
  });

  const entries = Object.entries(routeAccess).filter(([key]) => key !== 'GET /api/logout');
  for (const [key, access] of entries) {
    const [method, url] = key.split(' ') as [string, string];

    it(`${key}: anonymous ${access === 'public' ? 'allowed' : 'gets 401'}`, async () => {
      const response = await t.call({ method: method as 'GET', url: concretePath(url), payload: method === 'GET' ? undefined : {} });
      if (access === 'public') expect([401, 403]).not.toContain(response.statusCode);
      else expect(response.statusCode).toBe(401);
    });

    for (const role of USER_TYPES) {
      const allowed = allows(access, role);
      it(`${key}: ${role} ${allowed ? 'allowed' : 'gets 403'}`, async () => {
        const response = await t.call({
          method: method as 'GET',
          url: concretePath(url),
          token: tokens[role],
          payload: method === 'GET' ? undefined : {},
        });
        if (allowed) {
          expect([401, 403], `${key} as ${role}: ${response.body}`).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode).toBe(403);
          expect(response.json().error.code).toBe('forbidden');
        }
      });
    }
  }

  // Fastify answers HEAD with the GET handler: the same entry decides, and a valid token counts.
  for (const [key, access] of entries.filter(([entry]) => entry.startsWith('GET '))) {
    const url = concretePath(key.slice('GET '.length));
    it(`HEAD ${url}: answers as GET does, for anonymous and every role`, async () => {
      const anonymous = await t.call({ method: 'HEAD', url });
      if (access === 'public') expect([401, 403]).not.toContain(anonymous.statusCode);
      else expect(anonymous.statusCode).toBe(401);
      for (const role of USER_TYPES) {
        const head = await t.call({ method: 'HEAD', url, token: tokens[role] });
        const get = await t.call({ method: 'GET', url, token: tokens[role] });
        if (allows(access, role)) expect([401, 403], `HEAD ${url} as ${role}`).not.toContain(head.statusCode);
        else expect(head.statusCode, `HEAD ${url} as ${role}`).toBe(403);
        expect(head.statusCode, `HEAD ${url} as ${role}`).toBe(get.statusCode);
        expect(head.body).toBe('');
      }
    });
  }

  it('GET /api/logout: anonymous 401, every role allowed', async () => {
    expect((await t.call({ method: 'GET', url: '/api/logout' })).statusCode).toBe(401);
    for (const role of USER_TYPES) {
      expect((await t.call({ method: 'GET', url: '/api/logout', token: tokens[role] })).statusCode).toBe(200);
    }
  });
});
