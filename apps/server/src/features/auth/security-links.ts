import type { UserRow } from '../../db/schema';
import type { SecurityLinks } from '../../mail/sign-in-templates';

/** The owner's own reset page and profile (where "Where you're signed in" is), for the portal they use. */
export function securityLinks(publicUrl: string, user: Pick<UserRow, 'is_system_admin' | 'category'>): SecurityLinks {
  if (user.is_system_admin === 1) {
    return { resetPassword: `${publicUrl}/forgotpassword/admin`, profile: `${publicUrl}/admin/account` };
  }
  const home = user.category === 'org' || user.category === 'staff' ? 'org' : 'dashboard';
  return { resetPassword: `${publicUrl}/forgotpassword`, profile: `${publicUrl}/${home}/account` };
}
