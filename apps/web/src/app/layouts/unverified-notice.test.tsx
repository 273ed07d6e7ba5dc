import type { TUser } from '@docverify/contract/auth/user';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildOrgUser, buildUser, storeSession } from '@/testing/users';

const AWAITING = /Your institution is awaiting verification by an administrator/;

function signInAs(user: TUser) {
  storeSession(user);
  mockApi({
    'GET /api/user': { body: { user, data: { user } } },
    'POST /api/get/referral': {
      body: {
        data: { referral: 'ACME42', link: 'https://x.example/signup/ACME42', counts: { users: 0, documents: 0 } },
      },
    },
  });
}

const unverified = { id: 'org-1', name: 'Lagos Staffing Partners', verification_status: 'unverified' } as const;

describe('unverified institution notice', () => {
  it('tells an organisation user on every /org page that the institution awaits verification', async () => {
    signInAs(buildOrgUser({ organisation: unverified }));
    const view = renderApp('/org/referral');

    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' }, { timeout: 5000 })).toBeInTheDocument();
    const notice = await screen.findByText(AWAITING);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice).toHaveTextContent('Until then it does not appear as a verifying body.');
    // What to do next, one tap away: the domain and the evidence are proven from the profile.
    expect(screen.getByRole('link', { name: 'prove your institution on your Profile' })).toHaveAttribute(
      'href',
      '/org/account',
    );

    await view.router.navigate('/org/referrals/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referred Users' })).toBeInTheDocument();
    expect(await screen.findByText(AWAITING)).toBeInTheDocument();
  });

  it('tells staff too, and names a suspended institution', async () => {
    signInAs(buildOrgUser({ category: 'staff', organisation: { ...unverified, verification_status: 'suspended' } }));
    renderApp('/org/referral');

    expect(await screen.findByText(/Your institution is suspended/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/account holder proves its domain/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /prove your institution/ })).not.toBeInTheDocument();
  });

  it('says nothing once the institution is verified, nor to individuals', async () => {
    signInAs(buildOrgUser());
    const view = renderApp('/org/referral');
    expect(await screen.findByText('ACME42', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(AWAITING)).not.toBeInTheDocument();
    view.unmount();

    signInAs(buildUser());
    renderApp('/dashboard/account');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(AWAITING)).not.toBeInTheDocument();
  });
});
