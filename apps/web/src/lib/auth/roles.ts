import { isAdmin, isOrganisationUser } from '@docverify/contract/auth/user-kind';
import type { TUser } from '@docverify/contract/auth/user';
import { paths } from '@/config/paths';

/** The three areas of the app; spec section 6 names the user kinds individual, organization and admin. */
export type TRole = 'admin' | 'organisation' | 'individual';

export function isAdminType(userType: string | null | undefined): boolean {
  return userType === '1' || userType === '2';
}

/** What the spec stores as `userType`: the admin type for administrators, otherwise the category. */
export function userTypeOf(user: TUser): string {
  // An administrator without a recorded type gets the lesser one, so the stored value still reads as admin.
  if (isAdmin(user)) return user.system_admin_type ?? '2';
  return user.category ?? '';
}

export function roleOfUser(user: TUser): TRole {
  if (isAdmin(user)) return 'admin';
  return isOrganisationUser(user) ? 'organisation' : 'individual';
}

/** Reads the stored type; null when it names no known kind, so the caller asks the server instead. */
export function roleOfType(userType: string | null): TRole | null {
  switch (userType) {
    case '1':
    case '2':
      return 'admin';
    case 'org':
    case 'staff':
      return 'organisation';
    case 'indv':
    case 'student':
    case 'agent':
      return 'individual';
    default:
      return null;
  }
}

export function homeOf(role: TRole): string {
  switch (role) {
    case 'admin':
      return paths.admin.dashboard.getHref();
    case 'organisation':
      return paths.org.dashboard.getHref();
    case 'individual':
      return paths.individual.dashboard.getHref();
  }
}

/** Spec sections 4 and 8: administrators sign in again on their own page. */
export function loginPathFor(userType: string | null): string {
  return isAdminType(userType) ? paths.adminAuth.login.getHref() : paths.auth.login.getHref();
}
