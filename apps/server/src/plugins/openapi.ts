import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_TYPES } from '@workspace/shared/auth/roles';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_COMMENT } from '@workspace/shared/common/limits';
import { errorResponseSchema } from '@workspace/shared/common/errors.schemas';
import { accessKey, routeAccess, type Access } from '../access/route-access';
import type { DeclaredError, DocumentedError } from '../lib/openapi';
import { OPEN_BEFORE_TWO_FACTOR_SETUP } from './auth';
import { XSRF_COOKIE, XSRF_HEADER } from './csrf';

/*
 * The OpenAPI document at /api/docs (JSON at /api/docs/json). Each route declares its operationId,
 * description, tags, schemas and the errors only its service knows of (`errors`, lib/openapi.ts);
 * this plugin adds what follows from the route itself, so the document cannot drift from the code
 * that answers (docs/architecture.md, "The API description"):
 *   400  the route takes input (path, query or body)
 *   401  the route needs a signed-in caller (route-access.ts says anything but 'public')
 *   403  the route's roles leave someone out; the route is closed until a required two-factor
 *        setup is done; or the method changes state (the anti-forgery check)
 *   404  the path names a record (`/:id`)
 *   413, 415  the route takes a body (JSON or multipart)
 * and `security: []` on public routes, the anti-forgery header and cookie on state-changing ones.
 */

const ERROR_SCHEMA_NAME = 'ErrorResponse';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MEGABYTE = 1024 * 1024;

/** The groups of the document, in the order a reader meets them; every operation names one. */
const TAGS = [
  {
    name: 'auth',
    description:
      'Sign-in (with two-factor when on), registration, sign-out, the anti-forgery cookie and the signed-in user.',
  },
  { name: 'health', description: 'Liveness with a database round trip, for load balancers.' },
  { name: 'profile', description: "The caller's own name, phone, language and password." },
  {
    name: 'two-factor',
    description:
      "The caller's authenticator-app sign-in and recovery codes, and the master's rule of which roles must use it.",
  },
  {
    name: 'users',
    description: 'Internal staff and external customers: the master manages them; staff pick people from the lookup.',
  },
  {
    name: 'companies',
    description:
      'Customer companies with their projects and money per currency: the master manages them; managers pick from the lookup.',
  },
  {
    name: 'projects',
    description:
      'Projects of companies with budgets and deadlines: master and manager plan them; employees see those holding a task of theirs.',
  },
  { name: 'tasks', description: 'Tasks of projects: master and manager plan them; employees see and move their own.' },
  {
    name: 'task support',
    description: "A task's support window: its timeline, comments with attachments, and downloads.",
  },
  {
    name: 'tickets',
    description:
      'The support desk: customers raise tickets and see their own; employees those assigned to them; master and manager triage all.',
  },
  {
    name: 'ticket support',
    description: "A ticket's conversation: its timeline, replies with attachments, and downloads.",
  },
  {
    name: 'ticket categories',
    description: 'Categories tickets are filed under: the master keeps them; everyone picks from the lookup.',
  },
  {
    name: 'saved views',
    description:
      "A person's named states of a list and their choice of columns: their own; the master shares views with a role.",
  },
  {
    name: 'canned replies',
    description: 'Stock replies staff insert into a ticket reply: master and manager keep them.',
  },
  { name: 'expense categories', description: "Categories of expense transactions: the master's." },
  {
    name: 'transactions',
    description: "Income and expense in four currencies, exact decimals, never added across currencies: the master's.",
  },
  {
    name: 'wallet',
    description: "One month's money per currency, the 12-month chart and the last 30 days: the master's.",
  },
  { name: 'dashboard', description: "The master's home: counts, money this month and the latest activity." },
  {
    name: 'reports',
    description: "The master's reports: one user's work over a period, and the projects with their figures.",
  },
  {
    name: 'login records',
    description: 'Every sign-in attempt with where it came from, bursts of failures marked: the master reads them.',
  },
  {
    name: 'outgoing mail',
    description:
      'The delivery log of outgoing mail: each mail, its status, tries and last error, and a preview. The master reads it.',
  },
  {
    name: 'mailboxes',
    description:
      "The support mailboxes read over IMAP, whose mail becomes tickets: their settings and each reader's state. The master's.",
  },
  {
    name: 'activities',
    description: 'The audit trail: who changed what, with the fields before and after: the master reads it.',
  },
  {
    name: 'shared-data',
    description:
      'Customer credentials kept by managers and employees and shared with colleagues; passwords sealed and revealed one at a time.',
  },
  { name: 'notes', description: "Everyone's own notes; nobody reads another person's." },
  { name: 'search', description: "The command palette's one search across the records the caller may open." },
  { name: 'events', description: 'The live event stream of a signed-in tab: tickets and notifications.' },
  {
    name: 'notifications',
    description: "Everyone's own notifications: what happened that they should know; nobody reads another person's.",
  },
];

