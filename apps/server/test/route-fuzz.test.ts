import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { UserType } from '@workspace/shared/auth/roles';
import { errorResponseSchema } from '@workspace/shared/common/errors.schemas';
import type { Access } from '../src/access/route-access';
import { createTestApp, type TestApp } from './helpers';

/*
 * Every registered API route, called by someone who may call it, with generated junk in its path
 * parameters, query string and body: huge, negative and fractional numbers, numbers as odd text,
 * NUL characters, unpaired surrogates, very long text, nested arrays and objects, wrong types,
 * impossible dates, prototype-pollution keys, broken %-escapes, bodies that are not JSON at all.
 * Whatever comes in, the answer is below 500, and every 4xx has the `{ error: { code, message } }`
 * shape. Field names, types and choices come from the routes' own OpenAPI description, so most
 * requests get past the first check and reach the deeper ones. Seeded: the same inputs every run.
 */

const RUNS_PER_ROUTE = 25;
const SEED = 20_261_123;
const ANSWER_WITHIN_MS = 5_000;

type JsonSchema = { type?: string; enum?: unknown[]; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema> };
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Input = { path: Record<string, string>; query: string; body?: { text: string; contentType?: string } };

// Built before the tests are collected: the list of routes to walk is the app's own.
const t: TestApp = await createTestApp();
const tokens = {} as Record<UserType, string>;
for (const role of ['master', 'manager', 'employee', 'user'] as const) tokens[role] = await t.login(role);
const actorIds = await Promise.all(
  Object.values(tokens).map(
    async (token) => (await t.call({ method: 'GET', url: '/api/me', token })).json<{ id: number }>().id,
  ),
);
const operations = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
// Logout aside: it would end the session the walk signs in with.
const routes = t.app.accessRoutes.filter((route) => route.url !== '/api/logout');
const counts = { tried: 0, answered2xx: 0, answered3xx: 0, answered4xx: 0, answered5xx: 0 };

afterAll(async () => {
  // The figure quoted in docs/security.md: malformed inputs tried, and how they were answered.
  console.log(
    `route fuzz: ${counts.tried} generated inputs tried on ${routes.length} routes: ${counts.answered4xx} answered 4xx, ` +
      `${counts.answered2xx} accepted (2xx), ${counts.answered3xx} 3xx, ${counts.answered5xx} 5xx`,
  );
  await t.close();
});

/* ---- the junk ---- */

const HUGE_NUMBERS = [
  '2147483648',
  '2147483647',
  '4294967296',
  '9007199254740993',
  '1e21',
  '1e308',
  '1e999',
  '-1e999',
  '-1',
  '0',
  '-0',
  '0.5',
  '1.0000000001',
  '-2147483649',
  '123456789012345678901234567890',
];
const ODD_NUMBER_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  '0b101',
  '1_000',
  ' 7 ',
  '7abc',
  '１２',
  '٣',
  '+1',
  '1.',
  '.5',
  '00000000001',
  '',
];
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDC00\uD800',
  '\uFEFF',
  '\u202Eevil',
  '\r\n',
  "'; drop table users; --",
  '"',
  '\\',
  '<script>',
  '${x}',
  '{{x}}',
  '../../etc/passwd',
  '%00',
  '😀',
  'İı',
  'null',
  'undefined',
  'true',
];
const IMPOSSIBLE_DATES = [
  '2024-02-31',
  '2023-02-29',
  '0000-01-01',
  '0000-01',
  '2024-13-01',
  '2024-00-10',
  '2024-04-31',
  '9999-99-99',
  '99999-01-01',
  '-0001-01-01',
  '2024-1-1',
  '2024-02-30T00:00:00Z',
  '1970-01-01T25:61:61',
  '2024-13',
];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', ''];
const BROKEN_ESCAPES = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%%', '%0'];

