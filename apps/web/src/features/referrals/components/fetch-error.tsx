import { Button } from '@/components/button';

/** Spec section 8: a failed referral call reads 'Could not fetch referral', with a way to try again. */
export function FetchReferralError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <p className="text-sm text-red-700">Could not fetch referral</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