const DESCRIPTION = [
  'The API of Workspace. The web app, served from the same origin, calls exactly these operations.',
  '',
  '**Signing in.** `POST /api/login` answers a bearer token (or, with two-factor on, a challenge for `POST /api/login/two-factor`); send it as `Authorization: Bearer <token>`. ' +
    'Operations marked with no security requirement are public.',
  '',
  `**Anti-forgery.** Every request that changes state (POST, PUT, PATCH, DELETE), sign-in included, must send the \`${XSRF_COOKIE}\` cookie that ` +
    `\`GET /sanctum/csrf-cookie\` sets, and the same value in the \`${XSRF_HEADER}\` header; otherwise it is refused with 403 \`csrf\`.`,
  '',
  '**Errors.** Every error answer is `{ "error": { "code", "message", "fields"? } }`; `message` and `fields` are in the language of `Accept-Language` (English or Turkish). ' +
    'A record the caller may not see answers 404, exactly as a missing one. A 500 carries only a `requestId`.',
].join('\n');

/** The first method of a route that is not the HEAD twin Fastify adds. */
function methodOf(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.find((method) => method !== 'HEAD') ?? 'GET';
}

const restricts = (access: Access) => Array.isArray(access) && USER_TYPES.some((type) => !access.includes(type));

type RouteFacts = {
  access: Access;
  changesState: boolean;
  takesInput: boolean;
  jsonBody: boolean;
  multipart: boolean;
  /** The body's content types, as the 415 answer names them. */
  consumes: readonly string[];
  namesRecord: boolean;
  declared: readonly DeclaredError[];
};

function factsOf(route: RouteOptions, schema: FastifySchema): RouteFacts {
  const method = methodOf(route);
  const access = routeAccess[accessKey(method, route.url)];
  if (access === undefined) throw new Error(`Route ${method} ${route.url} has no entry in access/route-access.ts`);
  const multipart = schema.consumes?.includes('multipart/form-data') ?? false;
  const jsonBody = schema.body !== undefined;
  return {
    access,
    changesState: !SAFE_METHODS.has(method),
    takesInput: jsonBody || multipart || schema.querystring !== undefined || schema.params !== undefined,
    jsonBody,
    multipart,
    consumes: schema.consumes ?? ['application/json'],
    namesRecord: route.url.includes('/:'),
    declared: schema.errors ?? [],
  };
}

