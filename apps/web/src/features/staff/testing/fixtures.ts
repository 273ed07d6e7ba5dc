import type { TUser } from '@docverify/contract/auth/user';
import type { TStaff } from '@docverify/contract/staff/staff';
import { buildPage } from '@/components/list/testing/build-page';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildOrgUser, storeSession } from '@/testing/users';

export function buildStaff(overrides: Partial<TStaff> = {}): TStaff {
  return {
    id: 'staff-1',
    firstName: 'Sani',
    lastName: 'Bello',
    email: 'sani@example.test',
    phone: null,
    status: 'active',
    invited: false,
    last_login_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function staffPage(rows: TStaff[], page = 1, totalPages = 1) {
  return buildPage(rows, { page, totalPages });
}

/** Signs the organisation's account in and opens a staff page. */
export function renderStaffPage(path: string, handlers: Parameters<typeof mockApi>[0], user: TUser = buildOrgUser()) {
  storeSession(user);
  const api = mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
  return { ...renderApp(path), ...api };
}
