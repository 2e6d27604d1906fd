import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';

/*
 * How text is ordered for the reader (docs/decisions/013): by the Turkish alphabet when they read
 * Turkish (a b c ç d e f g ğ h ı i j … ö p … ş t u ü …, without case: "İ" with "i", "I" with "ı"),
 * by ICU's root order otherwise. Both are ICU collations: Turkish is "tr_alphabet" (migration 0019,
 * docs/decisions/029), root is "und-x-icu", which PGlite and PostgreSQL built with ICU both have.
 * Each is deterministic: text equal to ICU ("can" and "Can" differ only by case, which ICU
 * weighs last) still has one order.
 */

export type SortDirection = 'asc' | 'desc';

/** A list's sort as a repository receives it: the field, the direction, and whose alphabet orders text. */
export type ListSort<Field extends string> = { sort: Field; order: SortDirection; language: Language };

/** The list query's sort with the reader's language, for a repository. */
export function listSort<Field extends string>(
  language: Language,
  query: { sort: Field; order: SortDirection },
): ListSort<Field> {
  return { sort: query.sort, order: query.order, language };
}

/** The expressions that order `column` for a reader of `language`, most significant first. */
export function textKeys(column: SQLWrapper, language: Language): SQL[] {
  return [language === 'tr' ? sql`${column} collate "tr_alphabet"` : sql`${column} collate "und-x-icu"`];
}

/** `key asc` / `key desc`, optionally with where nulls go. */
export function orderKey(key: SQLWrapper, direction: SortDirection, nulls?: 'first' | 'last'): SQL {
  return sql`${key} ${sql.raw(direction)}${sql.raw(nulls ? ` nulls ${nulls}` : '')}`;
}

/** ORDER BY terms for a text column in the reader's alphabet (the caller adds its tie-breaker, usually the id). */
export function textOrder(
  column: SQLWrapper,
  language: Language,
  direction: SortDirection = 'asc',
  nulls?: 'first' | 'last',
): SQL[] {
  return textKeys(column, language).map((key) => orderKey(key, direction, nulls));
}
