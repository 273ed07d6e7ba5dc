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
      <AuthHeading title="Sign in">Welcome back: sign in to submit and track your documents.</AuthHeading>
      <SignInReason />
      <LoginForm portal="user" />
      <div className="mt-4">
        <PasskeySignIn />
      </div>
      <div className="mt-6 space-y-2 text-center text-sm text-gray-600">
        <p>
          <TextLink to={paths.auth.forgotPassword.getHref()}>Forgot password?</TextLink>
        </p>
        <p>
          No account yet? <TextLink to={paths.auth.signup.getHref()}>Create an account</TextLink>
        </p>
        <p>
          Administrator?{' '}
          <TextLink to={paths.adminAuth.login.getHref()} state={location.state}>
            Administrator sign in
          </TextLink>
        </p>
        <p>
          Given a certificate? <TextLink to={paths.verify.getHref()}>Check a certificate</TextLink>
        </p>
      </div>
    </>
  );
}
