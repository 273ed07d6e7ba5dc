import { paths } from '@/config/paths';
import { documentListRequest } from '@/features/documents/api/list-request';
import { getSession } from '@/lib/auth/session';
import { requestEarly } from '@/lib/http';

/**
 * What a page asks the API for first, by its path: asked as soon as the page is known, so on a slow network the
 * answer arrives beside the page's code instead of after it (lib/http `requestEarly`; issue 11, LCP). The entry asks
 * for the first page of a visit before the app's code has arrived (decision 047); the router asks on entering a
 * page within the app. Only at a page's plain address: filters, sorting and paging come from the page. The paths are
 * written as text because the contract's operations would bring zod into the entry; the test checks them against it.
 */
const pageAsks: Record<string, () => void> = {
  [paths.admin.dashboard.path]: () => requestEarly('GET', '/system/admin/dashboard'),
  [paths.org.dashboard.path]: () => requestEarly('GET', '/org/dashboard/summary'),
  [paths.individual.dashboard.path]: () => requestEarly('GET', '/user/dashboard'),
  [paths.individual.documentsSent.path]: () =>
    requestEarly('POST', '/get/documents', documentListRequest('sent', { page: 1 })),
};

/** The route paths (as the router declares them) whose page asks for something early. */
export function asksEarly(routePath: string): boolean {
  return Object.hasOwn(pageAsks, routePath);
}

/** Asks for what the page at `url` shows first, when it is one that asks early and at its plain address. */
export function askEarlyFor(url: URL): void {
  if (url.search === '' && Object.hasOwn(pageAsks, url.pathname)) pageAsks[url.pathname]!();
}

/**
 * The first page of a visit, from the entry before the app's code: the signed-in user (every page a stored session
 * opens reads it: the signed-in areas' guards, and the sign-in pages to send the visitor on) and the page's own.
 */
export function askEarlyForFirstPage(url: URL): void {
  if (!getSession().token) return;
  requestEarly('GET', '/user');
  askEarlyFor(url);
}
