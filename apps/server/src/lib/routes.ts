import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { ExportFormat } from '@workspace/shared/common/list-shape';
import {
  idParamsSchema,
  noQuerySchema,
  type ListDefinition,
  type ListExportQuery,
  type ListQuery,
} from '@workspace/shared/common/list.schemas';
import { serviceContext, type ServiceContext } from './context';
import { sendExport, type ExportRequest } from './export';
import { exportResponse, noContent, type DeclaredError } from './openapi';

/*
 * A resource's routes, declared from what differs between them: each says what the OpenAPI
 * document shows of it (its description, the errors only its service raises) and the service
 * function it calls. The rest follows from the kind of route, the same for every resource:
 *   list     GET    path            list<Many>       the list's querySchema, its responseSchema
 *   summary  GET    path/summary    summarize<Many>  the list's filtersSchema
 *   export   GET    path/export     export<Many>     the list's exportSchema; a file (lib/export.ts)
 *   read     GET    path<suffix>    (named)          no query (`lookup`: path/lookup, lookup<Many>)
 *   get      GET    path/:id        get<One>
 *   create   POST   path            create<One>      201, the record under `record`
 *   update   PUT    path/:id        update<One>      the record under `record`
 *   set      PATCH  path/:id/<what> set<One><What>   the record under `record`
 *   remove   DELETE path/:id        delete<One>      204, no body
 * and, named by the module, `action` (any other answer, as `run` gives it) and `download` (a file of
 * something other than a list). A route that needs the raw request or reply (a stream, a multipart
 * body, a public sign-in) is declared with Fastify itself.
 */

/** What a route says for the OpenAPI document beside its schemas. */
type Doc = { description: string; errors?: readonly DeclaredError[] };
/** What a service answers for the response schema `S`. */
export type Answer<S extends z.ZodType> = Promise<z.input<S>>;
/** What a service answers for the field `K` of the response schema `S` (`{ transaction: ... }`). */
export type Field<S extends z.ZodType, K extends string> = Promise<z.input<S> extends Record<K, infer V> ? V : never>;

/* What a route's schemas have parsed; each method's signature ties it to the service it calls. */
type Parsed = FastifyRequest & { params: { id: number }; query: never; body: never };
/** The schemas of an `action` or `download`, and what they parsed, as its `run` takes them. */
type Inputs<P, Q, B> = { params?: P; querystring?: Q; body?: B };
type Parts<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
};
type Handler = (request: Parsed, reply: FastifyReply) => unknown;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export type Resource<K extends string, C extends ServiceContext> = {
  /** The collection's path; a record's is `${path}/:id`. */
  path: string;
  tags: string[];
  /** Operation ids are a verb and one of these: `listTransactions`, `getTransaction` (`one` defaults to `many`). */
  one?: string;
  many?: string;
  /** The key a create, update or set answers the record under: `{ transaction: ... }`. */
  record?: K;
  /** The service context of a request (default `serviceContext`). */
  context?: (request: FastifyRequest) => C;
};

export class ResourceRoutes<K extends string = never, C extends ServiceContext = ServiceContext> {
  private readonly context: (request: FastifyRequest) => C;

  constructor(
    private readonly app: FastifyInstance,
    private readonly resource: Resource<K, C>,
  ) {
    this.context = resource.context ?? (serviceContext as (request: FastifyRequest) => C);
  }

  private add(
    method: HTTPMethods,
    suffix: string,
    operationId: string,
    { description, errors }: Doc,
    schema: FastifySchema,
    handler: Handler,
  ) {
    const { path, tags } = this.resource;
    const given = Object.entries(schema).filter(([, value]) => value !== undefined);
    this.app.route({
      method,
      url: `${path}${suffix}`,
      schema: { tags, operationId, description, ...(errors ? { errors } : {}), ...Object.fromEntries(given) },
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
    });
    return this;
  }

  private get many() {
    if (!this.resource.many)
      throw new Error(`${this.resource.path}: a list, lookup or record route needs the resource's names`);
    return this.resource.many;
  }

  private get one() {
    return this.resource.one ?? this.many;
  }

  private wrapped(value: unknown) {
    return { [this.resource.record!]: value };
  }

  /** The list, and the summary and export where given, of a list made by `defineList`. */
  list<D extends ListDefinition, S extends z.ZodType, R>(
    definition: D,
    routes: {
      list: Doc & { run: (ctx: C, query: ListQuery<D>) => Answer<D['responseSchema']> };
      summary?: Doc & { response: S; run: (ctx: C, query: z.output<D['filtersSchema']>) => Answer<S> };
      export?: Doc & { run: (ctx: C, query: ListExportQuery<D>) => Promise<ExportRequest<R>> };
    },
  ) {
    const { many } = this;
    const { list, summary, export: download } = routes;
    this.add(
      'GET',
      '',
      `list${many}`,
      list,
      { querystring: definition.querySchema, response: { 200: definition.responseSchema } },
      (request) => list.run(this.context(request), request.query),
    );
    if (summary) {
      this.add(
        'GET',
        '/summary',
        `summarize${many}`,
        summary,
        { querystring: definition.filtersSchema, response: { 200: summary.response } },
        (request) => summary.run(this.context(request), request.query),
      );
    }
    if (download) {
      this.add(
        'GET',
        '/export',
        `export${many}`,
        download,
        { querystring: definition.exportSchema, response: { 200: exportResponse() } },
        async (request, reply) => sendExport(reply, await download.run(this.context(request), request.query)),
      );
    }
    return this;
  }

