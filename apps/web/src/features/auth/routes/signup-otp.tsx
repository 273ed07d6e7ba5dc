import { useSearchParams } from 'react-router';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { readPendingEmail } from '@/lib/storage';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { OtpForm } from '@/features/auth/components/otp-form';

export function Component() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? readPendingEmail() ?? '';
  return (
    <>
      <AuthHeading title="Verify your e-mail">
        Enter the 6-digit code we sent to{' '}
        {email ? <span className="font-medium text-gray-900">{email}</span> : 'your e-mail'}.
      </AuthHeading>
      <OtpForm key={email} portal="user" email={email} />
      <p className="mt-6 text-center text-sm text-gray-600">
        Wrong e-mail? <TextLink to={paths.auth.signup.getHref()}>Sign up again</TextLink>
      </p>
    </>
  );
}
