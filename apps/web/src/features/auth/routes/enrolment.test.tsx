import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { authAnswer, storedSession } from '@/testing/sign-in';
import { buildUser } from '@/testing/users';

const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const body = buildUser({ category: 'org' });
const complete = authAnswer(body).signIn;

function enrolmentApi() {
  return mockApi({
    'GET /api/user': {
      body: { user: body, data: { user: body }, signIn: { ...complete, stage: 'enrolment', required: true } },
    },
    'POST /api/auth/factors/totp': {
      status: 201,
      body: { data: { factorId: 'f-1', secret: 'JBSWY3DPEHPK3PXPJBSW', uri: 'otpauth://totp/x?secret=JBSW' } },
    },
    'POST /api/auth/factors/totp/confirm': {
      body: {
        message: 'Authenticator app added',
        data: {
          factor: {
            id: 'f-1',
            kind: 'totp',
            label: 'My phone',
            createdAt: '2026-12-06T02:00:00.000Z',
            lastUsedAt: null,
          },
          recoveryCodes: codes,
          signIn: { ...complete, methods: ['totp', 'recovery'], required: true },
        },
      },
    },
  });
}

describe('enrolment', () => {
  it('holds an account that must have a second factor until it sets one up, from any page', async () => {
    storedSession('org', { stage: 'enrolment', required: true });
    enrolmentApi();
    const view = renderApp('/org/staff');

    await screen.findByRole('heading', { name: 'Protect your account' });
    expect(view.router.state.location.pathname).toBe('/signin/enrolment');
  });

  it('sets up an authenticator app, then shows the recovery codes once before going on', async () => {
    storedSession('org', { stage: 'enrolment', required: true });
    const { requests } = enrolmentApi();
    const view = renderApp('/signin/enrolment');

    await view.user.click(await screen.findByRole('radio', { name: /Authenticator app/ }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Code from the app'), '654321');
    const name = screen.getByLabelText('Name this app');
    await view.user.clear(name);
    await view.user.type(name, 'My phone');
    await view.user.click(screen.getByRole('button', { name: 'Add the app' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(requests.find((request) => request.path === '/api/auth/factors/totp/confirm')?.body).toEqual({
      factorId: 'f-1',
      code: '654321',
      label: 'My phone',
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download .txt' })).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await view.user.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
    await view.user.click(next);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/org/dashboard'));
    expect(localStorage.getItem('signInStage')).toBeNull();
  });
});
