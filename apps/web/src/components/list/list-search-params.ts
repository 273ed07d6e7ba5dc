import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { TSort } from '@/components/list/types';

// A list's page, search, sort and filters live in the URL query string, so Back returns to the same view and
// other pages (the dashboard's counts) can link to a filtered list. Beside the page number sits its cursor (the
// server's `next` or `previous`), which lets the server start the page where the last one ended instead of
// counting rows from the top.

type TQueryValues = Record<string, string | number | undefined>;

/** A list URL with the given query values, e.g. listHref('/dashboard/document/sent', { verifier_status: 'verified' }). */
export function listHref(path: string, values: TQueryValues = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The list state in the URL. `filterKeys` name the filter parameters (`details`, `verifier_status`); their values
 * come back unchecked, for the page to match against what it allows. Any change but paging starts at page 1,
 * without a cursor: a cursor only points into the list it came from.
 */
export function useListSearchParams<TFilterKey extends string>(filterKeys: readonly TFilterKey[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  // While a link to another page loads (its code arrives lazily), this list is still on screen: a search typed
  // just before (debounced 500 ms) would land now, cancel that navigation and pull the person back. Read at the
  // moment of the change, not of the render that made the callback.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leavingNow = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = leavingNow;
  }, [leavingNow]);

  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);
  // Page 1 needs no cursor, so a stray one on a first page is not sent.
  const cursor = page > 1 ? searchParams.get('cursor') || undefined : undefined;
  const search = searchParams.get('search') ?? '';
  const sortField = searchParams.get('sort');
  const sort: TSort | undefined = sortField
    ? { field: sortField, direction: searchParams.get('order') === 'desc' ? 'desc' : 'asc' }
    : undefined;
  const filters = Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key) ?? undefined])) as Record<
    TFilterKey,
    string | undefined
  >;

  const update = (values: TQueryValues, paging = false) => {
    if (leaving.current) return;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!paging) {
        next.delete('page');
        next.delete('cursor');
      }
      return next;
    });
  };

  return {
    page,
    cursor,
    search,
    sort,
    filters,
    // Page 1 is the list's plain URL.
    setPage: (value: number, pageCursor?: string) =>
      update(value > 1 ? { page: value, cursor: pageCursor } : { page: undefined, cursor: undefined }, true),
    setSearch: (value: string) => update({ search: value }),
    setSort: (value: TSort) => update({ sort: value.field, order: value.direction }),
    setFilter: (key: TFilterKey, value: string | undefined) => update({ [key]: value }),
  };
}
