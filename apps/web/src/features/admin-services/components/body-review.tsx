import type { TVerifyingBody } from '@docverify/contract/admin/services';
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { Button } from '@/components/button';
import { DetailList, DetailSection } from '@/components/detail/detail-list';
import { FormAlert } from '@/components/form/form-alert';
import { formatBytes, formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useDownloadEvidence, useVerifyingBodyReview } from '@/features/admin-services/api/verifying-bodies';

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/** Where a body is, in words: "Lagos, Nigeria · unilag.edu.ng". */
const placeOf = (body: { city: string | null; country_name: string | null; domain: string | null }) =>
  [[body.city, body.country_name].filter(Boolean).join(', '), body.domain].filter(Boolean).join(' · ');

/**
 * What an administrator checks before verifying a body: its evidence, whether it proved control of its domain,
 * bodies whose names look like its own (with how alike, 100 % being the same name once case, accents,
 * punctuation and common words are set aside), and bodies that named the same domain.
 */
export function BodyReview({ body }: { body: TVerifyingBody }) {
  const review = useVerifyingBodyReview(body.id);
  const download = useDownloadEvidence();
  if (review.isPending) return <p className="text-sm text-gray-500">Loading the checks…</p>;
  if (review.isError) return <FormAlert message={errorMessage(review.error, 'Could not load the checks')} />;
  const checks = review.data;
  return (
    <DetailSection title="Checks">
      <div className="space-y-4">
        {checks.look_alikes.length > 0 ? (
          <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="flex items-center gap-1 font-semibold">
              <ExclamationTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
              Name looks like another body&apos;s
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {checks.look_alikes.map((other) => (
                <li key={other.id}>
                  {other.name} ({placeOf(other) || 'no place given'}, {other.verification_status}):{' '}
                  {percent.format(other.score)} alike
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {checks.domain_used_by.length > 0 ? (
          <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="flex items-center gap-1 font-semibold">
              <ExclamationTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
              Domain {checks.domain} already used by
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {checks.domain_used_by.map((other) => (
                <li key={other.id}>
                  {other.name} ({placeOf({ ...other, domain: null }) || 'no place given'}, {other.verification_status})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DetailList
          items={[
            {
              label: 'Domain check',
              value: checks.domain
                ? checks.domain_verified_at
                  ? `${checks.domain}: proven ${formatDateTime(checks.domain_verified_at)} through ${checks.domain_contact_email ?? 'a code'}`
                  : `${checks.domain}: not proven`
                : 'No domain named',
            },
            {
              label: 'Evidence',
              value: checks.evidence ? (
                <span className="inline-flex flex-wrap items-center gap-2">
                  {checks.evidence.file_name} ({formatBytes(checks.evidence.size_bytes)},{' '}
                  {formatDateTime(checks.evidence.uploaded_at)})
                  <Button
                    variant="secondary"
                    pending={download.isPending}
                    onClick={() => download.mutate({ id: body.id, fileName: checks.evidence!.file_name })}
                  >
                    Download evidence
                  </Button>
                </span>
              ) : (
                'None sent'
              ),
            },
          ]}
        />
        {checks.missing.length > 0 ? (
          <p className="text-sm text-gray-700">Cannot be verified yet: {checks.missing.join(', and ')}.</p>
        ) : null}
      </div>
    </DetailSection>
  );
}
