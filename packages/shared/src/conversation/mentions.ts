import { z } from 'zod';
import { isStorableText } from '../common/text-fields';

export { mentionedIds, mentionMarkup, mentionParts, mentionsAsText, MENTION_PATTERN } from './mention-markup';
export type { MentionPart } from './mention-markup';

/*
 * @mentions in a conversation (docs/notifications.md): a mention is stored in a comment's body by
 * the person's id, `@[12]`, never by name, so a rename shows at once and nobody is mentioned by a
 * name that someone else shares. Readers are answered the names beside the body; a name the reader
 * may not see is answered as null and shown as a neutral word.
 */

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
    q: z.string().trim().max(100, 'tooLong').refine(isStorableText, 'invalidCharacters').default(''),
    internal: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();
