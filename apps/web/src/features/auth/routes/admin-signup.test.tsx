import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin } from '@/testing/users';

const TOKEN = 'invitation-token-0123456789';

describe('administrator sign-up', () => {
  it('explains that an invitation is needed when the link has none', async () => {
    renderApp('/signup/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('An administrator must invite you');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('explains an invalid or expired invitation', async () => {
    mockApi({
      [`GET /api/system/admin/invitation/${TOKEN}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'This invitation is not valid or has expired' },
      },
    });
    renderApp(`/signup/admin?invitation=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is not valid or has expired');
  });

  it('signs up with the invitation and moves on to the admin code page', async () => {
    const { requests } = mockApi({
      [`GET /api/system/admin/invitation/${TOKEN}`]: {
        body: { data: { email: 'invited@example.test', adminType: '2', expiresAt: '2030-01-01T00:00:00.000Z' } },
      },
      'POST /api/system/admin/signup': {
        status: 201,
        body: { message: 'We sent a code', data: { user: buildAdmin('2', { email: 'invited@example.test' }) } },
      },
    });
    const view = renderApp(`/signup/admin?invitation=${TOKEN}`);

    expect(await screen.findByText('invited@example.test')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('First name'), 'Bola');
    await view.user.type(screen.getByLabelText('Last name'), 'Tinubu');
    await view.user.type(screen.getByLabelText('Password'), 'AdminPass1');
    await view.user.type(screen.getByLabelText('Confirm password'), 'AdminPass1');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/otp/admin'));
    expect(view.router.state.location.search).toBe('?email=invited%40example.test');
    expect(requests.find((request) => request.path === '/api/system/admin/signup')?.body).toEqual({
      invitation: TOKEN,
      firstName: 'Bola',
      lastName: 'Tinubu',
      phone: undefined,
      password: 'AdminPass1',
    });
  });
});
