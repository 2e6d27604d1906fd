import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/* Escapes LIKE wildcards so a search for "50%" finds "50%"; the pattern matches anywhere. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/*
 * Searches fold case the Turkish way and drop common accents on both sides (search_fold(),
 * migration 0013, docs/decisions/013): "KARADENİZ GIDA" finds "Karadeniz Gıda", "camlica" finds
 * "Çamlıca". The trigram indexes are on search_fold(column), so the expression here must stay the
 * same as theirs.
 */

/*
 * The pattern is folded in a sub-select, once per execution. Written as search_fold(<parameter>),
 * a prepared statement's generic plan folded it again for every row the scan rechecked (the
 * translate of 60 letters and a lower per row): a fifth of a task search's time on the embedded
 * database (docs/decisions/025). A sub-select's value is still an index key: the trigram indexes
 * take it as they take a parameter.
 */
const folded = (pattern: SQLWrapper) => sql`(select search_fold(${pattern}))`;

/**
 * Whether the text `expr` contains the term: `pattern` is `likePattern(term)`, bound at run time
 * (a `slot` of a prepared list query, docs/decisions/014), so one statement serves every term.
 */
export function matches(expr: SQLWrapper, pattern: SQLWrapper): SQL {
  return sql`search_fold(${expr}) like ${folded(pattern)}`;
}

/** The same for a column the database keeps folded already (tasks.search_text, tickets.search_text). */
export function matchesFolded(column: SQLWrapper, pattern: SQLWrapper): SQL {
  return sql`${column} like ${folded(pattern)}`;
}
