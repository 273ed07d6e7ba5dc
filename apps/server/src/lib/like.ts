/**
 * A case-insensitive "contains" pattern for `lower(column) like ? escape '\'`: `%` and `_` are LIKE's wildcards,
 * and a person searching for them means the characters.
 */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
