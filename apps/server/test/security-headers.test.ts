import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/* Helmet's headers (plugins/security-headers.ts) on every kind of answer. */
let t: TestApp;
let master: string;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
});
afterAll(() => t.close());

const POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';worker-src 'self';connect-src 'self'";

describe('security headers', () => {
  it('come with an answer, a refusal, a validation error and a 404 alike', async () => {
    const answers = [
      await t.call({ method: 'GET', url: '/api/me', token: master }),
      await t.call({ method: 'GET', url: '/api/me' }),
      await t.call({ method: 'GET', url: '/api/tasks?pageSize=0', token: master }),
      await t.call({ method: 'GET', url: '/api/no-such-thing', token: master }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'content-security-policy': POLICY,
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
