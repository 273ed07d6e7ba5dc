import type { TInstitution } from '@docverify/contract/documents/document';
import { categoryLabels } from '@docverify/contract/documents/vocabulary';
import { DetailList } from '@/components/detail/detail-list';
import { isVerifiedBody, VerifiedBodyMark } from '@/components/verified-body-mark';
import { formatDateTime } from '@/lib/format';

const verifierStatusLabels: Record<TInstitution['verifier_status'], string> = {
  unverified: 'Unverified',
  verified: 'Verified',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

/** Spec section 2, "institution detail": a verifying body (spec section 3 "Institution"). */
export function InstitutionDetail({ institution }: { institution: TInstitution }) {
  return (
    <DetailList
      items={[
        { label: 'Company name', value: institution.company_name },
        { label: 'Company reference', value: institution.company_ref },
        { label: 'Industry', value: institution.company_industry },
        { label: 'Date Created', value: formatDateTime(institution.dateOfCompanyUpdate) },
        { label: 'E-mail', value: institution.email },
        { label: 'Phone', value: institution.phone },
        { label: 'Country', value: institution.CountryName },
        { label: 'City', value: institution.city },
        { label: 'Verifier status', value: verifierStatusLabels[institution.verifier_status] },
        { label: 'Website', value: institution.website },
        {
          label: 'Domain',
          value: institution.domain ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {institution.domain}
              {isVerifiedBody(institution) ? (
                <VerifiedBodyMark body={institution} />
              ) : (
                <span className="text-xs text-gray-600">
                  {institution.domain_verified ? 'Domain proven' : 'Domain not proven yet'}
                </span>
              )}
            </span>
          ) : null,
        },
        {
          label: 'Documents verified',
          value: institution.categories.map((category) => categoryLabels[category]).join(', ') || null,
        },
      ]}
    />
  );
}
