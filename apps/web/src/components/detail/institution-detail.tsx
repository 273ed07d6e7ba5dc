import type { TInstitution } from '@docverify/contract/documents/document';
import { DetailList } from '@/components/detail/detail-list';
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
      ]}
    />
  );
}
