import { useLocation } from 'react-router';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { LoginForm } from '@/features/auth/components/login-form';
import { PasskeySignIn } from '@/features/auth/components/passkey-sign-in';
import { SignInReason } from '@/features/auth/components/sign-in-reason';

export function Component() {
  const location = useLocation();
  return (
    <>
      <AuthHeading title="Administrator sign in">Sign in to administer documents, users and services.</AuthHeading>
      <SignInReason />
      <LoginForm portal="admin" />
      <div className="mt-4">
        <PasskeySignIn />
      </div>
      <div className="mt-6 space-y-2 text-center text-sm text-gray-600">
        <p>
          <TextLink to={paths.adminAuth.forgotPassword.getHref()}>Forgot password?</TextLink>
        </p>
        <p>
          Not an administrator?{' '}
          <TextLink to={paths.auth.login.getHref()} state={location.state}>
            User sign in
          </TextLink>
        </p>
      </div>
    </>
  );
}
