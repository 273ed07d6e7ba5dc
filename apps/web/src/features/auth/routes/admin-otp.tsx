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
      <AuthHeading title="Verify your administrator account">
        Enter the 6-digit code we sent to{' '}
        {email ? <span className="font-medium text-gray-900">{email}</span> : 'your e-mail'}.
      </AuthHeading>
      <OtpForm key={email} portal="admin" email={email} />
      <p className="mt-6 text-center text-sm text-gray-600">
        Already confirmed? <TextLink to={paths.adminAuth.login.getHref()}>Administrator sign in</TextLink>
      </p>
    </>
  );
}
