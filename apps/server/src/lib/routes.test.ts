import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineList } from '@workspace/shared/common/list.schemas';
import { defineListShape } from '@workspace/shared/common/list-shape';
import type { ExportFormat } from '@workspace/shared/common/list-shape';
import type { ServiceContext } from './context';
import type { ExportRequest } from './export';
import { resourceRoutes } from './routes';

/*
 * `resourceRoutes` declares each kind of route the same way for every resource: its path and
 * method, its operationId, which schema reads which part of the request, its status, and the key
 * the record is answered under. A made-up resource of widgets, served by a service that records
 * what it was called with.
 */
const widgetSchema = z.object({ id: z.number().int(), name: z.string() });
const widgetList = defineList(
  defineListShape({ name: 'widgets', filterKeys: [], sortFields: ['name'], defaultSort: 'name' }),
  { item: widgetSchema, filters: {} },
);
const bodySchema = z.strictObject({ name: z.string().min(1) });
const responseSchema = z.object({ widget: widgetSchema });

const calls: unknown[][] = [];
const file = (format: ExportFormat): ExportRequest<{ id: number; name: string }> => ({
  format,
  filename: 'widgets',
  title: 'Widgets',
  columns: [{ header: 'Name', value: (row) => row.name }],
  rows: (async function* () {
    yield widget(1);
  })(),
  reader: { language: 'en', timeZone: 'UTC' },
});
const ctx = { actor: { id: 7 } } as unknown as ServiceContext;
const widget = (id: number, name = 'Cog') => ({ id, name });
const app = Fastify();
const schemas: Record<
  string,
  { operationId?: string; querystring?: unknown; params?: unknown; body?: unknown; errors?: unknown }
