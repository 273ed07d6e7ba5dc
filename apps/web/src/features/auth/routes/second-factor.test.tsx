import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { authAnswer, storedSession } from '@/testing/sign-in';
import { buildUser } from '@/testing/users';

const given = { message: 'Signed in', data: { signIn: authAnswer(buildUser()).signIn, recoveryCodesLeft: 9 } };

async function signInWithPassword(view: ReturnType<typeof renderApp>) {
  await view.user.type(await screen.findByLabelText('E-mail'), 'ada@example.test');
  await view.user.type(screen.getByLabelText('Password'), 'Whatever1');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('second-factor screen', () => {
  it('follows the password when the account has a second factor, and a code from the app finishes signing in', async () => {
    const user = buildUser({ category: 'agent' });
    const { requests } = mockApi({
      'POST /api/login': {
        body: authAnswer(user, { stage: 'secondFactor', methods: ['passkey', 'totp', 'recovery'] }),
      },
      'POST /api/auth/second-factor': { body: given },
    });
    const view = renderApp('/login');
    await signInWithPassword(view);

    await screen.findByRole('heading', { name: 'Confirm it is you' });
    expect(view.router.state.location.pathname).toBe('/signin/second-factor');
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Enter a code from your authenticator app' }));
    const code = screen.getByLabelText('Enter a code from your authenticator app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await view.user.type(code, '123 456');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(requests.find((request) => request.path === '/api/auth/second-factor')?.body).toEqual({
      method: 'totp',
      code: '123456',
    });
  });

  it('takes a recovery code, and shows the server refusing a wrong one', async () => {
    storedSession('staff', { stage: 'secondFactor', methods: ['totp', 'recovery'] });
    mockApi({
      'POST /api/auth/second-factor': {
        status: 400,
        body: { code: 'VALIDATION', message: 'That code is not right', errors: { code: 'That code is not right' } },
      },
    });
    const view = renderApp('/org/dashboard');

    await screen.findByRole('heading', { name: 'Confirm it is you' });
    await view.user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await view.user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('That code is not right')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signin/second-factor');
  });

  it('is where a reload of any page lands while the second factor is due', async () => {
    storedSession('indv', { stage: 'secondFactor', methods: ['totp'] });
    mockApi({});
    const view = renderApp('/dashboard/account');

    await screen.findByRole('heading', { name: 'Confirm it is you' });
    expect(view.router.state.location.pathname).toBe('/signin/second-factor');
  });

  it('takes over when any call answers 403 SECOND_FACTOR_REQUIRED', async () => {
    storedSession('indv');
    mockApi({
      'GET /api/user': {
        status: 403,
        body: { code: 'SECOND_FACTOR_REQUIRED', message: 'Give your second factor first' },
      },
      'GET /api/dashboard': {
        status: 403,
        body: { code: 'SECOND_FACTOR_REQUIRED', message: 'Give your second factor first' },
      },
    });
    const view = renderApp('/dashboard');

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signin/second-factor'));
  });
});
