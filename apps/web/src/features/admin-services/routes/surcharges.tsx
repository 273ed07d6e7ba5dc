import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { formatMoney } from '@/lib/format';
import { usePlatformSurcharge, useSavePlatformSurcharge } from '@/features/admin-services/api/platform-surcharge';
import { AmountForm } from '@/features/admin-services/components/amount-form';
import { ServicePage } from '@/features/admin-services/components/service-page';
import { withReason } from '@/features/admin-services/components/with-reason';

/** /admin/service/surcharge: the platform's surcharge, added to the checkout of every request. */
export function Component() {
  const surcharge = usePlatformSurcharge();
  const save = useSavePlatformSurcharge();
  const fetchError = surcharge.isError ? withReason('Could not fetch Service Charge', surcharge.error) : null;

  useEffect(() => {
    if (fetchError) toast.error(fetchError, { id: 'platform-surcharge-fetch' });
  }, [fetchError]);

  const current = surcharge.data;
  const exists = current !== null && current !== undefined;
  return (
    <ServicePage title="Surcharges">
      <div className="mt-6 max-w-xl space-y-4 rounded-xl bg-white p-6 shadow-xs ring-1 ring-gray-200">
        <h2 className="text-lg font-semibold text-gray-900">Platform surcharge</h2>
        {surcharge.isPending ? <p className="text-sm text-gray-600">Loading the surcharge…</p> : null}
        {fetchError ? (
          <div className="space-y-3">
            <FormAlert message={fetchError} />
            <Button variant="secondary" onClick={() => void surcharge.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {current !== undefined ? (
          <>
            <p className="text-sm text-gray-700">
              {current
                ? `Every request costs ${formatMoney(current.amount, current.currency)} more than its charges.`
                : 'No platform surcharge is set: requests cost their service charge and the body’s surcharge.'}
            </p>
            <AmountForm
              key={current?.updated_at ?? current?.id ?? 'new'}
              label="Surcharge (₦)"
              noun="Surcharge"
              amount={current?.amount ?? null}
              submitLabel={exists ? 'Update Surcharge' : 'Create Surcharge'}
              failure={exists ? 'Could not update Service Charge' : 'Could not create Sur Charge'}
              onSave={(amount) => save.mutateAsync({ exists, surcharge: { amount } })}
            />
          </>
        ) : null}
      </div>
    </ServicePage>
  );
}
