import { NavLink } from 'react-router';

export type TSectionTab = { label: string; to: string };

/** A section's pages as tabs (document statuses, received and sent, referral lists). */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly TSectionTab[] }) {
  return (
    <nav aria-label={label} className="mt-4 border-b border-gray-200">
      <ul className="-mb-px flex flex-wrap gap-x-6">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-block border-b-2 px-1 py-2 text-sm font-medium ${
                  isActive
                    ? 'border-green-600 text-green-700'
                    : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-800'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
