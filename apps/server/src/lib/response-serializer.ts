import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/*
 * How answers are written (docs/decisions/017). The route's zod response schema stays the contract;
 * from it the JSON Schema the OpenAPI document shows is made once, and fast-json-stringify compiles
 * that into a function that writes exactly its properties, in its order. Checking every answer
 * with zod and then JSON.stringify cost three times as much on the task list, on every request.
 *
 * - Like zod's, the compiled writer leaves out any property the schema does not list (a password
 *   hash can never leak), and fails on a missing required one (the answer is a 500).
 * - It does not check values (an enum's members, a refinement): the server's tests do, with
 *   `checkResponses`, where every answer is written by zod too and must come out the same.
 * - A schema JSON Schema cannot say the same way for what is sent and what is read (a transform,
 *   a default) keeps zod's writer.
 * Budget it serves: the task list at 0.7 and the wallet at 0.6 of pgbench's rate (bench/README.md,
 * `ownCore`), and the task search's p99 of 20 ms on the embedded database.
 */

type Serialize = (data: unknown) => string;
type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string; contentType?: string };

/* The zod schema of a response, as fastify-type-provider-zod finds it; undefined for a plain object (a file's description). */
function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : undefined;
}

/** The compiled writer of `schema`, or undefined when it must stay zod's. */
export function compileResponseWriter(schema: unknown): Serialize | undefined {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return undefined;
  try {
    const sent = z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7' });
    const read = z.toJSONSchema(zodSchema, { io: 'input', target: 'draft-7' });
    // Read, an object may carry other properties (zod strips them); anything else that differs is a transform or a default.
    const closedAside = (key: string, value: unknown) =>
      key === 'additionalProperties' && value === false ? undefined : value;
    if (JSON.stringify(sent, closedAside) !== JSON.stringify(read, closedAside)) return undefined;
    return fastJson(sent as Parameters<typeof fastJson>[0]);
  } catch {
    // Not expressible in JSON Schema (a date, a custom check): zod writes it.
    return undefined;
  }
}

/**
 * Fastify's serializer compiler: the compiled writer where there is one, zod's otherwise. With
 * `checkResponses` every answer is written both ways and a difference fails the request.
 */
export function responseSerializerCompiler(options: { checkResponses: boolean }) {
  return (route: RouteSchema): Serialize => {
    const byZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const compiled = compileResponseWriter(route.schema);
    if (!compiled) return byZod;
    if (!options.checkResponses) return compiled;
    return (data) => {
      const written = compiled(data);
      const expected = byZod(data);
      if (written !== expected)
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus ?? ''}: the compiled answer differs from zod's:\n${written}\n${expected}`,
        );
      return written;
    };
  };
}
