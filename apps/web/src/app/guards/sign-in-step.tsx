import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/current-user';
import { homeOf, roleOfType, roleOfUser } from '@/lib/auth/roles';
import { useSignInStage, type TSignInStage } from '@/lib/auth/sign-in-stage';
import { useSession } from '@/lib/auth/use-session';
import { originOf } from '@/app/guards/origin';

/** The page of a sign-in step, or null when the session may act. */
export function signInStepPath(stage: TSignInStage['stage']): string | null {
  if (stage === 'secondFactor') return paths.auth.secondFactor.getHref();
  if (stage === 'enrolment') return paths.auth.enrolment.getHref();
  return null;
}

/**
 * The second-factor and enrolment pages are for a session at that step. Once the step is done (the stage turns
 * complete) this sends the person on, back where they were going or home; forms never navigate themselves. The
 * enrolment page stays open to a complete session: individuals set a factor up from their profile there.
 */
export function SignInStep({ step }: { step: 'secondFactor' | 'enrolment' }) {
  const { token, userType } = useSession();
  const { stage } = useSignInStage();
  const location = useLocation();
  const user = useCurrentUser();

  if (!token) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (stage === step || (stage === 'complete' && step === 'enrolment')) return <Outlet />;
  const next = signInStepPath(stage);
  if (next) return <Navigate to={next} replace state={location.state} />;

  const role = user.data ? roleOfUser(user.data) : roleOfType(userType);
  if (!role) return <FullScreenSpinner />;
  return <Navigate to={originOf(location.state) ?? homeOf(role)} replace />;
}
