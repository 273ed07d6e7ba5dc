import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, buildUser } from '@/testing/users';

describe('one-time code pages', () => {
  it('reads the e-mail from the query string and checks the code format', async () => {
    const { requests } = mockApi({});
    const view = renderApp('/signup/otp?email=new%40example.test');

    expect(await screen.findByLabelText('E-mail')).toHaveValue('new@example.test');
    await view.user.type(screen.getByLabelText('Verification code'), '12a');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('falls back to the e-mail kept in this tab', async () => {
    sessionStorage.setItem('pendingEmail', 'kept@example.test');
    renderApp('/signup/otp');
    expect(await screen.findByLabelText('E-mail')).toHaveValue('kept@example.test');
  });

  it("shows the server's message for a wrong code under the code field", async () => {
    mockApi({
      'POST /api/otp/verify': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Invalid code', errors: { code: 'This code is wrong: 4 tries left' } },
      },
    });
    const view = renderApp('/signup/otp?email=new%40example.test');

    await view.user.type(await screen.findByLabelText('Verification code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('This code is wrong: 4 tries left')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs the user in on the right code and opens their home', async () => {
    const user = buildUser({ category: 'student', email: 'new@example.test' });
    sessionStorage.setItem('pendingEmail', 'new@example.test');
    const { requests } = mockApi({
      'POST /api/otp/verify': { body: { token: 'jwt-otp', user, data: { user, token: 'jwt-otp' } } },
    });
    const view = renderApp('/signup/otp?email=new%40example.test');

    await view.user.type(await screen.findByLabelText('Verification code'), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(requests[0]?.body).toEqual({ email: 'new@example.test', code: '654321' });
    expect(localStorage.getItem('userToken')).toBe('"jwt-otp"');
    expect(localStorage.getItem('userType')).toBe('student');
    expect(sessionStorage.getItem('pendingEmail')).toBeNull();
  });

  it('confirms an administrator through the admin endpoint', async () => {
    const admin = buildAdmin('2', { email: 'invited@example.test' });
    const { requests } = mockApi({
      'POST /api/system/admin/otp/verify': { body: { token: 't', user: admin, data: { user: admin, token: 't' } } },
    });
    const view = renderApp('/otp/admin?email=invited%40example.test');

    await view.user.type(await screen.findByLabelText('Verification code'), '111111');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requests[0]?.path).toBe('/api/system/admin/otp/verify');
    expect(localStorage.getItem('userType')).toBe('2');
  });

  it('resends a code, and shows the wait message when asked again too soon', async () => {
    let calls = 0;
    const { requests } = mockApi({
      'POST /api/otp/resend': () => {
        calls += 1;
        return calls === 1
          ? { body: { message: 'If the e-mail needs a code, a new one is on its way.' } }
          : {
              status: 429,
              headers: { 'Retry-After': '55' },
              body: { code: 'TOO_MANY_REQUESTS', message: 'Wait a minute before asking for another code' },
            };
      },
    });
    const view = renderApp('/signup/otp?email=new%40example.test');

    await view.user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('If the e-mail needs a code, a new one is on its way.')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ email: 'new@example.test', purpose: 'signup' });

    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Wait a minute before asking for another code')).toBeInTheDocument();
  });
});
