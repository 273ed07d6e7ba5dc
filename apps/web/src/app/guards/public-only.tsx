import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useCurrentUser } from '@/lib/auth/current-user';
import { homeOf, roleOfType, roleOfUser } from '@/lib/auth/roles';
import { useSession } from '@/lib/auth/use-session';
import { originOf } from '@/app/guards/origin';
import { signInStepPath } from '@/app/guards/sign-in-step';
import { useSignInStage } from '@/lib/auth/sign-in-stage';

/**
 * Sign-in, sign-up and code pages are for signed-out visitors. The moment a session starts (a form
 * succeeded, or one already existed) this sends the user on: back to the page that asked them to sign in,
 * or to their own home. Forms therefore never navigate after success themselves.
 */
export function PublicOnly() {
  const { token, userType } = useSession();
  const location = useLocation();
  const user = useCurrentUser();
  const { stage } = useSignInStage();

  if (!token) return <Outlet />;
  // The password was right; the second factor (or setting one up) comes next, keeping where they were going.
  const step = signInStepPath(stage);
  if (step) return <Navigate to={step} replace state={location.state} />;
  const role = user.data ? roleOfUser(user.data) : roleOfType(userType);
  if (!role) {
    // Without a known role there is nowhere sensible to send them: let them sign in again.
    return user.isError ? <Outlet /> : <FullScreenSpinner />;
  }
  return <Navigate to={originOf(location.state) ?? homeOf(role)} replace />;
}
