import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { readPendingEmail } from '@/lib/storage';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { OtpForm } from '@/features/auth/components/otp-form';

type TOtpPageProps = { portal: 'user' | 'admin'; title: string; footer: ReactNode };

/** The code step after sign-up; the e-mail comes from the link, or from this tab's pending sign-up. */
export function OtpPage({ portal, title, footer }: TOtpPageProps) {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? readPendingEmail() ?? '';
  return (
    <>
      <AuthHeading title={title}>
        Enter the 6-digit code we sent to{' '}
        {email ? <span className="font-medium text-gray-900">{email}</span> : 'your e-mail'}.
      </AuthHeading>
      <OtpForm key={email} portal={portal} email={email} />
      <p className="mt-6 text-center text-sm text-gray-600">{footer}</p>
    </>
  );
}
