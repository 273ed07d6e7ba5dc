import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AppToaster } from '@/components/app-toaster';
import { PageErrorFallback } from '@/components/page-error-boundary';
import { StepUpHost } from '@/app/step-up-host';
import { ApiError } from '@/lib/http';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change by asking again; network trouble and 5xx get two more tries.
        retry: (failureCount, error) =>
          error instanceof ApiError && error.status >= 400 && error.status < 500 ? false : failureCount < 2,
        refetchOnWindowFocus: false,
        // An answer a route's loader asked for while the page's code downloaded (app/route-data) is fresh for the
        // page that then shows, rather than asked again as it mounts. Writes invalidate what they change.
        staleTime: 10_000,
      },
    },
  });
}

/** Everything around the router: data cache, toasts (library defaults, as the spec's timings are; see AppToaster). */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={PageErrorFallback}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
        <StepUpHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
