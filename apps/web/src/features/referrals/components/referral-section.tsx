import { NavLink } from 'react-router';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';

const tabs = [
  { label: 'Referral Link', to: paths.org.referral.getHref() },
  { label: 'Referred Users', to: paths.org.referralUsers.getHref() },
  { label: 'Referred Documents', to: paths.org.referralDocuments.getHref() },
];

/** The referrals pages share a title bar and their section's tabs. */
export function ReferralSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <nav aria-label="Referrals sections" className="mt-4 border-b border-gray-200">
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
      {children}
    </section>
  );
}
