import type { TReferredUser } from '@docverify/contract/referrals/referrals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDocument, buildDocumentPage } from '@/components/detail/testing/build-records';
import { buildPage } from '@/components/list/testing/build-page';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildOrgUser, storeSession } from '@/testing/users';

function signInAsOrganisation(handlers: Parameters<typeof mockApi>[0]) {
  const user = buildOrgUser();
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

const summary = {
  data: {
    referral: 'ACME42',
    link: 'https://docverify.example/signup/ACME42',
    counts: { users: 11, documents: 3 },
  },
};

let sequence = 0;
function buildReferredUser(overrides: Partial<TReferredUser> = {}): TReferredUser {
  sequence += 1;
  return {
    id: `referred-${sequence}`,
    firstName: 'Ngozi',
    lastName: 'Adeyemi',
    email: `ngozi${sequence}@example.test`,
    category: 'indv',
    createdAt: '2025-03-04T09:30:00.000Z',
    ...overrides,
  };
}

const usersPage = (data: TReferredUser[], page = 1, totalPages = 1) => buildPage(data, { page, totalPages });

describe('referral link', () => {
  it('shows the code, the counts and the link, and copies the link', async () => {
    const { requests } = signInAsOrganisation({ 'POST /api/get/referral': { body: summary } });
    const view = renderApp('/org/referral');

    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('ACME42')).toBeInTheDocument();
    expect(screen.getByText('Referred users').nextElementSibling).toHaveTextContent('11');
    expect(screen.getByText('Referred documents').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByLabelText('Referral link')).toHaveValue('https://docverify.example/signup/ACME42');

    await view.user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('https://docverify.example/signup/ACME42');
    expect(requests.find((request) => request.path === '/api/get/referral')?.method).toBe('POST');
  });

  it("says 'Could not fetch referral' when the call fails, and tries again", async () => {
    let calls = 0;
    signInAsOrganisation({
      'POST /api/get/referral': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }
          : { body: summary };
      },
    });
    const view = renderApp('/org/referral');

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Could not fetch referral');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ACME42')).toBeInTheDocument();
  });
});

describe('referred users', () => {
  it('lists the referred people with initials, e-mail and date joined, page by page', async () => {
    const ngozi = buildReferredUser();
    const { requests } = signInAsOrganisation({
      'POST /api/referrals/users': { body: usersPage([ngozi], 1, 2) },
    });
    const view = renderApp('/org/referrals/user');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Referred Users' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Referred Users' });
    const row = (await within(table).findByText(ngozi.email)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('AN');
    expect(row).toHaveTextContent('Adeyemi Ngozi');
    expect(row).toHaveTextContent(/2025/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/referrals/users').at(-1)?.body).toEqual({
        page: 2,
        cursor: 'cursor-2',
      }),
    );
  });

  it('searches by the typed term and shows the empty text', async () => {
    const { requests } = signInAsOrganisation({ 'POST /api/referrals/users': { body: usersPage([]) } });
    const view = renderApp('/org/referrals/user');

    expect(await screen.findByText('No Users Available', {}, { timeout: 5000 })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Search'), 'ngozi');
    await waitFor(
      () =>
        expect(requests.filter((request) => request.path === '/api/referrals/users').at(-1)?.body).toEqual({
          page: 1,
          search: 'ngozi',
        }),
      { timeout: 2000 },
    );
  });
});

describe('referred documents', () => {
  it("lists the referred users' requests and opens one read-only", async () => {
    const document = buildDocument({ docOwnerFirstName: 'Ngozi', docOwnerLastName: 'Adeyemi', status: 'verified' });
    const { requests } = signInAsOrganisation({
      'POST /api/referrals/documents': { body: buildDocumentPage([document]) },
    });
    const view = renderApp('/org/referrals/document');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Referred Documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Referred Documents' });
    await view.user.click(await within(table).findByRole('button', { name: /Open Adeyemi Ngozi/ }));
    const panel = await screen.findByRole('dialog', { name: 'Document details' });
    expect(within(panel).getByText(document.application_id)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Download Document' })).not.toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/referrals/documents')?.body).toEqual({ page: 1 });
  });

  it("shows 'No Documents Available' when the referred users have sent nothing", async () => {
    signInAsOrganisation({ 'POST /api/referrals/documents': { body: buildDocumentPage([]) } });
    renderApp('/org/referrals/document');

    expect(await screen.findByText('No Documents Available', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
