import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { authAnswer } from '@/testing/sign-in';
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

  it('offers a new code only after the minute in which one was sent, showing the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { requests } = mockApi({ 'POST /api/otp/resend': { body: { message: 'If this e-mail needs a code…' } } });
      const view = renderApp('/signup/otp?email=new%40example.test');
      const waiting = await screen.findByRole('button', { name: /Resend code in 60 s/ });
      expect(waiting).toBeDisabled();

      await vi.advanceTimersByTimeAsync(60_000);
      await view.user.click(await screen.findByRole('button', { name: 'Resend code' }));
      expect(await screen.findByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
      expect(requests.map((r) => r.body)).toEqual([{ email: 'new@example.test', purpose: 'signup' }]);
    } finally {
      vi.useRealTimers();
    }
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
      'POST /api/otp/verify': { body: authAnswer(user, {}, 'jwt-otp') },
    });
    const view = renderApp('/signup/otp?email=new%40example.test');

    await view.user.type(await screen.findByLabelText('Verification code'), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    // The dashboard's lazy chunk loads first.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
    expect(await screen.findByText('Your account is confirmed')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ email: 'new@example.test', code: '654321' });
    expect(localStorage.getItem('userToken')).toBe('"jwt-otp"');
    expect(localStorage.getItem('userType')).toBe('student');
    expect(sessionStorage.getItem('pendingEmail')).toBeNull();
  });

  it('confirms an administrator through the admin endpoint', async () => {
    const admin = buildAdmin('2', { email: 'invited@example.test' });
    const { requests } = mockApi({
      'POST /api/system/admin/otp/verify': { body: authAnswer(admin, {}, 't') },
    });
    const view = renderApp('/otp/admin?email=invited%40example.test');

    await view.user.type(await screen.findByLabelText('Verification code'), '111111');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requests[0]?.path).toBe('/api/system/admin/otp/verify');
    expect(localStorage.getItem('userType')).toBe('2');
  });
});
