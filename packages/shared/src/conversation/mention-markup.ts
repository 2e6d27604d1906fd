/*
 * The markup of @mentions in a comment's body (docs/notifications.md): `@[12]`, the person's id.
 * Plain functions, no schema library, so a screen that shows or writes mentions carries no more.
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
