import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/current-user';
import { homeOf, roleOfType, roleOfUser } from '@/lib/auth/roles';
import { useSession } from '@/lib/auth/use-session';
import { AuthHeading } from '@/features/auth/components/auth-heading';

/** The spec leaves its content open: a plain confirmation that leads back to the user's own home. */
export function Component() {
  const { userType } = useSession();
  const user = useCurrentUser();
  const role = user.data ? roleOfUser(user.data) : roleOfType(userType);
  const home = role ? homeOf(role) : paths.auth.login.getHref();

  return (
    <div className="text-center">
      <CheckCircleIcon aria-hidden="true" className="mx-auto mb-2 size-14 text-green-600" />
      <AuthHeading title="Success">Everything went through. You can carry on from your dashboard.</AuthHeading>
      <TextLink to={home}>Go to your dashboard</TextLink>
    </div>
  );
}
