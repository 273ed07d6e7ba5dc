import { CheckBadgeIcon } from '@heroicons/react/20/solid';
import type { TInstitution } from '@docverify/contract/documents/document';

/** A body an administrator verified after it proved control of its domain: what requesters can trust. */
export const isVerifiedBody = (body: Pick<TInstitution, 'verifier_status' | 'domain_verified' | 'domain'>) =>
  body.verifier_status === 'verified' && body.domain_verified && body.domain !== null;

/** The "Verified body" mark with the domain the body proved; nothing for a body that has not earned it. */
export function VerifiedBodyMark({
  body,
}: {
  body: Pick<TInstitution, 'verifier_status' | 'domain_verified' | 'domain'>;
}) {
  if (!isVerifiedBody(body)) return null;
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium break-all text-green-800 ring-1 ring-green-600/20">
      <CheckBadgeIcon aria-hidden="true" className="size-4 shrink-0" />
      Verified body · {body.domain}
    </span>
  );
}
