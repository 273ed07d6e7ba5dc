import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/current-user';
import { roleOfType, roleOfUser } from '@/lib/auth/roles';
import { useSession } from '@/lib/auth/use-session';
import { errorMessage } from '@/lib/http';
import { usePaymentConfirmation } from '@/features/payments/api/confirm-transaction';
import { useRetryPayment } from '@/features/payments/api/retry-payment';
import { PaymentResult } from '@/features/payments/components/payment-result';

/** Organisation users and staff have their own area; everyone else who pays uses the individual one. */
function useAreaLinks() {
  const { userType } = useSession();
  const user = useCurrentUser();
  const role = user.data ? roleOfUser(user.data) : roleOfType(userType);
  const area = role === 'organisation' ? paths.org : paths.individual;
  return { documents: area.documentsSent.getHref(), verify: area.verifyDocument.getHref() };
}

/**
 * /payments/return?reference=…: where a gateway sends the payer back. Confirming is idempotent, so opening
 * this page again (or Check again) only reads the result.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference')?.trim() ?? '';
  const confirmation = usePaymentConfirmation(reference);
  const retry = useRetryPayment();
  const links = useAreaLinks();
  const payment = confirmation.data;

  return (
    <>
      <title>Payment · Document and Qualification Verification</title>
      {!reference ? (
        <div className="space-y-4 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Payment</h1>
          <FormAlert message="This address names no payment reference" />
          <TextLink to={links.documents}>View my documents</TextLink>
        </div>
      ) : null}
      {reference && confirmation.isPending ? <FullScreenSpinner label="Checking the payment" /> : null}
      {confirmation.isError && !payment ? (
        <div className="space-y-4 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Payment</h1>
          <FormAlert message={errorMessage(confirmation.error, 'Could not confirm the payment')} />
          <Button variant="secondary" onClick={() => void confirmation.refetch()}>
            Check again
          </Button>
        </div>
      ) : null}
      {payment ? (
        <PaymentResult payment={payment}>
          {payment.payment_status === 'failed' ? (
            <div className="space-y-2 text-center">
              {retry.isError ? (
                <FormAlert message={errorMessage(retry.error, 'Could not start a new payment')} />
              ) : null}
              <Button
                className="w-full"
                pending={retry.isPending || retry.isSuccess}
                onClick={() => retry.mutate(payment.document_id)}
              >
                Try again
              </Button>
            </div>
          ) : null}
          {payment.payment_status === 'pending' && confirmation.isError ? (
            <FormAlert message={errorMessage(confirmation.error, 'Could not confirm the payment')} />
          ) : null}
          {payment.payment_status === 'pending' ? (
            <Button
              className="w-full"
              variant="secondary"
              pending={confirmation.isFetching}
              onClick={() => void confirmation.refetch()}
            >
              Check again
            </Button>
          ) : null}
          <div className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            <TextLink to={links.documents}>View my documents</TextLink>
            <TextLink to={links.verify}>Verify another document</TextLink>
          </div>
        </PaymentResult>
      ) : null}
    </>
  );
}