  /** A GET of `path` + `suffix` that takes no query: a selector's options, a list without paging. */
  read<S extends z.ZodType>(
    suffix: string,
    operationId: string,
    route: Doc & { response: S; run: (ctx: C) => Answer<S> },
  ) {
    return this.add(
      'GET',
      suffix,
      operationId,
      route,
      { querystring: noQuerySchema, response: { 200: route.response } },
      (request) => route.run(this.context(request)),
    );
  }

  /** Every record's id and name, for selectors. */
  lookup<S extends z.ZodType>(route: Doc & { response: S; run: (ctx: C) => Answer<S> }) {
    return this.read('/lookup', `lookup${this.many}`, route);
  }

  /** One record, as the service answers it, or under `record` when `wrapped`. */
  get<S extends z.ZodType>(route: Doc & { response: S; wrapped?: false; run: (ctx: C, id: number) => Answer<S> }): this;
  get<S extends z.ZodType>(route: Doc & { response: S; wrapped: true; run: (ctx: C, id: number) => Field<S, K> }): this;
  get(route: Doc & { response: z.ZodType; wrapped?: boolean; run: (ctx: C, id: number) => Promise<unknown> }) {
    return this.add(
      'GET',
      '/:id',
      `get${this.one}`,
      route,
      { params: idParamsSchema, response: { 200: route.response } },
      async (request) => {
        const answer = await route.run(this.context(request), request.params.id);
        return route.wrapped ? this.wrapped(answer) : answer;
      },
    );
  }

  create<B extends z.ZodType, S extends z.ZodType>(
    route: Doc & { body: B; response: S; run: (ctx: C, body: z.output<B>) => Field<S, K> },
  ) {
    return this.add(
      'POST',
      '',
      `create${this.one}`,
      route,
      { body: route.body, response: { 201: route.response } },
      async (request, reply) =>
        reply.status(201).send(this.wrapped(await route.run(this.context(request), request.body))),
    );
  }

  update<B extends z.ZodType, S extends z.ZodType>(
    route: Doc & { body: B; response: S; run: (ctx: C, id: number, body: z.output<B>) => Field<S, K> },
  ) {
    return this.add(
      'PUT',
      '/:id',
      `update${this.one}`,
      route,
      { params: idParamsSchema, body: route.body, response: { 200: route.response } },
      async (request) => this.wrapped(await route.run(this.context(request), request.params.id, request.body)),
    );
  }

  /** A PATCH of one side of a record (`/:id/status`): `setTaskStatus`, unless `operationId` says otherwise. */
  set<B extends z.ZodType, S extends z.ZodType>(
    what: string,
    route: Doc & {
      operationId?: string;
      body: B;
      response: S;
      run: (ctx: C, id: number, body: z.output<B>) => Field<S, K>;
    },
  ) {
    const operationId = route.operationId ?? `set${this.one}${capitalized(what)}`;
    return this.add(
      'PATCH',
      `/:id/${what}`,
      operationId,
      route,
      { params: idParamsSchema, body: route.body, response: { 200: route.response } },
      async (request) => this.wrapped(await route.run(this.context(request), request.params.id, request.body)),
    );
  }

  remove(route: Doc & { run: (ctx: C, id: number) => Promise<void> }) {
    return this.add(
      'DELETE',
      '/:id',
      `delete${this.one}`,
      route,
      { params: idParamsSchema, response: { 204: noContent('Deleted; no body.') } },
      async (request, reply) => {
        await route.run(this.context(request), request.params.id);
        return reply.status(204).send();
      },
    );
  }

  /**
   * Any other route of the resource, at `path` + `suffix`: `run` takes the context and what the
   * schemas parsed, and its answer is sent as it is; with `noStore`, kept by no cache.
   */
  action<
    S extends z.ZodType,
    P extends z.ZodType = z.ZodNever,
    Q extends z.ZodType = z.ZodNever,
    B extends z.ZodType = z.ZodNever,
  >(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    suffix: string,
    operationId: string,
    route: Doc & Inputs<P, Q, B> & { response: S; noStore?: true; run: (ctx: C, input: Parts<P, Q, B>) => Answer<S> },
  ) {
    const { params, querystring, body, response, noStore, run } = route;
    return this.add(
      method,
      suffix,
      operationId,
      route,
      { params, querystring, body, response: { 200: response } },
      async (request, reply) => {
        const answer = await run(this.context(request), request as unknown as Parts<P, Q, B>);
        return noStore ? reply.header('cache-control', 'no-store').send(answer) : answer;
      },
    );
  }

  /** A download of `formats` (lib/export.ts) at `path` + `suffix`, the export of something other than a list. */
  download<P extends z.ZodType = z.ZodNever, Q extends z.ZodType = z.ZodNever, R = unknown>(
    suffix: string,
    operationId: string,
    route: Doc &
      Inputs<P, Q, never> & {
        formats: readonly ExportFormat[];
        run: (ctx: C, input: Parts<P, Q, never>) => Promise<ExportRequest<R>>;
      },
  ) {
    const { params, querystring, formats, run } = route;
    return this.add(
      'GET',
      suffix,
      operationId,
      route,
      { params, querystring, response: { 200: exportResponse(formats) } },
      async (request, reply) =>
        sendExport(reply, await run(this.context(request), request as unknown as Parts<P, Q, never>)),
    );
  }
}

/** The routes of the resource at `resource.path`: `resourceRoutes(app, { ... }).list(...).get(...)`. */
export function resourceRoutes<K extends string = never, C extends ServiceContext = ServiceContext>(
  app: FastifyInstance,
  resource: Resource<K, C>,
) {
  return new ResourceRoutes<K, C>(app, resource);
}
