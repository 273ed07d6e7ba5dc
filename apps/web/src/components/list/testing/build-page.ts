import type { TPageInfo } from '@/components/list/page-info';

// Pages of a list as the server answers them, for the list tests of every area.

/** The page information; its cursors name the neighbouring pages ('cursor-2'), null at either end. */
export function buildPageInfo(overrides: Partial<TPageInfo> = {}): TPageInfo {
  const page = overrides.page ?? 1;
  const totalPages = overrides.totalPages ?? 1;
  return {
    page,
    pageSize: 9,
    total: 0,
    totalPages,
    totalExact: true,
    next: page < totalPages ? `cursor-${page + 1}` : null,
    previous: page > 1 ? `cursor-${page - 1}` : null,
    ...overrides,
  };
}

/** One page of `rows`, counted as the whole list unless `overrides` say otherwise. */
export function buildPage<TRow>(rows: TRow[], overrides: Partial<TPageInfo> = {}) {
  return { data: rows, ...buildPageInfo({ total: rows.length, ...overrides }) };
}
