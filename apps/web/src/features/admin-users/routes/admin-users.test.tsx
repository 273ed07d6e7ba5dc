import type { TCompany, TManagedUser } from '@docverify/contract/admin/users';
import type { TUser } from '@docverify/contract/auth/user';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPage } from '@/components/list/testing/build-page';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, buildUser, storeSession } from '@/testing/users';

const page = <T,>(rows: T[]) => buildPage(rows);

const managed = (user: TUser, confirmed = true): TManagedUser => ({ ...user, referredBy: null, confirmed });

const ngozi = managed(
  buildUser({ id: 'indv-1', firstName: 'Ngozi', lastName: 'Okafor', email: 'ngozi@example.test', category: 'indv' }),
);

const company: TCompany = {
  id: 'org-1',
  company_name: 'Zenith Polytechnic',
  company_ref: 'ZEN123',
  company_industry: 'Higher Education',
  country_code: 'NG',
  CountryName: 'Nigeria',
  city: 'Lagos',
  email: 'info@zenith.test',
  phone: null,
  verifier_status: 'verified',
  dateOfCompanyUpdate: '2025-01-01T00:00:00.000Z',
  website: null,
  domain: null,
  domain_verified: false,
  categories: ['educ'],
  transcript_access: 'inactive',
  account: {
    id: 'org-user-1',
    firstName: 'Bola',
    lastName: 'Ade',
    email: 'bola@zenith.test',
    status: 'active',
    confirmed: true,
  },
};

function renderAs(me: TUser, path: string, handlers: Parameters<typeof mockApi>[0]) {
  storeSession(me);
  const api = mockApi({ 'GET /api/user': { body: { user: me, data: { user: me } } }, ...handlers });
  return { ...renderApp(path), ...api };
}

afterEach(() => toast.remove());

describe('admin users', () => {
  it('lists individual users and deactivates one with the switch', async () => {
    const view = renderAs(buildAdmin('2'), '/admin/user/individual', {
      'GET /api/system/admin/view/indv': { body: page([ngozi]) },
      'POST /api/system/admin/update/user': {
        body: { message: 'User deactivated', data: { ...ngozi, status: 'inactive' } },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Individual Users' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Individual Users' });
    const row = (await within(table).findByRole('rowheader', { name: /Okafor Ngozi/ })).closest('tr')!;
    expect(within(row).getByText('ON')).toBeInTheDocument();
    expect(within(row).getByText('ngozi@example.test')).toBeInTheDocument();

    await view.user.click(within(row).getByRole('switch'));
    await waitFor(() =>
      expect(view.requests.find((request) => request.path === '/api/system/admin/update/user')?.body).toEqual({
        user_id: 'indv-1',
        status: 'inactive',
      }),
    );
  });

  it("resets an organisation account's second factor after a confirm naming it, and shows the server's message", async () => {
    const view = renderAs(buildAdmin('2'), '/admin/user/organization', {
      'POST /api/system/admin/get/all/companies': { body: page([company]) },
      'POST /api/system/admin/users/org-user-1/second-factor/reset': {
        body: { message: 'Second factor reset: they set up a new one at their next sign-in' },
      },
    });
    await view.user.click(
      await screen.findByRole('button', { name: 'Actions for Zenith Polytechnic' }, { timeout: 5000 }),
    );
    await view.user.click(await screen.findByRole('menuitem', { name: 'Reset second factor' }));

    const dialog = await screen.findByRole('dialog', { name: "Reset Zenith Polytechnic's second factor?" });
    expect(dialog).toHaveTextContent('signed out everywhere');
    await view.user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));

    expect(
      await screen.findByText('Second factor reset: they set up a new one at their next sign-in'),
    ).toBeInTheDocument();
    expect(view.requests.some((request) => request.path.endsWith('/second-factor/reset'))).toBe(true);
  });

  it("lists a sign-up that never entered its code as 'Unconfirmed', not 'Active'", async () => {
    const pending = managed(
      buildUser({ id: 'indv-2', firstName: 'Musa', lastName: 'Bello', email: 'musa@example.test', category: 'indv' }),
      false,
    );
    renderAs(buildAdmin('2'), '/admin/user/individual', {
      'GET /api/system/admin/view/indv': { body: page([ngozi, pending]) },
    });
    const table = await screen.findByRole('table', { name: 'Individual Users' }, { timeout: 5000 });
    const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    await within(table).findByRole('rowheader', { name: /Bello Musa/ });
    expect(within(row(/Bello Musa/)).getByText('Unconfirmed')).toBeInTheDocument();
    expect(within(row(/Okafor Ngozi/)).getByText('Active')).toBeInTheDocument();
  });

  it('shows the spec texts when a list cannot be fetched', async () => {
    renderAs(buildAdmin('2'), '/admin/user/organization', {
      'POST /api/system/admin/get/all/companies': { status: 500, body: {} },
    });
    expect(await screen.findByText('Could not fetch organization list')).toBeInTheDocument();
  });

  it('lists organisations and reviews one in the institution detail', async () => {
    const view = renderAs(buildAdmin('2'), '/admin/user/organization', {
      'POST /api/system/admin/get/all/companies': { body: page([company]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Users' })).toBeInTheDocument();
    await view.user.click(await screen.findByRole('button', { name: 'Open Zenith Polytechnic' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('ZEN123')).toBeInTheDocument();
  });

  it('offers the invitation and Edit only to a super administrator', async () => {
    const other = managed(buildAdmin('2', { id: 'admin-2', firstName: 'Ade', lastName: 'Second' }));
    const view = renderAs(buildAdmin('1', { id: 'me' }), '/admin/user/admin', {
      'GET /api/system/admin/view/admin': { body: page([other]) },
      'POST /api/system/admin/create/admin': {
        body: { message: 'Invitation sent', data: { email: 'new@example.test', adminType: '2', expiresAt: 'x' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrators' })).toBeInTheDocument();
    await view.user.type(await screen.findByLabelText(/E-mail/), 'new@example.test');
    await view.user.click(screen.getByRole('button', { name: 'Invite administrator' }));
    await waitFor(() =>
      expect(view.requests.find((request) => request.path === '/api/system/admin/create/admin')?.body).toEqual({
        email: 'new@example.test',
        adminType: '2',
      }),
    );
    expect(await screen.findByRole('rowheader', { name: /Second Ade/ })).toBeInTheDocument();
  });

  it('hides the invitation from a type 2 administrator and shows the admin list error', async () => {
    renderAs(buildAdmin('2'), '/admin/user/admin', {
      'GET /api/system/admin/view/admin': { status: 500, body: {} },
    });
    expect(await screen.findByText('Could not fetch admin list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite administrator' })).not.toBeInTheDocument();
  });
});
