import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';

/*
 * How text is ordered for the reader (docs/decisions/013): by the Turkish alphabet when they read
 * Turkish (a b c ç d e f g ğ h ı i j … ö p … ş t u ü …, without case: "İ" with "i", "I" with "ı"),
 * by ICU's root order otherwise. The embedded database's ICU has no Turkish tailoring, so Turkish
 * order comes from tr_sort_key() (migration 0013) compared byte by byte; root order is the
 * "und-x-icu" collation, which PGlite and PostgreSQL built with ICU both have.
 */

export type SortDirection = 'asc' | 'desc';

/** A list's sort as a repository receives it: the field, the direction, and whose alphabet orders text. */
export type ListSort<Field extends string> = { sort: Field; order: SortDirection; language: Language };

/** The list query's sort with the reader's language, for a repository. */
export function listSort<Field extends string>(language: Language, query: { sort: Field; order: SortDirection }): ListSort<Field> {
  return { sort: query.sort, order: query.order, language };
}

/**
 * The expressions that order `column` for a reader of `language`, most significant first. The
 * Turkish key ties on case ("can" and "Can"), so the text itself, byte by byte, follows.
 */
export function textKeys(column: SQLWrapper, language: Language): SQL[] {
  if (language === 'tr') return [sql`tr_sort_key(${column}) collate "C"`, sql`${column} collate "C"`];
  return [sql`${column} collate "und-x-icu"`];
}

/** `key asc` / `key desc`, optionally with where nulls go. */
export function orderKey(key: SQLWrapper, direction: SortDirection, nulls?: 'first' | 'last'): SQL {
  return sql`${key} ${sql.raw(direction)}${sql.raw(nulls ? ` nulls ${nulls}` : '')}`;
}

/** ORDER BY terms for a text column in the reader's alphabet (the caller adds its tie-breaker, usually the id). */
export function textOrder(column: SQLWrapper, language: Language, direction: SortDirection = 'asc', nulls?: 'first' | 'last'): SQL[] {
  return textKeys(column, language).map((key) => orderKey(key, direction, nulls));
}
