import { Button } from '@/components/button';
import { DetailList } from '@/components/detail/detail-list';
import { InstitutionDetail } from '@/components/detail/institution-detail';
import { FormAlert } from '@/components/form/form-alert';
import { errorMessage } from '@/lib/http';
import { useOwnInstitution } from '@/features/profile/api/get-own-institution';

/** An organisation's profile shows its institution and the person authorised to act for it. */
export function InstitutionCard() {
  const institution = useOwnInstitution(true);
  return (
    <section aria-labelledby="institution-title">
      <h2 id="institution-title" className="mb-4 text-lg font-semibold text-gray-900">
        Institution
      </h2>
      {institution.isPending ? <p className="text-sm text-gray-500">Loading…</p> : null}
      {institution.isError ? (
        <div className="space-y-3">
          <FormAlert message={errorMessage(institution.error, 'Could not fetch organization')} />
          <Button variant="secondary" onClick={() => void institution.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {institution.data ? (
        <div className="space-y-4">
          <InstitutionDetail institution={institution.data.institution} />
          {institution.data.authorisedPerson ? (
            <DetailList
              items={[
                {
                  label: 'Authorised person',
                  value: `${institution.data.authorisedPerson.firstName} ${institution.data.authorisedPerson.lastName}`,
                },
                { label: 'Authorised person’s e-mail', value: institution.data.authorisedPerson.email },
              ]}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
