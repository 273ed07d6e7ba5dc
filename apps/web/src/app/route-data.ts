import type { QueryClient } from '@tanstack/react-query';
import { adminDashboardQueryOptions } from '@/features/admin-dashboard/api/get-admin-dashboard';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { documentsQueryOptions } from '@/features/documents/api/get-documents';
import { documentListRequest } from '@/features/documents/api/list-request';
import { orgDashboardQueryOptions } from '@/features/org-dashboard/api/get-org-dashboard';
import { receivedDocumentsQueryOptions } from '@/features/received/api/get-received-documents';
import { paths } from '@/config/paths';
import { currentUserQueryOptions } from '@/lib/auth/current-user';
import { getSession } from '@/lib/auth/session';

/**
 * What a page shows first, asked for by its route's loader with the very query options the page reads: the loader
 * runs while the page's code downloads, so on a slow network the answer arrives beside the code instead of after
 * it, and the page finds it in TanStack Query's cache. Only at a page's plain address: filters, sorting and paging
 * come from the page.
 */
const firstAnswers: Record<string, (queryClient: QueryClient) => Promise<void>> = {
  [paths.admin.dashboard.path]: (queryClient) => queryClient.prefetchQuery(adminDashboardQueryOptions()),
  [paths.org.dashboard.path]: (queryClient) => queryClient.prefetchQuery(orgDashboardQueryOptions),
  [paths.org.documentsReceived.path]: (queryClient) =>
    queryClient.prefetchQuery(receivedDocumentsQueryOptions({ page: 1 })),
  [paths.individual.dashboard.path]: (queryClient) => queryClient.prefetchQuery(dashboardQueryOptions),
  [paths.individual.documentsSent.path]: (queryClient) =>
    queryClient.prefetchQuery(documentsQueryOptions(documentListRequest('sent', { page: 1 }))),
};

/** Whether the page at this route path (as the router declares it) has a first answer to ask for. */
export function hasFirstAnswer(routePath: string): boolean {
  return Object.hasOwn(firstAnswers, routePath);
}

/** Asks for the first answer of the page at `url`, when it has one and is at its plain address. */
export function prefetchFirstAnswer(queryClient: QueryClient, url: URL): void {
  if (getSession().token && url.search === '' && Object.hasOwn(firstAnswers, url.pathname)) {
    void firstAnswers[url.pathname]!(queryClient);
  }
}

/** The signed-in user, which every signed-in page's guard reads: asked for unless already known. */
export function prefetchCurrentUser(queryClient: QueryClient): void {
  if (getSession().token) void queryClient.prefetchQuery(currentUserQueryOptions());
}
