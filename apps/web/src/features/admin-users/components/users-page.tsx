import type { ReactNode } from 'react';
import { SectionTabs } from '@/components/section-tabs';
import { paths } from '@/config/paths';

const { admin } = paths;

export const userTabs = [
  { label: 'Organizations', to: admin.usersOrganisation.getHref() },
  { label: 'Administrators', to: admin.usersAdmin.getHref() },
  { label: 'Individuals', to: admin.usersIndividual.getHref() },
];

/** The frame of every Manage Users page: its h1 and the section's tabs. */
export function UsersPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <SectionTabs label="Manage Users sections" tabs={userTabs} />
      {children}
    </section>
  );
}
