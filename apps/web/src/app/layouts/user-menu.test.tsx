import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, buildOrgUser, buildUser, storeSession } from '@/testing/users';

describe('top bar user menu', () => {
  it("shows the user's initials and, when opened, last name, first name and e-mail", async () => {
    const user = buildOrgUser({ firstName: 'chidi', lastName: 'Eze', email: 'chidi@example.test' });
    storeSession(user);
    mockApi({ 'GET /api/user': { body: { user, data: { user } } } });
    const view = renderApp('/org/dashboard');

    const avatar = await screen.findByRole('button', { name: 'Open user menu' }, { timeout: 5000 });
    expect(avatar).toHaveTextContent(/^CE$/);

    await view.user.click(avatar);

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Eze chidi');
    expect(menu).toHaveTextContent('chidi@example.test');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveClass('text-red-600');
  });

  it('logs a user out: revokes the session, clears storage and goes to /login', async () => {
    const user = buildUser();
    storeSession(user, 'live-token');
    const { requests } = mockApi({
      'GET /api/user': { body: { user, data: { user } } },
      'POST /api/logout': { body: { message: 'Signed out' } },
    });
    const view = renderApp('/dashboard/account');

    await view.user.click(await screen.findByRole('button', { name: 'Open user menu' }, { timeout: 5000 }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(view.router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    const logout = requests.find((request) => request.path === '/api/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer live-token');
    // Nothing of the old session stays cached for the next person at this browser.
    expect(view.queryClient.getQueryData(['current-user'])).toBeUndefined();
  });

  it('sends an administrator to /login/admin, even when the logout call fails', async () => {
    const admin = buildAdmin('2');
    storeSession(admin);
    mockApi({
      'GET /api/user': { body: { user: admin, data: { user: admin } } },
      'POST /api/logout': { status: 500, body: { code: 'INTERNAL', message: 'Boom' } },
    });
    const view = renderApp('/admin/user');

    await view.user.click(await screen.findByRole('button', { name: 'Open user menu' }, { timeout: 5000 }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login/admin'));
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});
