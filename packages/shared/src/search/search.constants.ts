/*
 * The palette's one search (`GET /api/search`): what it finds, how many of each kind at most, and
 * how a record of each kind is opened. No zod here: the web's palette reads these on its first use
 * without the schemas.
 */

/** The kinds of record a search answers with, in the order the palette shows their groups. */
export const SEARCH_KINDS = ['task', 'ticket', 'project', 'company', 'person', 'note', 'sharedData'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results of one kind at most (`?limit=`), and when not asked. */
export const SEARCH_LIMIT_MAX = 10;
export const SEARCH_LIMIT_DEFAULT = 5;

/**
 * What matched, in rank order: the record's number (`#123` or `123`), the start of its title or
 * name, or somewhere else in its text (a word inside the title, the description, an email).
 */
export const SEARCH_MATCHES = ['id', 'prefix', 'contains'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** `#123` or `123`: a record number the search also looks up as a ticket's and a task's id. */
export function searchedId(q: string): number | undefined {
  const match = /^#?\s*(\d{1,9})$/.exec(q.trim());
  if (!match) return undefined;
  const id = Number(match[1]);
  return id > 0 ? id : undefined;
}

/** Whether the words are a `#123` jump alone (no words to look for in the text). */
export const isIdJump = (q: string): boolean => q.trim().startsWith('#') && searchedId(q) !== undefined;