/** Any UTF-16 code units at all: NUL, unpaired surrogates, controls. */
const codeUnits = (maxLength: number) =>
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength }).map((units) => String.fromCharCode(...units));

const junkText = fc.oneof(
  fc.constantFrom(...NASTY_TEXT, ...ODD_NUMBER_TEXT, ...HUGE_NUMBERS, ...IMPOSSIBLE_DATES),
  codeUnits(24),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom(101, 5_001, 70_000).map((length) => 'x'.repeat(length)),
);

/** One JSON value, as text (so that keys like `__proto__` and numbers like 1e999 survive as sent). */
const junkJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.constantFrom(
      ...HUGE_NUMBERS.filter((text) => text !== '' && !Number.isNaN(Number(text)) && !/^[ ]|[ ]$/.test(text)),
    ),
    junkText.map((text) => JSON.stringify(text)),
    fc.constantFrom('true', 'false', 'null', '{}', '[]'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 8 })), tie('value')), {
        maxLength: 4,
      })
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  ),
})).value;

/* ---- plausible values, from the route's own schema, so that junk in one field meets valid others ---- */

function plausible(name: string, schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (schema?.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema?.anyOf?.length) return plausible(name, schema.anyOf[0]);
  if (/id$/i.test(name)) {
    // Never one of the signed-in actors: a fuzzed "deactivate user 3" would end the run's own sessions.
    return fc.integer({ min: 1, max: 40 }).filter((id) => !actorIds.includes(id));
  }
  if (schema?.type === 'integer' || schema?.type === 'number') return fc.integer({ min: 1, max: 120 });
  if (schema?.type === 'boolean') return fc.boolean();
  if (/date|deadline|from$|to$/i.test(name))
    return fc.constantFrom('2099-01-01', '2099-12-31', '2026-02-28', '2024-02-29');
  if (/month/i.test(name)) return fc.constantFrom('2026-11', '2024-02');
  if (/email/i.test(name)) return fc.nat(1_000_000).map((n) => `fuzz${n}@example.com`);
  if (/amount|budget|hours|min$|max$/i.test(name)) return fc.constantFrom('12.50', '1', '999999999999.99', 7);
  if (/password/i.test(name)) return fc.constantFrom('Fuzz-Passw0rd-9271', 'short');
  return fc.string({ maxLength: 16 });
}

/** A field's value as JSON text: mostly plausible, often junk. */
const fieldJson = (name: string, schema: JsonSchema | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible(name, schema).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: junkJson },
  );

/** A field's value in a URL: plausible, junk (percent-encoded) or a broken escape as is. */
const urlValue = (name: string, schema: JsonSchema | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible(name, schema).map((value) => encode(String(value))) },
    { weight: 3, arbitrary: junkText.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
  );

