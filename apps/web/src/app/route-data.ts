import type { QueryClient } from '@tanstack/react-query';
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
  // Each page's query options are imported here, not at the top: the page's chunk imports the same module, so it
  // downloads beside the page's code instead of weighing on every page's entry (and its answer schema with it).
  [paths.admin.dashboard.path]: async (queryClient) => {
    const { adminDashboardQueryOptions } = await import('@/features/admin-dashboard/api/get-admin-dashboard');
    await queryClient.prefetchQuery(adminDashboardQueryOptions());
  },
  [paths.org.dashboard.path]: async (queryClient) => {
    const { orgDashboardQueryOptions } = await import('@/features/org-dashboard/api/get-org-dashboard');
    await queryClient.prefetchQuery(orgDashboardQueryOptions);
  },
  [paths.org.documentsReceived.path]: async (queryClient) => {
    const { receivedDocumentsQueryOptions } = await import('@/features/received/api/get-received-documents');
    await queryClient.prefetchQuery(receivedDocumentsQueryOptions({ page: 1 }));
  },
  [paths.individual.dashboard.path]: async (queryClient) => {
    const { dashboardQueryOptions } = await import('@/features/dashboard/api/get-dashboard');
    await queryClient.prefetchQuery(dashboardQueryOptions);
  },
  [paths.individual.documentsSent.path]: async (queryClient) => {
    const [{ documentsQueryOptions }, { documentListRequest }] = await Promise.all([
      import('@/features/documents/api/get-documents'),
      import('@/features/documents/api/list-request'),
    ]);
    await queryClient.prefetchQuery(documentsQueryOptions(documentListRequest('sent', { page: 1 })));
  },
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
