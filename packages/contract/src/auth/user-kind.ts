import type { TUser } from './user';

// Which kind of account a user is, and the words for it. No zod here: the web app's entry imports these, and a
// module holding schemas would bring zod onto every page's critical path (decision 019) and cost a phone's main
// thread the building of every schema in it.

/** The categories a person may choose when signing up; staff are created by their organisation. */
export const SIGNUP_CATEGORIES = ['indv', 'student', 'agent', 'org'] as const;
export type TSignupCategory = (typeof SIGNUP_CATEGORIES)[number];

export const signupCategoryLabels: Record<TSignupCategory, string> = {
  indv: 'Individual',
  student: 'Student',
  agent: 'Agent',
  org: 'Organization',
};

export function isAdmin(user: Pick<TUser, 'is_system_admin' | 'system_admin_type'>): boolean {
  return user.is_system_admin === 1 || user.system_admin_type === '1' || user.system_admin_type === '2';
}

export function isOrganisationUser(user: Pick<TUser, 'category'>): boolean {
  return user.category === 'org' || user.category === 'staff';
}
