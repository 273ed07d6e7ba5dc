import type { ReactNode } from 'react';
import { SectionTabs } from '@/components/section-tabs';
import { paths } from '@/config/paths';

const { admin } = paths;

export const serviceTabs = [
  { label: 'Service Charges', to: admin.serviceCharge.getHref() },
  { label: 'Surcharges', to: admin.serviceSurcharge.getHref() },
  { label: 'Verifying Bodies', to: admin.serviceVerifyingBody.getHref() },
  { label: 'Transcripts', to: admin.serviceTranscript.getHref() },
];

/** The frame of every Manage Service page: its h1 and the section's tabs. */
export function ServicePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <SectionTabs label="Manage Service sections" tabs={serviceTabs} />
      {children}
    </section>
  );
}
