import type { TUser } from '@docverify/contract/auth/user';

let sequence = 0;

/** A user as GET /api/user answers it; individual by default. */
export function buildUser(overrides: Partial<TUser> = {}): TUser {
  sequence += 1;
  return {
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
