import type { TUser } from '@docverify/contract/auth/user';

let sequence = 0;

/** A user as GET /api/user answers it; individual by default. */
export function buildUser(overrides: Partial<TUser> = {}): TUser {
  sequence += 1;
  const user: Omit<TUser, 'can'> = {
    id: `user-${sequence}`,
    firstName: 'Ada',
    lastName: 'Okafor',
    email: `ada${sequence}@example.test`,
    phone: null,
    category: 'indv',
    is_system_admin: 0,
    system_admin_type: null,
    transcript_access: 'inactive',
    status: 'active',
    organisation: null,
    lastLoginAt: null,
    updatedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
  return { ...user, can: overrides.can ?? actionsOf(user) };
}

/** What the server's policy would send for such a user (tests override `can` to show a refusal). */
function actionsOf(user: Omit<TUser, 'can'>): TUser['can'] {
  const forOrganisation = (user.category === 'org' || user.category === 'staff') && user.organisation !== null;
  const verified = forOrganisation && user.organisation?.verification_status === 'verified';
  const seeCharges = forOrganisation && user.transcript_access === 'active';
  return {
    workQueue: verified,
    manageStaff: forOrganisation && user.category === 'org',
    inviteStaff: verified && user.category === 'org',
    seeCharges,
    changeCharges: seeCharges && user.category === 'org',
    manageAdministrators: user.system_admin_type === '1',
  };
}

export function buildAdmin(type: '1' | '2' = '1', overrides: Partial<TUser> = {}): TUser {
  return buildUser({ category: null, is_system_admin: 1, system_admin_type: type, ...overrides });
}

export function buildOrgUser(overrides: Partial<TUser> = {}): TUser {
  return buildUser({
    category: 'org',
    organisation: { id: 'org-1', name: 'Lagos Verifiers Ltd', verification_status: 'verified' },
    ...overrides,
  });
}

/** Signs in the way the app stores a session (spec section 3). */
export function storeSession(user: TUser, token = 'test-token'): void {
  localStorage.setItem('userToken', JSON.stringify(token));
  localStorage.setItem('userType', user.system_admin_type ?? user.category ?? '');
}
