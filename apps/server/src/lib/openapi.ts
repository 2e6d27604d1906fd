import { Readable } from 'node:stream';
import { z } from 'zod';
import { ATTACHMENT_TYPES } from '@workspace/shared/common/limits';
import { EXPORT_FORMATS, type ExportFormat } from '@workspace/shared/common/list-shape';
import { CONTENT_TYPES } from './export';

/*
 * What a route declares for the OpenAPI document beside its schemas, besides its operationId and
 * description. The error answers that follow from the route itself (its access entry, its input,
 * an `:id` in its path) are added by plugins/openapi.ts; a route names only those its service
 * raises on its own (docs/architecture.md, "The API description").
 */

/** An error status a route may declare (413 and 415 follow from its body alone): each answers `{ error: { code, message, fields? } }`. */
export type DeclaredError = 400 | 401 | 403 | 404 | 406 | 409 | 429;
/** Every error status the document gives an operation. */
export type DocumentedError = DeclaredError | 413 | 415;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifySchema {
    /** Error statuses the route's service raises that the document cannot derive: 409, 429, 401 on sign-in... */
    errors?: readonly DeclaredError[];
    /** The text fields of a multipart route (its files go under `files`): read by the handler, so only the document shows them. */
    multipartFields?: z.core.$ZodObject;
  }
}

/** A body of bytes, sent as a stream (never serialized); the document shows `type: string, format: binary`. */
const binary = z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string', format: 'binary' });

const mediaType = (contentType: string) => contentType.split(';')[0]!.trim();

/** A file answered as a download, in one of `mediaTypes`. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: binary }])) };
}

/** A list's export: the whole filtered list as a file in the requested `format`, named by `Content-Disposition`. */
export function exportResponse(formats: readonly ExportFormat[] = EXPORT_FORMATS) {
  const names = formats.map((format) => format.toUpperCase()).join(', ');
  return fileResponse(
    `The file in the requested format (${names}), sent as an attachment download.`,
    formats.map((format) => mediaType(CONTENT_TYPES[format])),
  );
}

/** A comment's attachment, sent as a download under its stored name and with its checked type. */
export const attachmentResponse = fileResponse(
  'The file as stored, sent as an attachment download (never shown inline).',
  ATTACHMENT_TYPES,
);

export const attachmentPreviewResponse = fileResponse(
  'The file as stored, shown inline under a sandboxing Content-Security-Policy (it can run no script in the app), its type the one its content was checked to be.',
  ATTACHMENT_TYPES,
);

/** A stream of server-sent events (`text/event-stream`). */
export const eventStreamResponse = {
  description: 'A stream of server-sent events; it ends after ten minutes and the client opens another.',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** An answer with no body (204): `reply.status(204).send()`. The document shows it without content. */
export const noContent = (description: string) => z.undefined().describe(description);
