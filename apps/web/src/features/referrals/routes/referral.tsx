import { ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { inputClassName } from '@/components/form/field-parts';
import { useReferral } from '@/features/referrals/api/get-referral';
import { FetchReferralError } from '@/features/referrals/components/fetch-error';
import { ReferralSection } from '@/features/referrals/components/referral-section';

/** /org/referral: the organisation's referral code and sign-up link to share, and what they brought in. */
export function Component() {
  const referral = useReferral();
  const summary = referral.data?.data;
  const copy = (link: string) =>
    navigator.clipboard.writeText(link).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy the link: select it and copy it yourself'),
    );

  return (
    <ReferralSection title="Referrals">
      <div className="mt-6 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
        {referral.isError ? (
          <FetchReferralError onRetry={() => void referral.refetch()} />
        ) : !summary ? (
          <p role="status" className="text-sm text-gray-500">
            Loading your referral link…
          </p>
        ) : (
          <div className="space-y-6">
            <p className="text-sm text-gray-700">
              People who sign up through this link are counted as referred by your organisation, and you can follow the
              documents they send for verification.
            </p>
            <dl className="grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-gray-500">Referral code</dt>
                <dd className="mt-1 font-mono text-lg font-semibold text-gray-900">{summary.referral}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">Referred users</dt>
                <dd className="mt-1 text-lg font-semibold text-gray-900">{summary.counts.users}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-500">Referred documents</dt>
                <dd className="mt-1 text-lg font-semibold text-gray-900">{summary.counts.documents}</dd>
              </div>
            </dl>
            <div className="flex gap-2">
              <label htmlFor="referral-link" className="sr-only">
                Referral link
              </label>
              <input
                id="referral-link"
                readOnly
                value={summary.link}
                onFocus={(event) => event.target.select()}
                className={inputClassName}
              />
              <Button variant="secondary" onClick={() => void copy(summary.link)}>
                <ClipboardDocumentIcon aria-hidden="true" className="size-4" />
                Copy
              </Button>
            </div>
          </div>
        )}
      </div>
    </ReferralSection>
  );
}
