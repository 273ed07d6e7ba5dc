import type { TDocument } from '@docverify/contract/documents/document';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/http';
import { useStartReview } from '@/features/received/api/start-review';

/**
 * Decision 018: opening a request only reads it; starting the review is this explicit act, which tells the
 * requester their request is being looked at (Submitted → Pending). Shown only where the server allows it.
 */
export function StartReview({
  document,
  onStarted,
}: {
  document: TDocument;
  onStarted: (document: TDocument) => void;
}) {
  const review = useStartReview();
  const start = () =>
    review.mutate(document.id, {
      onSuccess: (response) => {
        toast.success(response.message);
        onStarted(response.data);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not start the review')),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4">
      <p className="text-sm text-amber-900">
        Not started yet. Starting the review shows the requester it is being looked at.
      </p>
      <Button onClick={start} pending={review.isPending}>
        Start review
      </Button>
    </div>
  );
}
