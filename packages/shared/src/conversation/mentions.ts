import { z } from 'zod';

/*
 * @mentions in a conversation (docs/notifications.md): a mention is stored in a comment's body by
 * the person's id, `@[12]`, never by name, so a rename shows at once and nobody is mentioned by a
 * name that someone else shares. Readers are answered the names beside the body; a name the reader
 * may not see is answered as null and shown as a neutral word.
 */

/** One mention in a body: `@[` the person's id `]`. */
export const MENTION_PATTERN = /@\[(\d{1,10})\]/g;

/** The markup of a mention of the person `id`. */
export const mentionMarkup = (id: number): string => `@[${id}]`;

/** The ids a body mentions, each once, in the order they first appear. */
export function mentionedIds(body: string): number[] {
  const ids = new Set<number>();
  for (const match of body.matchAll(MENTION_PATTERN)) {
    const id = Number(match[1]);
    if (Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

/** A body cut into its text and its mentions, in order, for a screen or a mail to show. */
export type MentionPart = { kind: 'text'; text: string } | { kind: 'mention'; id: number };
export function mentionParts(body: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let at = 0;
  for (const match of body.matchAll(MENTION_PATTERN)) {
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', text: body.slice(at, start) });
    parts.push({ kind: 'mention', id: Number(match[1]) });
    at = start + match[0].length;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
}

/** A body as plain text: each mention as `@` and the name `nameOf` gives, or `hidden` when it gives none. */
export function mentionsAsText(body: string, nameOf: (id: number) => string | null | undefined, hidden: string) {
  return body.replace(MENTION_PATTERN, (_, id: string) => `@${nameOf(Number(id)) ?? hidden}`);
}

/** A person mentioned in a comment, as its reader may see them: the current name, or null when hidden from them. */
export const mentionSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
});
export type Mention = z.infer<typeof mentionSchema>;

/** A person the comment box offers after `@`: who may see the record, as the writer may mention them. */
export const mentionCandidateSchema = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type MentionCandidate = z.infer<typeof mentionCandidateSchema>;
export const mentionCandidatesResponseSchema = z.object({ data: z.array(mentionCandidateSchema) });
export type MentionCandidatesResponse = z.infer<typeof mentionCandidatesResponseSchema>;

/** At most this many people are offered at once. */
export const MENTION_CANDIDATES_MAX = 10;

/** `q`: what follows the `@` (the start of a name); `internal`: for an internal note (tickets). */
export const mentionCandidatesQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'tooLong').default(''),
    internal: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();
