import type { TFeeBreakdown } from '@docverify/contract/documents/document';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { ExpectedTurnaround } from '@/components/detail/expected-turnaround';
import { FormAlert } from '@/components/form/form-alert';
import { formatMoney } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import type { TPaymentRoute } from '@/lib/payments/start-payment';
import { useCheckout } from '@/features/verify-document/api/get-checkout';
import { TranscriptOffer } from '@/features/verify-document/components/transcript-offer';
import type { TWizardValues } from '@/features/verify-document/components/wizard-steps';

/** The spec's text first, then the server's reason when it gave one. */
function withReason(text: string, reason: string): string {
  return reason ? `${text}: ${reason}` : text;
}

/** A transcript's service charge is the institution's own transcript fee when it offers one (quoteFee). */
const TRANSCRIPT_TYPE_ID = 'educ-transcript';

function Breakdown({ fee, documentTypeId }: { fee: TFeeBreakdown; documentTypeId: string }) {
  const rows: [string, number][] = [
    [documentTypeId === TRANSCRIPT_TYPE_ID ? 'Transcript fee' : 'Service charge', fee.service_charge],
    ['Verifier surcharge', fee.organisation_surcharge],
    ['Platform surcharge', fee.platform_surcharge],
  ];
  return (
    <dl className="divide-y divide-gray-200 rounded-lg text-sm ring-1 ring-gray-200">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between px-4 py-2">
          <dt className="text-gray-600">{label}</dt>
          <dd className="text-gray-900">{formatMoney(amount, fee.currency)}</dd>
        </div>
      ))}
      <div className="flex justify-between bg-gray-50 px-4 py-2 font-semibold">
        <dt className="text-gray-900">Total</dt>
        <dd className="text-gray-900">{formatMoney(fee.total, fee.currency)}</dd>
      </div>
    </dl>
  );
}

type TCostStepProps = {
  /** Pays by the card route; the default route is the form's own submit. */
  onPayByCard: () => void;
  /** The route being paid by while the request is sent and the payment opened. */
  paying: TPaymentRoute | null;
};

/** The server's quote for the chosen type and verifying body; the amount charged is always the server's. */
export function CostStep({ onPayByCard, paying }: TCostStepProps) {
  const { control } = useFormContext<TWizardValues>();
  const gatewayHint = useId();
  const cardHint = useId();
  const [documentTypeId, institutionId] = useWatch({ control, name: ['document_type_id', 'institution_id'] });
  const checkout = useCheckout(
    { document_type_id: documentTypeId ?? '', institution_id: institutionId ?? '' },
    Boolean(documentTypeId && institutionId),
  );

  return (
    <div className="space-y-4">
      {checkout.isPending ? <p className="text-sm text-gray-600">Getting the cost…</p> : null}
      {checkout.isError ? (
        <div className="space-y-2">
          <FormAlert message={withReason('Could not get cost', errorMessage(checkout.error, ''))} />
          <Button variant="secondary" onClick={() => void checkout.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {checkout.data ? <Breakdown fee={checkout.data} documentTypeId={documentTypeId ?? ''} /> : null}
      {institutionId ? <ExpectedTurnaround institutionId={institutionId} /> : null}
      {documentTypeId === TRANSCRIPT_TYPE_ID && institutionId ? (
        <TranscriptOffer institutionId={institutionId} />
      ) : null}
      <div className="space-y-2 text-sm text-gray-700">
        <p>
          Both buttons send your request and open a secure checkout for the total above; you are charged only when you
          confirm there, and the request reaches the verifying body once the payment is confirmed.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li id={gatewayHint}>
            <strong>Submit and pay</strong>: the payment provider's checkout, where you choose how to pay.
          </li>
          <li id={cardHint}>
            <strong>Pay by card</strong>: straight to entering a debit or credit card.
          </li>
        </ul>
      </div>
      <div className="flex flex-wrap gap-3">
        {/* Submits the wizard's form, whose last step pays through the configured gateway. */}
        <Button
          type="submit"
          aria-describedby={gatewayHint}
          pending={paying === 'gateway'}
          disabled={paying !== null || !checkout.data}
        >
          Submit and pay
        </Button>
        <Button
          variant="secondary"
          aria-describedby={cardHint}
          pending={paying === 'card'}
          disabled={paying !== null || !checkout.data}
          onClick={onPayByCard}
        >
          Pay by card
        </Button>
      </div>
    </div>
  );
}
