import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLogs, createTestApp, type TestApp } from './helpers';

/* At `info`, one log line per request, written as it is answered, with the method, path, status and time. */
let t: TestApp;
let app: FastifyInstance;
let logs: () => string;
// What Node is warned of while the apps are built (Fastify's deprecations are process warnings, printed at start).
const warnings: string[] = [];
const onWarning = (warning: Error & { code?: string }) =>
  warnings.push(`${warning.code ?? warning.name}: ${warning.message}`);
process.on('warning', onWarning);
beforeAll(async () => {
  t = await createTestApp();
  ({ app, logs } = await appWithLogs(t, 'info'));
});
afterAll(async () => {
  process.off('warning', onWarning);
  await app?.close();
  await t?.close();
});

const lines = () =>
  logs()
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          msg: string;
          reqId?: string;
          req?: { method: string; url: string };
          res?: { statusCode: number };
          responseTime?: number;
        },
    );

describe('request log lines', () => {
  it('are set up without a deprecation warning at start', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual([]);
  });

  it('writes one line per request, on its answer, whatever the status', async () => {
    const before = lines().length;
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    const refused = await app.inject({ method: 'GET', url: '/api/me' });
    expect([ok.statusCode, refused.statusCode]).toEqual([200, 401]);

    const written = lines().slice(before);
    expect(written.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(written.map((line) => [line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
      ['GET', '/api/health', 200],
      ['GET', '/api/me', 401],
    ]);
    for (const line of written) expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(new Set(written.map((line) => line.reqId)).size).toBe(2);
  });

  it('names the path and the query keys, never what was searched for or filtered on', async () => {
    const before = logs().length;
    const response = await app.inject({
      method: 'GET',
      url: '/api/login-records?q=Ay%C5%9Fe%20Y%C4%B1lmaz&country=Narnia&page=2',
    });
    expect(response.statusCode).toBe(401);
    const written = logs().slice(before);
    expect(written).not.toMatch(/Ay%C5%9Fe|Ayşe|Narnia|page=2/);
    const line = JSON.parse(written.trim().split('\n').at(-1)!) as { req: { method: string; url: string } };
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/login-records?q&country&page' });
  });
});
