import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { authAnswer } from '@/testing/sign-in';
import { buildUser } from '@/testing/users';

async function signIn(view: ReturnType<typeof renderApp>, email = 'someone@example.test') {
  await view.user.type(await screen.findByLabelText('E-mail'), email);
  await view.user.type(screen.getByLabelText('Password'), 'Whatever1');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login form', () => {
  it('validates before calling the server', async () => {
    const { requests } = mockApi({});
    const view = renderApp('/login');

    await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message when sign-in is refused", async () => {
    mockApi({
      'POST /api/login': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Incorrect e-mail or password' } },
    });
    const view = renderApp('/login');
    await signIn(view);

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password');
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it("falls back to 'Could not login' when the answer has no message", async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 403 }));
    const view = renderApp('/login');
    await signIn(view);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not login');
  });

  it('takes an unconfirmed account to the code page with its e-mail', async () => {
    mockApi({
      'POST /api/login': {
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: 'Confirm your e-mail first: enter the code we sent' },
      },
    });
    const view = renderApp('/login');
    await signIn(view, 'pending@example.test');

    await screen.findByRole('heading', { name: 'Verify your e-mail' });
    expect(view.router.state.location.search).toBe('?email=pending%40example.test');
    expect(screen.getByLabelText('E-mail')).toHaveValue('pending@example.test');
  });

  it('takes an unconfirmed administrator to the admin code page', async () => {
    mockApi({
      'POST /api/system/admin/login': { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Confirm first' } },
    });
    const view = renderApp('/login/admin');
    await signIn(view, 'new.admin@example.test');

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/otp/admin'));
    expect(view.router.state.location.search).toBe('?email=new.admin%40example.test');
  });

  it('stores the session and opens the home of the signed-in kind of user', async () => {
    const user = buildUser({ category: 'agent' });
    const { requests } = mockApi({
      'POST /api/login': { body: authAnswer(user) },
    });
    const view = renderApp('/login');
    await signIn(view, user.email);

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(view.router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('userToken')).toBe('"jwt-1"');
    expect(localStorage.getItem('userType')).toBe('agent');
    expect(requests.find((request) => request.path === '/api/login')?.body).toEqual({
      email: user.email,
      password: 'Whatever1',
    });
    // The user came with the login answer: no second round trip before the page shows.
    expect(requests.some((request) => request.path === '/api/user')).toBe(false);
  });
});
