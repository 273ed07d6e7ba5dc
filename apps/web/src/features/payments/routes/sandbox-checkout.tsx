import { BeakerIcon } from '@heroicons/react/24/outline';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { ApiError, errorMessage } from '@/lib/http';
import { useSandboxCharge } from '@/features/payments/api/get-sandbox-charge';
import { useDecideSandboxCharge, type TSandboxOutcome } from '@/features/payments/api/decide-sandbox-charge';

const decidedText = { success: 'approved', failed: 'declined' } as const;

/**
 * /payments/sandbox/:reference: the built-in gateway's checkout (DESIGN section 2), standing in for a real
 * gateway's page. Approve or Decline settles the payment through the same path a real gateway's would.
 */
export function Component() {
  const { reference = '' } = useParams();
  const navigate = useNavigate();
  const charge = useSandboxCharge(reference);
  const decide = useDecideSandboxCharge(reference);
  const returnHref = paths.payments.return.getHref(reference);

  const choose = (outcome: TSandboxOutcome) =>
    decide.mutate(outcome, {
      onSuccess: ({ redirect_url }) => {
        // The sandbox's callback is a path of this app; a real gateway's would be a full address.
        if (redirect_url.startsWith('/')) void navigate(redirect_url);
        else window.location.assign(redirect_url);
      },
    });

  return (
    <div className="space-y-6">
      <title>Sandbox payment · Document and Qualification Verification</title>
      <div className="text-center">
        <BeakerIcon aria-hidden="true" className="mx-auto mb-2 size-12 text-green-600" />
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Sandbox payment</h1>
        <p className="mt-1 text-sm text-gray-600">A test checkout: no money moves. Approve or decline the payment.</p>
      </div>
      {charge.isPending ? <FullScreenSpinner /> : null}
      {charge.isError ? (
        <FormAlert
          message={
            charge.error instanceof ApiError && charge.error.status === 404
              ? 'No payment matches this reference'
              : errorMessage(charge.error, 'Could not fetch the payment')
          }
        />
      ) : null}
      {charge.data ? (
        <>
          <dl className="divide-y divide-gray-200 rounded-lg text-sm ring-1 ring-gray-200">
            <div className="flex justify-between gap-4 px-4 py-2">
              <dt className="text-gray-600">Amount</dt>
              <dd className="font-semibold text-gray-900">{formatMoney(charge.data.amount, charge.data.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-2">
              <dt className="text-gray-600">E-mail</dt>
              <dd className="break-all text-gray-900">{charge.data.email}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-2">
              <dt className="text-gray-600">Reference</dt>
              <dd className="font-mono break-all text-gray-900">{charge.data.reference}</dd>
            </div>
          </dl>
          {charge.data.outcome ? (
            <p className="text-center text-sm text-gray-700">
              This payment was already {decidedText[charge.data.outcome]}.{' '}
              <TextLink to={returnHref}>See the payment result</TextLink>
            </p>
          ) : (
            <>
              {decide.isError ? (
                <div className="space-y-2 text-center">
                  <FormAlert message={errorMessage(decide.error, 'Could not record your choice')} />
                  <TextLink to={returnHref}>See the payment result</TextLink>
                </div>
              ) : null}
              <div className="grid grid-cols-2 gap-3">
                <Button
                  pending={decide.isPending && decide.variables === 'approve'}
                  disabled={decide.isPending}
                  onClick={() => choose('approve')}
                >
                  Approve
                </Button>
                <Button
                  variant="secondary"
                  pending={decide.isPending && decide.variables === 'decline'}
                  disabled={decide.isPending}
                  onClick={() => choose('decline')}
                >
                  Decline
                </Button>
              </div>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
