import type { TUser } from './user';

// Which kind of account a user is. No zod here: the web app's entry imports these, and a module holding schemas
// would bring zod onto every page's critical path (decision 019).

export function isAdmin(user: Pick<TUser, 'is_system_admin' | 'system_admin_type'>): boolean {
  return user.is_system_admin === 1 || user.system_admin_type === '1' || user.system_admin_type === '2';
}

export function isOrganisationUser(user: Pick<TUser, 'category'>): boolean {
  return user.category === 'org' || user.category === 'staff';
}
