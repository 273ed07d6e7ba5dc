import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { authAnswer, storedSession } from '@/testing/sign-in';
import { buildUser } from '@/testing/users';

const person = buildUser({ category: 'indv' });
const signIn = { ...authAnswer(person).signIn, methods: ['passkey', 'totp', 'recovery'] };
const factors = [
  { id: 'p-1', kind: 'passkey', label: 'Work laptop', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: null },
  {
    id: 't-1',
    kind: 'totp',
    label: 'My phone',
    createdAt: '2026-11-02T09:00:00.000Z',
    lastUsedAt: '2026-12-05T09:00:00.000Z',
  },
];

function profileApi(extra: Parameters<typeof mockApi>[0] = {}) {
  storedSession('indv');
  return mockApi({
    'GET /api/user': { body: { user: person, data: { user: person }, signIn } },
    'GET /api/auth/factors': { body: { data: { factors, recoveryCodesLeft: 7, signIn } } },
    ...extra,
  });
}

async function openSection() {
  const view = renderApp('/dashboard/account');
  const section = await screen.findByRole('region', { name: 'Sign-in security' });
  await within(section).findByText('Work laptop');
  return { view, section };
}

describe('sign-in security section', () => {
  it('lists passkeys and authenticator apps with when they were added and last used, and the codes left', async () => {
    profileApi();
    const { section } = await openSection();

    expect(within(section).getByText('My phone')).toBeInTheDocument();
    expect(within(section).getByText(/Passkey · added .* · last used never/)).toBeInTheDocument();
    expect(within(section).getByText('7')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add an authenticator app' })).toBeInTheDocument();
  });

  it("shows the server's refusal to remove the last factor of an account that must keep one", async () => {
    profileApi({
      'POST /api/auth/factors/p-1/remove': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'Your account must keep a second factor: add another before removing this one',
        },
      },
    });
    const { view, section } = await openSection();

    await view.user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Work laptop?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(
      await screen.findByText('Your account must keep a second factor: add another before removing this one'),
    ).toBeInTheDocument();
  });

  it('asks for the second factor again when the server wants a fresh one, then the removal goes through', async () => {
    let removals = 0;
    const { requests } = profileApi({
      'POST /api/auth/factors/t-1/remove': () => {
        removals += 1;
        return removals === 1
          ? { status: 403, body: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you' } }
          : { body: { message: 'Authenticator app removed' } };
      },
      'POST /api/auth/second-factor': { body: { message: 'Confirmed', data: { signIn, recoveryCodesLeft: 7 } } },
    });
    const { view, section } = await openSection();

    await view.user.click(within(section).getByRole('button', { name: 'Remove My phone' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Remove My phone?' })).getByRole('button', { name: 'Remove' }),
    );

    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await view.user.click(
      await within(stepUp).findByRole('button', { name: 'Enter a code from your authenticator app' }),
    );
    await view.user.type(within(stepUp).getByLabelText('Enter a code from your authenticator app'), '111222');
    await view.user.click(within(stepUp).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Authenticator app removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(requests.filter((request) => request.path === '/api/auth/factors/t-1/remove')).toHaveLength(2);
  });

  it('makes new recovery codes and shows them once', async () => {
    const fresh = Array.from({ length: 10 }, (_, index) => `newcd${index}-codes`);
    profileApi({ 'POST /api/auth/recovery-codes': { body: { message: 'New codes', data: { recoveryCodes: fresh } } } });
    const { view, section } = await openSection();

    await view.user.click(within(section).getByRole('button', { name: 'Make new recovery codes' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await view.user.click(within(section).getByRole('checkbox', { name: 'I have saved them' }));
    await view.user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});
