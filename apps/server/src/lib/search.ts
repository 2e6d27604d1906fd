/* Escapes LIKE wildcards so a search for "50%" finds "50%"; the pattern matches anywhere. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
