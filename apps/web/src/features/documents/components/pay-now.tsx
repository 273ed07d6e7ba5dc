import type { TDocument } from '@docverify/contract/documents/document';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { PaymentStatusBadge } from '@/components/status-badge';
import { errorMessage } from '@/lib/http';
import { usePayForDocument } from '@/features/documents/api/pay-for-document';

/** A request awaiting payment: where its payment stands, and the way to the gateway's checkout. */
export function PayNow({ document }: { document: Pick<TDocument, 'id' | 'payment_status'> }) {
  const pay = usePayForDocument();
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm text-gray-700">
        Payment: <PaymentStatusBadge status={document.payment_status} />
      </p>
      <p className="text-sm text-gray-600">
        {document.payment_status === 'failed'
          ? 'The last payment attempt failed. Your request is kept: try again.'
          : 'Your request reaches its verifier once it is paid for.'}
      </p>
      <FormAlert message={pay.isError ? errorMessage(pay.error, 'Could not start the payment') : null} />
      <Button pending={pay.isPending || pay.isSuccess} onClick={() => pay.mutate(document)}>
        Pay now
      </Button>
    </div>
  );
}
