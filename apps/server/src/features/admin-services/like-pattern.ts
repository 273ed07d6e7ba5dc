/** `%` and `_` are wildcards in LIKE; an administrator searching for them means the characters. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const PAGE_SIZE = 20;

export function pageOf<T>(data: T[], page: number, total: number) {
  return { data, page, pageSize: PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}
