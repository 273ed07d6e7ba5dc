import type { TVerificationStatus, TVerifyingBody } from '@docverify/contract/admin/services';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { DetailList, DetailSection } from '@/components/detail/detail-list';
import { InstitutionDetail } from '@/components/detail/institution-detail';
import { inputClassName, FieldLabel } from '@/components/form/field-parts';
import { BodyReview } from '@/features/admin-services/components/body-review';
import { useDecideVerifyingBody } from '@/features/admin-services/api/verifying-bodies';
import { withReason } from '@/features/admin-services/components/with-reason';

const decisions: { status: TVerificationStatus; label: string; variant: 'primary' | 'secondary' }[] = [
  { status: 'verified', label: 'Verify', variant: 'primary' },
  { status: 'rejected', label: 'Reject', variant: 'secondary' },
  { status: 'suspended', label: 'Suspend', variant: 'secondary' },
];

/** The institution detail, with the administrator's decision; the organisation is e-mailed the note. */
export function VerifyingBodyPanel({ body, onDone }: { body: TVerifyingBody; onDone: () => void }) {
  const decide = useDecideVerifyingBody();
  const noteId = useId();
  const [note, setNote] = useState('');

  const choose = (status: TVerificationStatus) =>
    decide.mutate(
      { organisation_id: body.id, verification_status: status, note },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.data.company_name} is now ${saved.data.verifier_status}`);
          onDone();
        },
        onError: (error) => toast.error(withReason('Could not update verifying body', error)),
      },
    );

  return (
    <div className="space-y-6">
      <InstitutionDetail institution={body} />
      <BodyReview body={body} />
      <DetailSection title="Authorised person">
        {body.authorised_person ? (
          <DetailList
            items={[
              {
                label: 'Name',
                value: `${body.authorised_person.firstName} ${body.authorised_person.lastName}`.trim(),
              },
              { label: 'E-mail', value: body.authorised_person.email },
              { label: 'Phone', value: body.authorised_person.phone ?? 'Not given' },
            ]}
          />
        ) : (
          <p className="text-sm text-gray-600">No account: this body was added by the service.</p>
        )}
      </DetailSection>
      <div>
        <FieldLabel htmlFor={noteId} label="Note to the organisation" optional />
        <textarea
          id={noteId}
          rows={3}
          maxLength={1000}
          className={inputClassName}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        {decisions
          .filter((decision) => decision.status !== body.verifier_status)
          .map((decision) => (
            <Button
              key={decision.status}
              variant={decision.variant}
              pending={decide.isPending && decide.variables.verification_status === decision.status}
              disabled={decide.isPending}
              onClick={() => choose(decision.status)}
            >
              {decision.label}
            </Button>
          ))}
      </div>
    </div>
  );
}
