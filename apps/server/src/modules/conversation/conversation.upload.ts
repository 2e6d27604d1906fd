import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_COMMENT, COMMENT_MAX } from '@workspace/shared/common/limits';
import { AppError, badRequest, contentTypeNotTaken, contentTypesOf } from '../../lib/errors';
import { writeTempFile } from '../../lib/file-store';

/** A received file: its bytes in a temporary file at `path`, not in memory. */
export type UploadedFile = { filename: string; claimedType: string; path: string; size: number };
/**
 * A request as received: its fields (of a multipart form, the first value of each name, all text;
 * of a JSON body, its values as sent) and its files (none in JSON). `discard` removes the temporary
 * files that were not kept; call it however the request ends.
 */
export type CommentUpload = {
  kind: 'multipart' | 'json';
  fields: Record<string, unknown>;
  files: UploadedFile[];
  discard: () => Promise<void>;
};

/* A new ticket has seven text fields; a comment one. */
const MAX_TEXT_FIELDS = 10;

export const tooManyAttachments = () =>
  new AppError(400, 'validation', 'tooManyAttachments', undefined, { max: ATTACHMENTS_PER_COMMENT });
export const attachmentTooLarge = () => new AppError(413, 'tooLarge', 'attachmentTooLarge');

/* Keeps the name a person recognises, minus any path and control characters. */
export function cleanFilename(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!base) return 'attachment';
  if (base.length <= 255) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 255 - extension.length) + extension;
}

/**
 * Reads a multipart comment or a new record with files: its text fields (a comment's `body`, a
 * ticket's subject, description...) and the files under `files`, each streamed into
 * a temporary file under `tmpDir`. Size and count are enforced while streaming, so an oversized
 * upload is refused without being held in memory; on any failure its files are removed.
 */
export async function readCommentUpload(request: FastifyRequest, tmpDir: string): Promise<CommentUpload> {
  if (!request.isMultipart()) return readJsonBody(request);
  const files: UploadedFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => fsp.rm(file.path, { force: true })));
  };
  // No prototype: a field named `__proto__` is a field like any other.
  const upload: CommentUpload = {
    kind: 'multipart',
    fields: Object.create(null) as Record<string, string>,
    files,
    discard,
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: ATTACHMENT_MAX_BYTES,
        // One more than allowed, so "too many" is told apart from a broken request.
        files: ATTACHMENTS_PER_COMMENT + 1,
        fields: MAX_TEXT_FIELDS,
        fieldSize: COMMENT_MAX * 4 + 16,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !Object.hasOwn(upload.fields, part.fieldname))
          upload.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      if (files.length === ATTACHMENTS_PER_COMMENT) throw tooManyAttachments();
      // Read through its iterator: a body cut off inside the file then fails ("Premature close",
      // answered 400), where piping the parser's stream directly waits for an end that never comes.
      const written = await writeTempFile(tmpDir, Readable.from(part.file));
      files.push({ filename: cleanFilename(part.filename), claimedType: part.mimetype, ...written });
      // Past the limit the parser stops passing bytes on and marks the file truncated.
      if (part.file.truncated) throw attachmentTooLarge();
    }
  } catch (error) {
    await discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw attachmentTooLarge();
    if (code === 'FST_FILES_LIMIT') throw tooManyAttachments();
    throw error;
  }
  return upload;
}

/**
 * A route that also takes JSON (its `consumes` lists `application/json`): the parsed body's fields,
 * with no files; it must be an object. Any other body is a 415 naming the types the route takes.
 */
function readJsonBody(request: FastifyRequest): CommentUpload {
  const types = contentTypesOf(request.routeOptions.schema);
  const isJson = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'application/json';
  if (!isJson || !types.includes('application/json')) throw contentTypeNotTaken(types);
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest({}, 'malformedRequest');
  return { kind: 'json', fields: { ...(body as Record<string, unknown>) }, files: [], discard: async () => {} };
}
