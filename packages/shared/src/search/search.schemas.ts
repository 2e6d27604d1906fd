import { z } from 'zod';
import { searchField } from '../common/fields';
import { SEARCH_KINDS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_MATCHES } from './search.constants';

/** `GET /api/search?q=&limit=`: the words (or `#123`) and how many results of each kind at most. */
export const searchQuerySchema = z.strictObject({
  q: searchField,
  limit: z.coerce
    .number({ error: 'wholeNumber' })
    .int('wholeNumber')
    .min(1, 'wholeNumber')
    .max(SEARCH_LIMIT_MAX, 'numberTooBig')
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * One record found. `title` is its title or name, `detail` a second line (a ticket's status, a
 * person's email, a credential's username), `match` what matched (the web marks the words in the
 * title), `createdAt` orders the results of one rank, newest first.
 */
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  detail: z.string().nullable(),
  match: z.enum(SEARCH_MATCHES),
  createdAt: z.string(),
  /** The words' place in the title, [start, end) in characters, for the web to mark; null when they matched elsewhere. */
  mark: z.tuple([z.number().int(), z.number().int()]).nullable(),
  /** People only: a customer (opened from the external users' list, staff from the internal one). */
  customer: z.boolean().optional(),
});
export type SearchResult = z.output<typeof searchResultSchema>;

/** The results grouped by kind in `SEARCH_KINDS` order, each group ranked; `terms` are the words the web marks. */
export const searchAnswerSchema = z.object({
  q: z.string(),
  terms: z.array(z.string()),
  results: z.array(searchResultSchema),
});
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
