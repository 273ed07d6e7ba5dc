import type { TDocument } from '@docverify/contract/documents/document';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/http';
import { useCancelRequest } from '@/features/documents/api/cancel-request';

/**
 * "Cancel and refund" while a paid request waits for its verifying body to start: after that, only an
 * administrator can withdraw it (the server says so if the body starts first).
 */
export function CancelRequest({ document }: { document: TDocument }) {
  const cancel = useCancelRequest();
  const [confirming, setConfirming] = useState(false);
  if (document.status !== 'submitted' || document.payment_status !== 'confirmed') return null;

  const confirm = () =>
    cancel.mutate(document.id, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, 'Could not cancel the request'));
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel and refund
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel this request?"
        confirmLabel="Cancel request and refund me"
        pending={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {document.institution.company_name} has not started reviewing it yet. It is withdrawn and your payment is
        refunded in full to the way you paid. This cannot be undone: to have the document verified later, submit and pay
        again.
      </ConfirmDialog>
    </>
  );
}