> = {};

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') schemas[`${route.method} ${route.url}`] = route.schema as (typeof schemas)[string];
  });
  await app.register(async (scope) => {
    resourceRoutes(scope, {
      path: '/api/widgets',
      tags: ['widgets'],
      one: 'Widget',
      many: 'Widgets',
      record: 'widget',
      context: (_: FastifyRequest) => ctx,
    })
      .list(widgetList, {
        list: {
          description: 'A page.',
          run: async (...args) => (
            calls.push(['list', ...args]),
            { data: [widget(1)], meta: { page: 1, pageSize: 25, total: 1 } }
          ),
        },
        summary: {
          description: 'Cards.',
          response: z.object({ total: z.number() }),
          run: async (...args) => (calls.push(['summary', ...args]), { total: 1 }),
        },
        export: { description: 'A file.', run: async (_, query) => file(query.format) },
      })
      .action('POST', '/:id/secret', 'revealWidgetSecret', {
        description: 'Once.',
        params: z.object({ id: z.coerce.number().int() }),
        body: bodySchema,
        response: z.object({ secret: z.string() }),
        noStore: true,
        run: async (_, { params, body }) => ({ secret: `${params.id}:${body.name}` }),
      })
      .download('/:id/sheet', 'downloadWidgetSheet', {
        description: 'A sheet.',
        formats: ['csv'],
        querystring: z.strictObject({ format: z.literal('csv') }),
        run: async () => file('csv'),
      })
      .lookup({
        description: 'Names.',
        response: z.object({ data: z.array(widgetSchema) }),
        run: async () => ({ data: [widget(1)] }),
      })
      .get({ description: 'One.', response: widgetSchema, run: async (_, id) => widget(id) })
      .create({
        description: 'New.',
        errors: [409],
        body: bodySchema,
        response: responseSchema,
        run: async (_, body) => widget(2, body.name),
      })
      .update({
        description: 'Edit.',
        body: bodySchema,
        response: responseSchema,
        run: async (_, id, body) => widget(id, body.name),
      })
      .set('name', {
        description: 'Rename.',
        body: bodySchema,
        response: responseSchema,
        run: async (_, id, body) => widget(id, body.name),
      })
      .remove({ description: 'Gone.', run: async (...args) => void calls.push(['remove', ...args]) });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('resourceRoutes', () => {
  it('declares each kind at its path and method, named by its verb and the resource', () => {
    const ids = Object.fromEntries(Object.entries(schemas).map(([key, schema]) => [key, schema.operationId]));
    expect(ids).toEqual({
      'GET /api/widgets': 'listWidgets',
      'GET /api/widgets/summary': 'summarizeWidgets',
      'GET /api/widgets/export': 'exportWidgets',
      'POST /api/widgets/:id/secret': 'revealWidgetSecret',
      'GET /api/widgets/:id/sheet': 'downloadWidgetSheet',
      'GET /api/widgets/lookup': 'lookupWidgets',
      'GET /api/widgets/:id': 'getWidget',
      'POST /api/widgets': 'createWidget',
      'PUT /api/widgets/:id': 'updateWidget',
      'PATCH /api/widgets/:id/name': 'setWidgetName',
      'DELETE /api/widgets/:id': 'deleteWidget',
    });
    expect(schemas['GET /api/widgets']!.querystring).toBe(widgetList.querySchema);
    expect(schemas['GET /api/widgets/summary']!.querystring).toBe(widgetList.filtersSchema);
    expect(schemas['POST /api/widgets']!.errors).toEqual([409]);
    expect(schemas['PUT /api/widgets/:id']).not.toHaveProperty('errors');
  });

  it("reads the list's query through its schema and hands the parsed query to the service", async () => {
    calls.length = 0;
    expect((await app.inject('/api/widgets?q=cog&page=2')).json()).toEqual({
      data: [widget(1)],
      meta: { page: 1, pageSize: 25, total: 1 },
    });
    expect(calls).toEqual([['list', ctx, { q: 'cog', page: 2, pageSize: 25, sort: 'name', order: 'asc' }]]);
    expect((await app.inject('/api/widgets?colour=red')).statusCode).toBe(400);
    expect((await app.inject('/api/widgets/summary?page=2')).statusCode).toBe(400);
  });

  it('answers a new record 201 under its key, an edit and a set under it too, and a delete 204 with no body', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/widgets', payload: { name: 'Gear' } });
    expect([created.statusCode, created.json()]).toEqual([201, { widget: widget(2, 'Gear') }]);
    const updated = await app.inject({ method: 'PUT', url: '/api/widgets/5', payload: { name: 'Wheel' } });
    expect([updated.statusCode, updated.json()]).toEqual([200, { widget: widget(5, 'Wheel') }]);
    const renamed = await app.inject({ method: 'PATCH', url: '/api/widgets/5/name', payload: { name: 'Axle' } });
    expect(renamed.json()).toEqual({ widget: widget(5, 'Axle') });
    expect((await app.inject('/api/widgets/4')).json()).toEqual(widget(4));
    calls.length = 0;
    const removed = await app.inject({ method: 'DELETE', url: '/api/widgets/9' });
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect(calls).toEqual([['remove', ctx, 9]]);
    expect((await app.inject({ method: 'POST', url: '/api/widgets', payload: { name: '' } })).statusCode).toBe(400);
  });

  it('sends an export or download as an attachment, and an action as its service answers it, kept by no cache when asked', async () => {
    for (const url of ['/api/widgets/export?format=csv', '/api/widgets/3/sheet?format=csv']) {
      const answer = await app.inject(url);
      expect([answer.statusCode, answer.headers['content-disposition'], answer.body]).toEqual([
        200,
        expect.stringMatching(/^attachment; filename="widgets\.csv"/),
        expect.stringContaining('Cog'),
      ]);
    }
    expect((await app.inject('/api/widgets/3/sheet?format=pdf')).statusCode).toBe(400);
    const revealed = await app.inject({ method: 'POST', url: '/api/widgets/3/secret', payload: { name: 'Cog' } });
    expect([revealed.statusCode, revealed.json(), revealed.headers['cache-control']]).toEqual([
      200,
      { secret: '3:Cog' },
      'no-store',
    ]);
    expect(schemas['POST /api/widgets/:id/secret']).not.toHaveProperty('querystring');
  });
});
