import { Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@workspace/shared/common/errors.schemas';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestApp, TEST_APP_KEY, type TestApp } from './helpers';

/*
 * The OpenAPI document the server publishes at /api/docs/json: linted by Spectral's `spectral:oas`
 * ruleset (its recommended rules, plus the two that ask for declared and described tags), and
 * checked by hand where a linter cannot know the product: which routes are public, which answer
 * files, which errors each one gives. The expectations below are written from the route table
 * and the product, not read from the code that builds the document.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Operation = OpenAPIV3.OperationObject & { method: string; path: string };

const PUBLIC = [
  'get /api/health',
  'get /sanctum/csrf-cookie',
  'post /api/login',
  'post /api/login/two-factor',
  'post /api/register',
  // A mail's one-click unsubscribe: the signed link is the credential.
  'get /api/unsubscribe',
  'post /api/unsubscribe',
];
/* Every description says who may call; these are the phrases the routes use for it. */
const AUDIENCE =
  /Public|Any signed-in user|[Tt]he master alone|Master and manager|Master, manager and employee|Manager and employee|The master and customers|Anyone the (task|ticket)'s own rules/;
const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ERROR_REF = '#/components/schemas/ErrorResponse';

let t: TestApp;
let document: OpenAPIV3.Document;
let operations: Operation[];

function operation(method: string, path: string): Operation {
  const found = operations.find((candidate) => candidate.method === method && candidate.path === path);
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

const key = (op: Operation) => `${op.method} ${op.path}`;
/** The security requirements that apply: the operation's own, else the document's. */
const securityOf = (op: Operation) => op.security ?? document.security;
const statuses = (op: Operation) => Object.keys(op.responses);
const response = (op: Operation, status: string) => op.responses[status] as OpenAPIV3.ResponseObject | undefined;
const errorSchemaRef = (op: Operation, status: string) =>
  (response(op, status)?.content?.['application/json']?.schema as OpenAPIV3.ReferenceObject | undefined)?.$ref;
const mediaTypes = (op: Operation, status = '200') => Object.keys(response(op, status)?.content ?? {}).sort();

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json<OpenAPIV3.Document>();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item?.[method] ? [{ ...item[method], method, path }] : [])),
  );
});

afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it("passes Spectral's spectral:oas ruleset with no error and no warning", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({
      extends: [[oas as RulesetDefinition, 'recommended']],
      rules: { 'openapi-tags': 'warn', 'tag-description': 'warn' },
    });
    const findings = await spectral.run(document as unknown as Record<string, unknown>);
    const described = findings.map(
      (finding: ISpectralDiagnostic) => `${finding.code} at ${finding.path.join('.')}: ${finding.message}`,
    );
    expect(described).toEqual([]);
  });

  it('describes every API route the server registers, the anti-forgery cookie included', () => {
    const registered = t.app.accessRoutes
      .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    expect(operations.map(key).sort()).toEqual(registered);
    expect(registered).toContain('get /sanctum/csrf-cookie');
    const cookie = operation('get', '/sanctum/csrf-cookie');
    expect(statuses(cookie)).toContain('204');
    expect(response(cookie, '204')?.content).toBeUndefined();
  });

  it('leaves the built web app out: its files are not operations', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-openapi-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Workspace</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), 'export {};');
    const withWeb = await buildApp({
      database: t.database,
      config: loadConfig({ LOG_LEVEL: 'silent', APP_KEY: TEST_APP_KEY }),
      webDist: dist,
      logger: false,
    });
    try {
      await withWeb.ready();
      expect((await withWeb.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
      const paths = Object.keys((withWeb.swagger() as OpenAPIV3.Document).paths);
      expect(paths.filter((url) => !url.startsWith('/api/') && !url.startsWith('/sanctum/'))).toEqual([]);
      expect(paths.sort()).toEqual(Object.keys(document.paths).sort());
    } finally {
      await withWeb.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('gives every operation a unique camelCase operationId, a description saying who may call it, and a declared tag', () => {
    const declaredTags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const op of operations) {
      expect(op.operationId, key(op)).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(op.description, key(op)).toMatch(/^[A-Z`].{30,}\.$/s);
      expect(op.description, `${key(op)} says who may call it`).toMatch(AUDIENCE);
      expect(op.tags?.length, key(op)).toBe(1);
      expect(declaredTags.get(op.tags![0]!), `${key(op)}: tag ${op.tags![0]} declared with a description`).toBeTruthy();
    }
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('get', '/api/tasks').operationId).toBe('listTasks');
    expect(operation('get', '/api/tickets/{id}/attachments/{attachmentId}').operationId).toBe(
      'downloadTicketAttachment',
    );
    expect(operation('get', '/api/tasks/{id}/attachments/{attachmentId}').operationId).toBe('downloadTaskAttachment');
  });

  it('requires no token on the public routes and the bearer token everywhere else', () => {
    expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const open = operations.filter((op) => securityOf(op)?.length === 0).map(key);
    expect(open.sort()).toEqual([...PUBLIC].sort());
    for (const [method, path] of [
      ['get', '/api/me'],
      ['get', '/api/logout'],
      ['get', '/api/users'],
      ['post', '/api/tickets'],
      ['delete', '/api/notes/{id}'],
      ['get', '/api/wallet/export'],
    ] as const) {
      expect(securityOf(operation(method, path)), `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('declares the files that exports and downloads answer as binary, under their media types', () => {
    const exports = operations.filter((op) => op.path.endsWith('/export'));
    expect(exports.length).toBeGreaterThanOrEqual(15);
    const csvAndPdf = ['/api/wallet/export', '/api/reports/users/{id}/export'];
    for (const op of exports) {
      const expected = csvAndPdf.includes(op.path)
        ? ['application/pdf', 'text/csv']
        : ['application/pdf', SPREADSHEET, 'text/csv'].sort();
      expect(mediaTypes(op), key(op)).toEqual(expected);
      for (const type of expected)
        expect(response(op, '200')!.content![type]!.schema, `${key(op)} ${type}`).toEqual({
          type: 'string',
          format: 'binary',
        });
      expect(response(op, '200')!.headers?.['content-disposition'], key(op)).toBeDefined();
    }
    for (const subject of ['tasks', 'tickets']) {
      const download = operation('get', `/api/${subject}/{id}/attachments/{attachmentId}`);
      expect(mediaTypes(download)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
      expect(response(download, '200')!.content!['image/png']!.schema).toEqual({ type: 'string', format: 'binary' });
      expect(response(download, '200')!.headers?.['content-disposition']).toBeDefined();
    }
    expect(mediaTypes(operation('get', '/api/events'))).toEqual(['text/event-stream']);
    const comment = operation('post', '/api/tickets/{id}/comments').requestBody as OpenAPIV3.RequestBodyObject;
    const form = comment.content['multipart/form-data']!.schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(form.properties!).sort()).toEqual(['body', 'files', 'internal']);
    const ticket = operation('post', '/api/tickets').requestBody as OpenAPIV3.RequestBodyObject;
    const ticketForm = ticket.content['multipart/form-data']!.schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(ticketForm.properties!).sort()).toEqual([
      'categoryId',
      'department',
      'description',
      'files',
      'priority',
      'projectId',
      'subject',
      'type',
    ]);
    expect(ticketForm.required).toEqual(expect.arrayContaining(['subject', 'description', 'categoryId']));
    expect(ticketForm.properties!.files).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });
  });

  it('declares the error answers each operation can give, with the one error shape', () => {
    const schema = document.components!.schemas!.ErrorResponse as OpenAPIV3.SchemaObject;
    const error = schema.properties!.error as OpenAPIV3.SchemaObject;
    expect((error.properties!.code as OpenAPIV3.SchemaObject).enum).toEqual([...ERROR_CODES]);
    expect(error.required).toEqual(['code', 'message']);

    for (const op of operations) {
      for (const status of statuses(op).filter((code) => Number(code) >= 400))
        expect(errorSchemaRef(op, status), `${key(op)} ${status}`).toBe(ERROR_REF);
    }
    const errorsOf = (method: string, path: string) =>
      statuses(operation(method, path)).filter((code) => Number(code) >= 400);
    // Input, sign-in, a role and the anti-forgery check, a name taken, and a body.
    expect(errorsOf('post', '/api/companies')).toEqual(['400', '401', '403', '409', '413', '415']);
    // A record by id that only its owner sees; no conflict can arise.
    expect(errorsOf('delete', '/api/notes/{id}')).toEqual(['400', '401', '403', '404']);
    // Open to every signed-in user even before a required two-factor setup: only 401.
    expect(errorsOf('get', '/api/me')).toEqual(['401']);
    // Public, but wrong credentials, an inactive account and too many attempts.
    expect(errorsOf('post', '/api/login')).toEqual(['400', '401', '403', '413', '415', '429']);
    expect(errorsOf('get', '/api/health')).toEqual([]);
    // A multipart upload: files too large or of another type, and the account's quota (429).
    expect(errorsOf('post', '/api/tickets')).toEqual(['400', '401', '403', '413', '415', '429']);
    expect(errorsOf('put', '/api/profile/password')).toContain('429');
    expect(errorsOf('get', '/api/events')).toContain('406');
    expect(response(operation('get', '/api/notes'), '403')!.description).toContain('twoFactorSetupRequired');
    expect(response(operation('get', '/api/users'), '403')!.description).toContain("caller's role may not");
    expect(response(operation('post', '/api/login'), '403')!.description).toContain('csrf');
  });

  it('documents the 401 that every protected route really answers to a caller without a token', async () => {
    const protectedOps = operations.filter((op) => securityOf(op)?.length);
    expect(protectedOps.length).toBeGreaterThan(100);
    for (const op of protectedOps) {
      const url = op.path.replace(/\{\w+\}/g, '1');
      const answer = await t.call({
        method: op.method.toUpperCase() as 'GET',
        url,
        headers: { accept: 'text/event-stream' },
      });
      expect(answer.statusCode, key(op)).toBe(401);
      expect(statuses(op), key(op)).toContain('401');
    }
  });
});
