import { getAdminDashboard } from '@docverify/contract/admin/dashboard-operations';
import { operationKey } from '@docverify/contract/operation';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { askEarlyFor, askEarlyForFirstPage } from '@/app/early-asks';
import { paths } from '@/config/paths';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';

const at = (path: string) => new URL(path, 'http://localhost');

describe("the first page's answers, asked for by the entry before the app's code (decision 047)", () => {
  it('asks for the signed-in user and the page’s data, and the app then takes both without asking again', async () => {
    const user = buildUser();
    storeSession(user);
    const { requests } = mockApi({
      'GET /api/user': { body: { user, data: { user } } },
      'POST /api/get/documents': { status: 503, body: { code: 'UNAVAILABLE', message: 'Not in this test' } },
    });

    askEarlyForFirstPage(at('/dashboard/document/sent'));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/user',
      'POST /api/get/documents',
    ]);
    expect(requests[1]?.body).toEqual({ scope: 'sent', page: 1 });

    renderApp('/dashboard/document/sent');
    await screen.findByRole('heading', { level: 1, name: 'Sent Documents' });
    await screen.findByText('Could not fetch document');
    expect(requests).toHaveLength(2);
  });

  it('asks for nothing without a session, and for the user alone where the page asks nothing early', async () => {
    const { requests } = mockApi({});
    askEarlyForFirstPage(at('/dashboard'));
    expect(requests).toHaveLength(0);

    storeSession(buildUser());
    askEarlyForFirstPage(at('/dashboard/verifydocument'));
    // A list opened at a later page, or filtered, asks for what its address says, from the page itself.
    askEarlyForFirstPage(at('/dashboard/document/sent?page=2'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/user']);
  });

  // The table keeps the paths as text: importing the contract's operations would bring zod into the entry.
  it("asks for the administrators' dashboard at the address its operation declares", () => {
    storeSession(buildUser());
    const { requests } = mockApi({});
    askEarlyFor(at(paths.admin.dashboard.path));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([operationKey(getAdminDashboard)]);
  });
});
