import { Button } from '@/components/button';

/** Spec section 8 default: 'Could not fetch user'. */
export function UserLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-gray-800">Could not fetch user</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
