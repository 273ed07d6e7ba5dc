import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/current-user';
import { formatMoney } from '@/lib/format';
import { useSurcharge } from '@/features/service/api/get-surcharge';
import { SurchargeForm } from '@/features/service/components/surcharge-form';
import { withReason } from '@/features/service/components/with-reason';

const card = 'rounded-xl bg-white p-6 shadow-xs ring-1 ring-gray-200';

/** /org/service: the organisation's own charges, its surcharge here and its transcript service a link away. */
export function Component() {
  const surcharge = useSurcharge();
  const user = useCurrentUser();
  const fetchError = surcharge.isError ? withReason('Could not fetch Service Charge', surcharge.error) : null;

  useEffect(() => {
    // One toast per failure, however often the page renders.
    if (fetchError) toast.error(fetchError, { id: 'surcharge-fetch' });
  }, [fetchError]);

  const current = surcharge.data;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <title>Manage Service · Document and Qualification Verification</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        Manage Service
      </h1>
      {surcharge.isPending ? <p className="text-sm text-gray-600">Loading your charges…</p> : null}
      {fetchError ? (
        <div className="space-y-3">
          <FormAlert message={fetchError} />
          <Button variant="secondary" onClick={() => void surcharge.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {current !== undefined ? (
        <p className="text-sm text-gray-700">
          {current
            ? `Your surcharge: ${formatMoney(current.amount, current.currency)} per request.`
            : 'You have not set a surcharge: requests to you cost the platform’s charges only.'}
        </p>
      ) : null}
      {current !== undefined && user.data ? (
        <div className={card}>
          <SurchargeForm
            key={current?.updated_at ?? current?.id ?? 'new'}
            surcharge={current}
            readOnly={!user.data.can.changeCharges}
          />
        </div>
      ) : null}
      <div className={card}>
        <h2 className="text-lg font-semibold text-gray-900">Transcripts</h2>
        <p className="mt-1 text-sm text-gray-600">
          The fee, processing time and delivery options of the transcripts your institution issues.
        </p>
        <TextLink to={paths.org.transcript.getHref()} className="mt-3 inline-block text-sm">
          Manage transcripts
        </TextLink>
      </div>
    </section>
  );
}
