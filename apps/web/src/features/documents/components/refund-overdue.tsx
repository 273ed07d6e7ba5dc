import type { TDocument } from '@docverify/contract/documents/document';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDate } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useRefundOverdue } from '@/features/documents/api/refund-overdue';

/**
 * "Withdraw and refund" once the server says the request is past its due date and still waits for its body: the
 * owner may keep waiting, or take their money back (the body's review, if started, stops there).
 */
export function RefundOverdue({ document }: { document: TDocument }) {
  const refund = useRefundOverdue();
  const [confirming, setConfirming] = useState(false);
  if (!document.can.refundOverdue) return null;

  const confirm = () =>
    refund.mutate(document.id, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, 'Could not refund the request'));
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Withdraw and refund
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Withdraw this overdue request?"
        confirmLabel="Withdraw request and refund me"
        pending={refund.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {document.institution.company_name} was expected to answer by {formatDate(document.due_at)} and has not yet. You
        may keep waiting, or withdraw the request: your payment is refunded in full to the way you paid, and the
        verifying body stops working on it. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
