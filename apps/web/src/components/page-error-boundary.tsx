import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';

export function PageErrorFallback() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h2 className="text-xl font-semibold text-gray-900">Oops something went wrong...</h2>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600"
      >
        Refresh
      </button>
    </div>
  );
}

/** Spec section 2: a failing page shows a message and a Refresh button; moving to another page resets it. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageErrorFallback} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