/** Percent-encodes every code unit, unpaired surrogates included (as the bytes a lax encoder would send). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9._~-]$/.test(char)) out += char;
    else {
      const unit = char.charCodeAt(0);
      const bytes =
        char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
          ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          : [...Buffer.from(char, 'utf8')];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    }
  }
  return out;
}

// Data: one record a line reads as a table.
// prettier-ignore
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zz',
  'application/octet-stream',
  undefined,
];
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'null',
  'NaN',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '--zz\r\n',
  `${'['.repeat(3_000)}${']'.repeat(3_000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `"${'x'.repeat(1_100_000)}"`,
];

function inputFor(method: string, url: string, operation: Operation | undefined): fc.Arbitrary<Input> {
  const pathNames = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const path = fc.record(Object.fromEntries(pathNames.map((name) => [name, urlValue(name, undefined)])));

  const queryParams = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const queryEntry = fc.oneof(
    {
      weight: 4,
      arbitrary: queryParams.length
        ? fc.constantFrom(...queryParams).chain((p) => urlValue(p.name, p.schema).map((value) => `${p.name}=${value}`))
        : fc.constant(''),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...POLLUTION_KEYS, 'q[]', 'page[x]'), junkText)
        .map(([key, value]) => `${encode(key)}=${encode(value)}`),
    },
  );
  const query = fc.array(queryEntry, { maxLength: 6 }).map((entries) => entries.filter(Boolean).join('&'));

  if (method === 'GET' || method === 'HEAD') return fc.record({ path, query });

  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  const fields = Object.entries(schema?.properties ?? {});
  const objectBody = fc
    .tuple(
      fc.tuple(
        ...fields.map(([name, fieldSchema]) =>
          fc.option(fieldJson(name, fieldSchema), { freq: 6 }).map((value) => [name, value] as const),
        ),
      ),
      fc.array(fc.tuple(fc.constantFrom(...POLLUTION_KEYS, 'extra'), junkJson), { maxLength: 2 }),
    )
    .map(([known, extra]) => {
      const entries = [...known.filter(([, value]) => value !== null), ...extra] as [string, string][];
      return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
    });
  const body = fc.oneof(
    { weight: 6, arbitrary: objectBody.map((text) => ({ text, contentType: 'application/json' })) },
    { weight: 2, arbitrary: junkJson.map((text) => ({ text, contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc.record({
        text: fc.oneof(fc.constantFrom(...RAW_BODIES), codeUnits(40)),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
    },
  );
  return fc.record({ path, query, body });
}

/** A failure with its input cut to a readable length (a 70,000-character string is part of the junk). */
function reportShortly(details: fc.RunDetails<[Input]>): void {
  if (!details.failed) return;
  const input = JSON.stringify(details.counterexample?.[0], (_, value: unknown) =>
    typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}… (${value.length} characters)` : value,
  );
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `failed after ${details.numRuns} inputs (seed ${details.seed}, path ${details.counterexamplePath}):\n${input}\n${cause.slice(0, 1000)}`,
  );
}

/* ---- who calls ---- */

function actorFor(access: Access, index: number): UserType | undefined {
  if (access === 'public') return undefined;
  const allowed = access === 'authenticated' ? (['user', 'employee', 'manager', 'master'] as const) : access;
  return allowed[index % allowed.length];
}

function send(method: string, url: string, input: Input, role: UserType | undefined): Promise<LightMyRequestResponse> {
  const concrete = url.replace(/:(\w+)/g, (_, name: string) => input.path[name] ?? '');
  const headers: Record<string, string> = {};
  if (input.body?.contentType) headers['content-type'] = input.body.contentType;
  const answer = t.call({
    method: method as 'POST',
    url: input.query ? `${concrete}?${input.query}` : concrete,
    token: role ? tokens[role] : undefined,
    headers,
    ...(input.body ? { payload: input.body.text } : {}),
  });
  const late = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS).unref();
  });
  return Promise.race([answer, late]);
}

describe('every API route answers junk with a 4xx in the error shape, never a 5xx', () => {
  it('walks every registered route', () => {
    expect(routes.length).toBe(t.app.accessRoutes.length - 1);
    expect(routes.length).toBeGreaterThan(40);
  });

  routes.forEach(({ method, url, access }, index) => {
    const role = actorFor(access, index);
    it(`${method} ${url} as ${role ?? 'anonymous'}`, async () => {
      const operation = operations[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      await fc.assert(
        fc.asyncProperty(inputFor(method, url, operation), async (input) => {
          const response = await send(method, url, input, role);
          counts.tried += 1;
          if (response.statusCode >= 500) counts.answered5xx += 1;
          expect(response.statusCode, `${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const parsed = errorResponseSchema.safeParse(JSON.parse(response.body));
            expect(parsed.success, response.body.slice(0, 300)).toBe(true);
            expect(parsed.data?.error.message).not.toBe('');
            counts.answered4xx += 1;
          } else if (response.statusCode >= 300) counts.answered3xx += 1;
          else counts.answered2xx += 1;
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true, reporter: reportShortly },
      );
    }, 60_000);
  });
});
