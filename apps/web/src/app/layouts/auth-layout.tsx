import { CheckBadgeIcon } from '@heroicons/react/24/outline';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { PageErrorBoundary } from '@/components/page-error-boundary';
import { PRODUCT_NAME } from '@/app/layouts/product-name';
import { MAIN_ID, SkipLink } from '@/app/layouts/skip-link';

/** Public pages (sign-in, sign-up, codes, password reset) and /success: one centred card. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-green-50 to-gray-50 px-4 py-10 sm:justify-center">
      <SkipLink />
      <p className="mb-6 flex items-center gap-2 text-base font-semibold text-green-800">
        <CheckBadgeIcon aria-hidden="true" className="size-7 text-green-600" />
        {PRODUCT_NAME}
      </p>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="w-full max-w-lg rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 focus:outline-none sm:p-8"
      >
        <PageErrorBoundary>
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}
