import { useParams } from 'react-router';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { useReferrer } from '@/features/auth/api/get-referrer';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { SignupForm } from '@/features/auth/components/signup-form';

/** Serves /signup and /signup/:referral; a referral link names the organisation that shared it. */
export function Component() {
  const { referral } = useParams();
  const referrer = useReferrer(referral);

  return (
    <>
      <AuthHeading title="Create an account">We will e-mail you a code to confirm your address.</AuthHeading>
      {referral ? <ReferrerNotice state={referrer.status} organisation={referrer.data?.organisation.name} /> : null}
      {referral && referrer.isPending ? (
        <p className="py-8 text-center text-sm text-gray-500" role="status">
          Checking the referral link…
        </p>
      ) : (
        // Only a code the server recognised is sent; an unknown one is dropped, not fatal.
        <SignupForm referral={referrer.isSuccess ? referrer.data.referral : undefined} />
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account? <TextLink to={paths.auth.login.getHref()}>Sign in</TextLink>
      </p>
    </>
  );
}

type TReferrerNoticeProps = { state: 'pending' | 'success' | 'error'; organisation: string | undefined };

function ReferrerNotice({ state, organisation }: TReferrerNoticeProps) {
  if (state === 'success' && organisation) {
    return (
      <p className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800 ring-1 ring-green-200">
        Referred by <span className="font-semibold">{organisation}</span>
      </p>
    );
  }
  if (state === 'error') {
    return (
      <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200">
        This referral link is not valid. You can still create an account without it.
      </p>
    );
  }
  return null;
}
