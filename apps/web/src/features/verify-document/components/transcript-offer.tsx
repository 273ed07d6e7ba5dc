import { deliveryOptionLabels } from '@docverify/contract/transcripts/transcript';
import { useTranscriptOffer } from '@/features/verify-document/api/get-transcript-offer';

/** What the institution promises for a transcript: how long it takes and how it is delivered. */
export function TranscriptOffer({ institutionId }: { institutionId: string }) {
  const offer = useTranscriptOffer(institutionId, Boolean(institutionId));
  if (!offer.data) return null;
  const { processing_days: days, delivery_options: options, notes } = offer.data;
  return (
    <p className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-900">
      Ready in {days} {days === 1 ? 'day' : 'days'}, delivered by{' '}
      {options.map((option) => deliveryOptionLabels[option]).join(', ')}.{notes ? ` ${notes}` : ''}
    </p>
  );
}
