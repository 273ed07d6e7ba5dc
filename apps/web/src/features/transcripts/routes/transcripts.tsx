import { deliveryOptionLabels } from '@docverify/contract/transcripts/transcript';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { useCurrentUser } from '@/lib/auth/current-user';
import { formatMoney } from '@/lib/format';
import { useTranscript } from '@/features/transcripts/api/get-transcript';
import { TranscriptForm } from '@/features/transcripts/components/transcript-form';
import { withReason } from '@/features/transcripts/components/with-reason';

const card = 'rounded-xl bg-white p-6 shadow-xs ring-1 ring-gray-200';

/** /org/transcript: the transcript service the institution offers requesters, with its fee. */
export function Component() {
  const transcript = useTranscript();
  const user = useCurrentUser();
  const fetchError = transcript.isError ? withReason('Could not fetch Transcript', transcript.error) : null;

  useEffect(() => {
    // One toast per failure, however often the page renders.
    if (fetchError) toast.error(fetchError, { id: 'transcript-fetch' });
  }, [fetchError]);

  const service = transcript.data;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <title>Transcripts · Document and Qualification Verification</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        Transcripts
      </h1>
      {transcript.isPending ? <p className="text-sm text-gray-600">Loading the transcript service…</p> : null}
      {fetchError ? (
        <div className="space-y-3">
          <FormAlert message={fetchError} />
          <Button variant="secondary" onClick={() => void transcript.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {service ? (
        <p className="text-sm text-gray-700" aria-label="Current transcript service">
          {service.active ? 'Offered' : 'Paused'}: {formatMoney(service.fee, service.currency)} per transcript, ready in{' '}
          {service.processing_days} {service.processing_days === 1 ? 'day' : 'days'}, by{' '}
          {service.delivery_options.map((option) => deliveryOptionLabels[option]).join(', ')}.
        </p>
      ) : null}
      {service !== undefined && user.data ? (
        <div className={card}>
          <TranscriptForm
            key={service?.updated_at ?? service?.id ?? 'new'}
            service={service}
            readOnly={!user.data.can.changeCharges}
          />
        </div>
      ) : null}
    </section>
  );
}
