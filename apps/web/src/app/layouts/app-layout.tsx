import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { PageErrorBoundary } from '@/components/page-error-boundary';
import { useMediaQuery } from '@/hooks/use-media-query';
import { Sidebar, SidebarToggle } from '@/app/layouts/sidebar';
import { MAIN_ID, SkipLink } from '@/app/layouts/skip-link';
import { TopBar } from '@/app/layouts/top-bar';
import { UnverifiedNotice } from '@/app/layouts/unverified-notice';

/** Tailwind's `lg` breakpoint: from here the sidebar starts expanded. */
const LARGE_SCREEN = '(min-width: 1024px)';
/** Tailwind's `sm`: below it (a phone) the collapsed sidebar leaves the screen to the page, its toggle in the top bar. */
const SMALL_SCREEN = '(min-width: 640px)';

/** The signed-in shell: collapsible sidebar, top bar with the user menu, and the page. */
export function AppLayout() {
  const large = useMediaQuery(LARGE_SCREEN);
  const phone = !useMediaQuery(SMALL_SCREEN);
  // A choice belongs to the screen size it was made on; resizing across the breakpoint starts afresh.
  const [choice, setChoice] = useState<{ expanded: boolean; large: boolean } | null>(null);
  const expanded = choice && choice.large === large ? choice.expanded : large;
  const floating = expanded && !large;
  const toggle = () => setChoice({ expanded: !expanded, large });

  return (
    <div className="flex h-dvh overflow-hidden bg-gray-50">
      <SkipLink />
      <Sidebar
        expanded={expanded}
        floating={floating}
        hiddenWhenCollapsed={phone}
        onToggle={toggle}
        onNavigate={() => {
          if (floating) setChoice(null);
        }}
      />
      {floating ? (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-gray-900/30" onClick={() => setChoice(null)} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar menu={phone ? <SidebarToggle expanded={expanded} onToggle={toggle} tone="light" /> : null} />
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="relative flex-1 overflow-y-auto px-4 py-6 focus:outline-none lg:px-8"
        >
          <UnverifiedNotice />
          <PageErrorBoundary>
            <Suspense fallback={<FullScreenSpinner />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </div>
  );
}
