import { Bars3Icon, CheckBadgeIcon } from '@heroicons/react/24/outline';
import { NavLink } from 'react-router';
import { Button } from '@/components/button';
import { useCurrentUser } from '@/lib/auth/current-user';
import { menuFor } from '@/app/layouts/sidebar-menus';
import { PRODUCT_NAME } from '@/app/layouts/product-name';

type TSidebarProps = {
  expanded: boolean;
  /** On small screens an expanded sidebar floats over the page instead of squeezing it. */
  floating: boolean;
  /** On a phone a collapsed sidebar leaves the screen altogether; the top bar holds its toggle then. */
  hiddenWhenCollapsed?: boolean;
  onToggle: () => void;
  onNavigate: () => void;
};

type TSidebarToggleProps = {
  expanded: boolean;
  onToggle: () => void;
  /** Light on the green sidebar, dark on the white top bar. */
  tone?: 'dark' | 'light';
};

export function SidebarToggle({ expanded, onToggle, tone = 'dark' }: TSidebarToggleProps) {
  const colours =
    tone === 'dark'
      ? 'text-green-100 hover:bg-green-700 hover:text-white focus-visible:outline-white'
      : 'text-gray-700 hover:bg-gray-100 focus-visible:outline-green-600';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label="Toggle sidebar"
      aria-expanded={expanded}
      aria-controls="sidebar-menu"
      className={`inline-flex shrink-0 items-center justify-center rounded-md p-1.5 focus-visible:outline-2 touch:size-11 ${colours}`}
    >
      <Bars3Icon aria-hidden="true" className="size-6" />
    </button>
  );
}

export function Sidebar({ expanded, floating, hiddenWhenCollapsed = false, onToggle, onNavigate }: TSidebarProps) {
  const user = useCurrentUser();
  const position = floating ? 'fixed inset-y-0 left-0 z-40 shadow-xl' : 'relative';
  const gone = hiddenWhenCollapsed && !expanded;

  return (
    <div className={`shrink-0 ${expanded && !floating ? 'w-64' : gone ? 'w-0' : 'w-16'}`}>
      <aside
        aria-label="Sidebar"
        className={`${position} ${gone ? 'hidden' : 'flex'} h-dvh flex-col overflow-hidden bg-green-800 text-green-50 transition-[width] duration-200 ${expanded ? 'w-64' : 'w-16'}`}
      >
        <div className="flex h-16 shrink-0 items-center gap-2 border-b border-green-700 px-3">
          <SidebarToggle expanded={expanded} onToggle={onToggle} />
          <p
            className={expanded ? 'flex items-center gap-2 text-sm leading-tight font-semibold text-white' : 'sr-only'}
          >
            <CheckBadgeIcon aria-hidden="true" className="size-6 shrink-0 text-green-300" />
            {PRODUCT_NAME}
          </p>
        </div>
        <nav id="sidebar-menu" aria-label="Main menu" className="flex-1 overflow-y-auto px-2 py-4">
          {user.data ? (
            <ul className="space-y-1">
              {menuFor(user.data).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={onNavigate}
                    title={expanded ? undefined : item.label}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium touch:min-h-11 focus-visible:outline-2 focus-visible:outline-white ${
                        isActive ? 'bg-green-900 text-white' : 'text-green-100 hover:bg-green-700 hover:text-white'
                      }`
                    }
                  >
                    <item.icon aria-hidden="true" className="size-6 shrink-0" />
                    {/* Kept for screen readers when collapsed, so each link keeps its name. */}
                    <span className={expanded ? 'truncate' : 'sr-only'}>{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : user.isError ? (
            <div role="alert" className={`space-y-2 px-2 text-sm ${expanded ? '' : 'sr-only'}`}>
              <p>Could not fetch user</p>
              <Button variant="secondary" onClick={() => void user.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <SidebarSkeleton />
          )}
        </nav>
      </aside>
    </div>
  );
}

/** Spec section 9: ten skeleton rows in the sidebar while the user loads. */
function SidebarSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading menu" className="space-y-3 px-1">
      {Array.from({ length: 10 }, (_, index) => (
        <li key={index} data-testid="sidebar-skeleton-row" className="h-7 animate-pulse rounded-md bg-green-700/70" />
      ))}
    </ul>
  );
}
