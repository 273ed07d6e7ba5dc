import { Button } from '@/components/button';
import { useCooldown } from '@/hooks/use-cooldown';

/** The server sends at most one code a minute and answers the same either way, so the wait is shown here. */
export const RESEND_WAIT_SECONDS = 60;

type TResendCodeProps = { onResend: () => Promise<unknown>; pending: boolean };

/** "No code? Resend code", unavailable for a minute after a code was sent (at the page's opening and on each resend). */
export function ResendCode({ onResend, pending }: TResendCodeProps) {
  const { secondsLeft, restart } = useCooldown(RESEND_WAIT_SECONDS, { startNow: true });
  const onClick = () => void onResend().then((sent) => sent !== false && restart());
  return (
    <p className="text-center text-sm text-gray-600">
      No code?{' '}
      <Button variant="link" onClick={onClick} pending={pending} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
      </Button>
    </p>
  );
}
