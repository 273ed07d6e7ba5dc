import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { authAnswer } from '@/testing/sign-in';
import { buildUser } from '@/testing/users';

const TOKEN = 'staff-invitation-token-0123456789';

describe('staff sign-up', () => {
  it('explains that the invitation link is needed', async () => {
    renderApp('/signup/staff');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your organisation must add you');
  });

  it('explains an invalid or expired invitation', async () => {
    mockApi({
      [`GET /api/staff/invitation/${TOKEN}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'This invitation is not valid or has expired' },
      },
    });
    renderApp(`/signup/staff?invitation=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is not valid or has expired');
  });

  it('shows the organisation and e-mail, sets the password and goes to the organisation dashboard', async () => {
    const staff = buildUser({
      category: 'staff',
      email: 'sani@example.test',
      organisation: { id: 'org-1', name: 'Lagos Verifiers Ltd', verification_status: 'verified' },
    });
    const { requests } = mockApi({
      [`GET /api/staff/invitation/${TOKEN}`]: {
        body: {
          data: {
            email: 'sani@example.test',
            firstName: 'Sani',
            organisationName: 'Lagos Verifiers Ltd',
            expiresAt: '2030-01-01T00:00:00.000Z',
          },
        },
      },
      'POST /api/staff/invitation/accept': {
        body: authAnswer(staff, {}, 'session-token'),
      },
      'GET /api/user': { body: { user: staff, data: { user: staff } } },
    });
    const view = renderApp(`/signup/staff?invitation=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-up' })).toBeInTheDocument();
    expect(await screen.findByText('Lagos Verifiers Ltd')).toBeInTheDocument();
    expect(screen.getByText('sani@example.test')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Password'), 'StaffPass1');
    await view.user.type(screen.getByLabelText('Confirm password'), 'StaffPass2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('Confirm password'));
    await view.user.type(screen.getByLabelText('Confirm password'), 'StaffPass1');
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/org/dashboard'));
    expect(requests.find((request) => request.path === '/api/staff/invitation/accept')?.body).toEqual({
      token: TOKEN,
      password: 'StaffPass1',
    });
    expect(JSON.parse(localStorage.getItem('userToken') ?? 'null')).toBe('session-token');
  });
});
