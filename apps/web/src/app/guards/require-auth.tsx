import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/current-user';
import { homeOf, roleOfType, roleOfUser, type TRole } from '@/lib/auth/roles';
import { useSession } from '@/lib/auth/use-session';
import type { TOriginState } from '@/app/guards/origin';
import { UserLoadError } from '@/app/guards/user-load-error';
import { signInStepPath } from '@/app/guards/sign-in-step';
import { useSignInStage } from '@/lib/auth/sign-in-stage';

type TRequireAuthProps = {
  /** The role the area belongs to; 'any' lets every signed-in user in (spec: /success). */
  area: TRole | 'any';
};

/**
 * Spec section 2: a visitor who is not signed in goes to /login (admin area: /login/admin) and the origin
 * is remembered. DESIGN section 4, a deliberate deviation: a signed-in user opening another role's area is
 * sent to their own home instead of a screen whose every call would be refused.
 */
export function RequireAuth({ area }: TRequireAuthProps) {
  const { token, userType } = useSession();
  const location = useLocation();
  const user = useCurrentUser();
  const { stage } = useSignInStage();

  if (!token) {
    const login = area === 'admin' ? paths.adminAuth.login : paths.auth.login;
    return <Navigate to={login.getHref()} replace state={{ from: location } satisfies TOriginState} />;
  }
  // A session still owing its second factor (or its set-up) can do nothing else: from anywhere, a reload included.
  const step = signInStepPath(stage);
  if (step) return <Navigate to={step} replace state={{ from: location } satisfies TOriginState} />;
  if (area === 'any') return <Outlet />;

  // The stored type answers at once; the server's answer wins once it is in.
  const role = user.data ? roleOfUser(user.data) : roleOfType(userType);
  if (!role) {
    if (user.isError) return <UserLoadError onRetry={() => void user.refetch()} />;
    return <FullScreenSpinner />;
  }
  if (role !== area) return <Navigate to={homeOf(role)} replace />;
  return <Outlet />;
}
