import type { TSignedInSession } from '@docverify/contract/auth/sessions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const session = (overrides: Partial<TSignedInSession>): TSignedInSession => ({
  id: '0b5c7e1e-0000-4000-8000-000000000001',
  device: 'Chrome on Windows',
  browser: 'Chrome',
  os: 'Windows',
  network: '203.0.113.x',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastSeenAt: minutesAgo(1),
  current: true,
  awaitingSecondFactor: false,
  ...overrides,
});
const here = session({});
const phone = session({
  id: '0b5c7e1e-0000-4000-8000-000000000002',
  device: 'Safari on iOS',
  browser: 'Safari',
  os: 'iOS',
  network: '198.51.100.x',
  lastSeenAt: minutesAgo(3 * 60),
  current: false,
});
const tablet = session({
  id: '0b5c7e1e-0000-4000-8000-000000000003',
  device: 'Firefox on Android',
  network: null,
  current: false,
});

function signedInWith(sessions: TSignedInSession[]) {
  const user = buildUser();
  storeSession(user);
  let live = sessions;
  return mockApi({
    'GET /api/user': { body: { user, data: { user } } },
    'GET /api/user/sessions': () => ({ body: { sessions: live } }),
    [`DELETE /api/user/sessions/${phone.id}`]: () => {
      live = live.filter((s) => s.id !== phone.id);
      return { body: { message: 'Signed out of that session' } };
    },
    'POST /api/user/sessions/end-others': () => {
      const ended = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return { body: { message: `Signed out of ${ended} other sessions`, ended } };
    },
  });
}

const section = () => screen.getByRole('region', { name: 'Where you’re signed in' });

describe("where you're signed in", () => {
  it('lists each device with its network and last use, marks this one, and signs another out', async () => {
    const api = signedInWith([phone, here]);
    const view = renderApp('/dashboard/account');

    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome on Windows');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Active now · network 203.0.113.x');
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Last active 3 hours ago · network 198.51.100.x');

    await view.user.click(within(section()).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(within(list).queryByText('Safari on iOS')).toBeNull());
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === `/api/user/sessions/${phone.id}`)).toBe(true);
    expect(within(section()).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('signs out everywhere else after asking, and keeps this device', async () => {
    const api = signedInWith([here, phone, tablet]);
    const view = renderApp('/dashboard/account');

    await within(await screen.findByRole('list', { name: 'Signed-in devices' })).findByText('Firefox on Android');
    await view.user.click(within(section()).getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('Your 2 other sessions will be signed out. You stay signed in on this device.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

    await waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section()).getByRole('listitem')).toHaveTextContent('This device');
    expect(api.requests.filter((r) => r.path === '/api/user/sessions/end-others')).toHaveLength(1);
  });

  it('warns of a session where only the password was given, and offers to end it', async () => {
    signedInWith([here, session({ ...tablet, awaitingSecondFactor: true })]);
    renderApp('/dashboard/account');

    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [, stranger] = within(list).getAllByRole('listitem');
    expect(stranger).toHaveTextContent('Password only: second factor not given');
    expect(stranger).toHaveTextContent(
      'If this was not you, someone has your password: change it, then sign this out.',
    );
    expect(within(stranger!).getByRole('button', { name: 'Sign out Firefox on Android' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be fetched', async () => {
    const user = buildUser();
    storeSession(user);
    mockApi({ 'GET /api/user': { body: { user, data: { user } } } });
    renderApp('/dashboard/account');
    expect(
      await within(await screen.findByRole('region', { name: 'Where you’re signed in' })).findByRole('button', {
        name: 'Try again',
      }),
    ).toBeInTheDocument();
  });
});
