import { z } from 'zod';
import { COMMENT_MAX } from '../common/limits';
import { idParam, isStorableText } from '../common/fields';
import { mentionSchema } from './mentions';

/*
 * The conversation of a subject (a task now, a ticket next): its timeline of events and comments,
 * and the files attached to comments. Every subject has the same shapes; only its event types differ.
 */

const actorSchema = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });

export const attachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const commentItemSchema = z.object({
  kind: z.literal('comment'),
  id: z.number().int(),
  actor: actorSchema.nullable(),
  /** The text; a mention is stored as `@[id]` (./mentions.ts), the people under `mentions`. */
  body: z.string(),
  /** Each person the body mentions, with the name the reader may see (null: hidden from them). */
  mentions: z.array(mentionSchema),
  /** A note among staff (tickets): never shown to a customer, nor its files. Always false for a customer. */
  internal: z.boolean(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
  /** Written by e-mail (a ticket's support mailbox): the address it came from. Absent otherwise (last: optional). */
  emailFrom: z.string().optional(),
});

/**
 * One entry of a subject's timeline, oldest first, for the subject's event types. An event's
 * before/after are raw values (enum values, names, YYYY-MM-DD dates) that screens translate.
 */
export function timelineItemSchema<const E extends readonly [string, ...string[]]>(eventTypes: E) {
  const eventItemSchema = z.object({
    kind: z.literal('event'),
    id: z.number().int(),
    type: z.enum(eventTypes),
    actor: actorSchema.nullable(),
    before: z.string().nullable(),
    after: z.string().nullable(),
    createdAt: z.string(),
  });
  return z.discriminatedUnion('kind', [eventItemSchema, commentItemSchema]);
}

export const timelineResponseSchema = <const E extends readonly [string, ...string[]]>(eventTypes: E) =>
  z.object({ data: z.array(timelineItemSchema(eventTypes)) });

/** A timeline entry of a subject whose events are of type `E`. */
export type TimelineItem<E extends string = string> = z.infer<ReturnType<typeof timelineItemSchema<[E, ...E[]]>>>;
export type TimelineResponse<E extends string = string> = { data: TimelineItem<E>[] };

/**
 * The text part of a new comment. It travels as multipart/form-data (field `body`, files under
 * `files`); a comment needs text or at least one file. `internal` (`true`): a note among staff, on
 * a subject that has them (tickets); a customer may not send it.
 */
export const createCommentFieldsSchema = z.object({
  body: z.string().trim().max(COMMENT_MAX, 'tooLong').refine(isStorableText, 'invalidCharacters').default(''),
  internal: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type CreateCommentFields = z.infer<typeof createCommentFieldsSchema>;

export const attachmentParamsSchema = z.object({ id: idParam, attachmentId: idParam });
