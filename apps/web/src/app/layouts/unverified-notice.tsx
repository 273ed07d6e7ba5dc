import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import type { TUser } from '@docverify/contract/auth/user';
import { isOrganisationUser } from '@docverify/contract/auth/user-kind';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/current-user';

type TVerificationStatus = NonNullable<TUser['organisation']>['verification_status'];

const notices: Record<Exclude<TVerificationStatus, 'verified'>, string> = {
  unverified:
    'Your institution is awaiting verification by an administrator. Until then it does not appear as a verifying body.',
  rejected:
    'An administrator did not verify your institution, so it does not appear as a verifying body. Contact the administrators to put it right.',
  suspended:
    'Your institution is suspended, so it does not appear as a verifying body. Contact the administrators to restore it.',
};

/**
 * Above every page of an organisation user or staff member whose institution is not verified: requesters cannot
 * choose it until an administrator verifies it, and its people should know why nothing arrives.
 */
export function UnverifiedNotice() {
  const { data: user } = useCurrentUser();
  const status = user && isOrganisationUser(user) ? user.organisation?.verification_status : undefined;
  if (!status || status === 'verified') return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <ExclamationTriangleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="space-y-1">
        <p>{notices[status]}</p>
        {status !== 'rejected' && <NextStep accountHolder={user?.category === 'org'} />}
      </div>
    </div>
  );
}

/**
 * What the body does next: an administrator verifies only a body that has proven its domain and sent its evidence
 * (decision 071), which the account holder does from the profile; staff are told who can.
 */
function NextStep({ accountHolder }: { accountHolder: boolean }) {
  if (!accountHolder) {
    return <p>Your institution’s account holder proves its domain and sends its evidence from their Profile.</p>;
  }
  return (
    <p>
      An administrator verifies it once it has proven its domain and sent its registration or accreditation evidence:{' '}
      <Link to={paths.org.account.getHref()} className="font-semibold underline">
        prove your institution on your Profile
      </Link>
      .
    </p>
  );
}