/** Each error status the route can answer, with a sentence saying when. */
function errorsOf(facts: RouteFacts, bodyLimit: number, key: string): Map<DocumentedError, string> {
  const { access, declared } = facts;
  const errors = new Map<DocumentedError, string>();
  const signedIn = access !== 'public';
  if (facts.takesInput || declared.includes(400)) {
    errors.set(
      400,
      'The input is invalid: `error.fields` names each wrong field (an unknown parameter is named in the message).',
    );
  }
  const unauthenticated = [
    ...(signedIn ? ['no valid bearer token (missing, unknown, expired, unused too long, or signed out)'] : []),
    ...(declared.includes(401) ? ['the credentials or the code given are wrong'] : []),
  ];
  if (unauthenticated.length) errors.set(401, `Not signed in: ${unauthenticated.join('; ')}.`);
  const refusals = [
    ...(restricts(access) ? ["the caller's role may not call this operation (`forbidden`)"] : []),
    ...(declared.includes(403) ? ["this operation's own rule refuses it, as its description says (`forbidden`)"] : []),
    ...(signedIn && !OPEN_BEFORE_TWO_FACTOR_SETUP.has(key)
      ? ["the caller's role requires two-factor sign-in and it is not set up yet (`twoFactorSetupRequired`)"]
      : []),
    ...(facts.changesState
      ? [`the \`${XSRF_HEADER}\` header does not match the \`${XSRF_COOKIE}\` cookie (\`csrf\`)`]
      : []),
  ];
  if (refusals.length) errors.set(403, `Refused: ${refusals.join('; ')}.`);
  if (facts.namesRecord || declared.includes(404))
    errors.set(404, 'No such record, or one the caller may not see (both answer alike).');
  if (declared.includes(406)) errors.set(406, 'The request does not accept `text/event-stream`.');
  if (declared.includes(409))
    errors.set(409, 'The change conflicts with the stored data, as the description says; nothing was changed.');
  if (facts.multipart) {
    errors.set(413, `The request, or one of its files, is too large (${ATTACHMENT_MAX_BYTES / MEGABYTE} MB a file).`);
    errors.set(
      415,
      `The request is not ${facts.consumes.map((type) => `\`${type}\``).join(' or ')} (the message names them), or a file is not a PNG, JPEG or PDF by its content.`,
    );
  } else if (facts.jsonBody) {
    errors.set(413, `The body is larger than ${bodyLimit / MEGABYTE} MB.`);
    errors.set(415, 'The body is not `application/json` (the message says so).');
  }
  if (declared.includes(429)) {
    errors.set(
      429,
      declared.includes(406)
        ? 'The caller already holds as many open streams on this server as one person may: close one first.'
        : 'Too many attempts, or the account used up its quota of creations or uploads (quotaExceeded): the message says when to try again.',
    );
  }
  return new Map([...errors].sort(([a], [b]) => a - b));
}

/** A multipart form as the document shows it: the route's text fields, and its files under `files`. */
function multipartBody(fields: z.core.$ZodObject) {
  const { properties = {}, required = [] } = z.toJSONSchema(fields, { target: 'openapi-3.0', io: 'input' }) as {
    properties?: object;
    required?: string[];
  };
  const files = {
    type: 'array',
    maxItems: ATTACHMENTS_PER_COMMENT,
    items: { type: 'string', format: 'binary' },
    description: `Up to ${ATTACHMENTS_PER_COMMENT} PNG, JPEG or PDF files of at most ${ATTACHMENT_MAX_BYTES / MEGABYTE} MB each, checked by their content (multipart/form-data only).`,
  };
  return { type: 'object', properties: { ...properties, files }, ...(required.length ? { required } : {}) };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } },
});

/* What a success answer is called when the route gives it no description of its own. */
const SUCCESS: Record<string, string> = { 200: 'Done; the answer is below.', 201: 'Created; the new record is below.' };

/** A file answer (lib/openapi.ts `fileResponse`): every one is sent as an attachment under a name. */
const isDownload = (answer: Record<string, unknown>) =>
  Object.values((answer.content ?? {}) as Record<string, { schema?: { format?: string } }>).some(
    (media) => media.schema?.format === 'binary',
  );
const DISPOSITION = {
  type: 'string',
  description: "Always `attachment`, with the file's name as `filename` (ASCII) and `filename*` (UTF-8), RFC 6266.",
};

/** The anti-forgery pair a state-changing request carries, as header and cookie parameters. */
const antiForgery = {
  headers: {
    type: 'object',
    required: [XSRF_HEADER],
    properties: { [XSRF_HEADER]: { type: 'string', description: `The value of the \`${XSRF_COOKIE}\` cookie.` } },
  },
  cookies: {
    type: 'object',
    required: [XSRF_COOKIE],
    properties: {
      [XSRF_COOKIE]: { type: 'string', description: 'The anti-forgery cookie `GET /sanctum/csrf-cookie` sets.' },
    },
  },
};

function documentRoute(bodyLimit: number): SwaggerTransform {
  return (document) => {
    const { schema, route } = document;
    // The built web app's files are not the API: whatever the static plugin says of them, they stay out.
    const isApi = route.url.startsWith('/api/') || route.url.startsWith('/sanctum/');
    if (!isApi) return { schema: { hide: true }, url: route.url };
    if (!schema || schema.hide || route.url.startsWith('/api/docs')) return jsonSchemaTransform(document);
    const { errors: _errors, multipartFields, ...rest } = schema;
    const transformed = jsonSchemaTransform({ ...document, schema: rest });
    const facts = factsOf(route, schema);

    const responses = { ...(transformed.schema.response as Record<string, Record<string, unknown>> | undefined) };
    for (const [status, answer] of Object.entries(responses)) {
      // fastify-swagger takes this key as the response's own description (and drops it from the schema).
      if (!answer.description && SUCCESS[status])
        responses[status] = { ...answer, 'x-response-description': SUCCESS[status] };
      if (isDownload(answer)) responses[status] = { ...answer, headers: { 'content-disposition': DISPOSITION } };
    }
    for (const [status, description] of errorsOf(facts, bodyLimit, accessKey(methodOf(route), route.url)))
      responses[status] = errorResponse(description);

    const out: FastifySchema = { ...transformed.schema, response: responses };
    if (multipartFields) out.body = multipartBody(multipartFields);
    if (facts.access === 'public') out.security = [];
    if (facts.changesState) Object.assign(out, antiForgery);
    return { schema: out, url: transformed.url };
  };
}

/** The OpenAPI document of every API route and its browsable page at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Workspace API',
        version: '1.0.0',
        description: DESCRIPTION,
        contact: { name: 'Workspace maintainers' },
      },
      servers: [
        { url: '/', description: 'The server that serves this document (the web app and the API share its origin).' },
      ],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The token `POST /api/login` answers; it ends at sign-out, deactivation, a password change, or after its lifetime.',
          },
        },
        schemas: {
          [ERROR_SCHEMA_NAME]: z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' }) as Record<
            string,
            unknown
          >,
        },
      },
      security: [{ bearer: [] }],
    },
    transform: documentRoute(app.initialConfig.bodyLimit ?? MEGABYTE),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
