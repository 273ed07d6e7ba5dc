import { ZAuthResponse } from '@docverify/contract/auth/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { authAnswer } from '@/testing/sign-in';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, buildOrgUser, buildUser, storeSession } from '@/testing/users';

function authResponse(user: ReturnType<typeof buildUser>, token = 'fresh-token') {
  return ZAuthResponse.parse(authAnswer(user, {}, token));
}

describe('route guard', () => {
  it('sends a visitor who is not signed in to /login, remembering where they were going', async () => {
    const { router } = renderApp('/org/document/received?page=2');

    // The first test also loads the sign-in page's lazy chunk.
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/login');
    // Never signed in: told why the page asks, not that a session expired.
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to continue');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/org/document/received', search: '?page=2' },
    });
  });

  it('sends a visitor of the admin area to /login/admin', async () => {
    const { router } = renderApp('/admin/document/verified');

    await screen.findByRole('heading', { name: 'Administrator sign in' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/document/verified' } });
  });

  it('says nothing on a visit straight to the sign-in page', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    expect(screen.queryByText('Sign in to continue')).not.toBeInTheDocument();
    expect(screen.queryByText('Your session has expired, sign in again')).not.toBeInTheDocument();
  });

  it('protects /success too', async () => {
    const { router } = renderApp('/success');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('returns the user to the remembered page after signing in', async () => {
    const user = buildOrgUser();
    mockApi({ 'POST /api/login': { body: authResponse(user) }, 'GET /api/user': { body: { user, data: { user } } } });
    const view = renderApp('/org/staff/all');

    await view.user.type(await screen.findByLabelText('E-mail'), user.email);
    await view.user.type(screen.getByLabelText('Password'), 'Password1');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'All Staff' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/org/staff/all');
    expect(localStorage.getItem('userToken')).toBe('"fresh-token"');
    expect(localStorage.getItem('userType')).toBe('org');
  });

  it("goes to the user's home after signing in without an origin", async () => {
    const admin = buildAdmin('2');
    mockApi({ 'POST /api/system/admin/login': { body: authResponse(admin) } });
    const view = renderApp('/login/admin');

    await view.user.type(await screen.findByLabelText('E-mail'), admin.email);
    await view.user.type(screen.getByLabelText('Password'), 'Password1');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
    expect(localStorage.getItem('userType')).toBe('2');
  });

  it.each([
    [buildUser({ category: 'student' }), '/admin/user', '/dashboard'],
    [buildUser({ category: 'agent' }), '/org/dashboard', '/dashboard'],
    [buildOrgUser({ category: 'staff' }), '/dashboard/account', '/org/dashboard'],
    [buildAdmin('1'), '/org/staff', '/admin/dashboard'],
    [buildAdmin('2'), '/dashboard/document/sent', '/admin/dashboard'],
  ])('sends a signed-in %# user from another role’s area (%s) to their own home (%s)', async (user, from, home) => {
    storeSession(user);
    mockApi({ 'GET /api/user': { body: { user, data: { user } } } });
    const { router } = renderApp(from);

    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });

  it('lets a signed-in user into their own area', async () => {
    const user = buildUser();
    storeSession(user);
    mockApi({ 'GET /api/user': { body: { user, data: { user } } } });
    const { router } = renderApp('/dashboard/transaction');

    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions History' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/transaction');
  });

  it('sends a signed-in user away from the sign-in page to their home', async () => {
    const user = buildOrgUser();
    storeSession(user);
    mockApi({ 'GET /api/user': { body: { user, data: { user } } } });
    const { router } = renderApp('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/org/dashboard'));
  });

  it('signs out and returns to the right sign-in page when the stored token is refused', async () => {
    const admin = buildAdmin('1');
    storeSession(admin, 'revoked');
    mockApi({ 'GET /api/user': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Your session has ended' } } });
    const { router } = renderApp('/admin/service/surcharge');

    await screen.findByRole('heading', { name: 'Administrator sign in' });
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired, sign in again');
  });

  it('says the session expired until the person signs in again', async () => {
    const user = buildUser();
    storeSession(user, 'expired');
    mockApi({
      'GET /api/user': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Your session has ended' } },
      'POST /api/login': { body: authResponse(user) },
    });
    const view = renderApp('/dashboard/transaction');

    expect(
      await screen.findByText('Your session has expired, sign in again', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(view.router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/transaction' } });
    await view.user.type(screen.getByLabelText('E-mail'), user.email);
    await view.user.type(screen.getByLabelText('Password'), 'Password1');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/transaction'));
    // Signed in again: the next visit to the sign-in page is a plain one.
    expect(sessionStorage.getItem('sessionExpired')).toBeNull();
  });
});
