import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

describe('forgotten password', () => {
  it('sends a code, then resets the password with it and returns to sign-in', async () => {
    const { requests } = mockApi({
      'POST /api/forgotpassword': { body: { message: 'If the account exists, a code is on its way.' } },
      'POST /api/resetpassword': { body: { message: 'Your password has been reset: sign in with the new one.' } },
    });
    const view = renderApp('/forgotpassword');

    await view.user.type(await screen.findByLabelText('E-mail'), 'me@example.test');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));

    await view.user.type(await screen.findByLabelText('Verification code'), '123456');
    await view.user.type(screen.getByLabelText('New password'), 'NewSecret1');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'NewSecret2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('Confirm new password'));
    await view.user.type(screen.getByLabelText('Confirm new password'), 'NewSecret1');
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByText('Your password has been reset: sign in with the new one.')).toBeInTheDocument();
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/forgotpassword', { email: 'me@example.test' }],
      ['/api/resetpassword', { email: 'me@example.test', code: '123456', password: 'NewSecret1' }],
    ]);
  });

  it('uses the admin endpoints and returns to the admin sign-in', async () => {
    const { requests } = mockApi({
      'POST /api/system/admin/forgotpassword': { body: { message: 'Code sent' } },
      'POST /api/system/admin/resetpassword': { body: { message: 'Reset' } },
    });
    const view = renderApp('/forgotpassword/admin');

    await view.user.type(await screen.findByLabelText('E-mail'), 'boss@example.test');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await view.user.type(await screen.findByLabelText('Verification code'), '123456');
    await view.user.type(screen.getByLabelText('New password'), 'NewSecret1');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'NewSecret1');
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login/admin'));
    expect(requests.map((request) => request.path)).toEqual([
      '/api/system/admin/forgotpassword',
      '/api/system/admin/resetpassword',
    ]);
  });

  it('shows a wrong code under the code field', async () => {
    mockApi({
      'POST /api/forgotpassword': { body: { message: 'Code sent' } },
      'POST /api/resetpassword': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Bad code',
          errors: { code: 'This code is not valid: request a new code' },
        },
      },
    });
    const view = renderApp('/forgotpassword');

    await view.user.type(await screen.findByLabelText('E-mail'), 'me@example.test');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await view.user.type(await screen.findByLabelText('Verification code'), '000000');
    await view.user.type(screen.getByLabelText('New password'), 'NewSecret1');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'NewSecret1');
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('This code is not valid: request a new code')).toBeInTheDocument();
  });
});
