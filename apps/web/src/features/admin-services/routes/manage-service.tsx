import { TextLink } from '@/components/text-link';
import { ServicePage, serviceTabs } from '@/features/admin-services/components/service-page';

const descriptions: Record<string, string> = {
  'Service Charges': 'The platform service charge for each document category and type.',
  Surcharges: "The platform's surcharge, added to every verification request.",
  'Verifying Bodies': 'Verify, reject or suspend verifying bodies, and grant their transcript access.',
  Transcripts: 'The transcript service every verifying body offers, and corrections to it.',
};

/** /admin/service: what each section of Manage Service is for. */
export function Component() {
  return (
    <ServicePage title="Manage Service">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {serviceTabs.map((tab) => (
          <li key={tab.to} className="rounded-xl bg-white p-6 shadow-xs ring-1 ring-gray-200">
            <TextLink to={tab.to} className="text-lg font-semibold">
              {tab.label}
            </TextLink>
            <p className="mt-1 text-sm text-gray-600">{descriptions[tab.label]}</p>
          </li>
        ))}
      </ul>
    </ServicePage>
  );
}
