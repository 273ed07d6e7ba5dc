import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

export function Component() {
  return (
    <>
      <AuthHeading title="Reset your password" />
      <ForgotPasswordFlow portal="user" />
      <p className="mt-6 text-center text-sm text-gray-600">
        Remembered it? <TextLink to={paths.auth.login.getHref()}>Sign in</TextLink>
      </p>
    </>
  );
}
