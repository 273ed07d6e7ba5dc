import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOrgUser } from '@/testing/users';
import { buildStaff, renderStaffPage } from '@/features/staff/testing/fixtures';

async function fillForm(view: ReturnType<typeof renderStaffPage>, email = 'kemi@example.test') {
  await view.user.type(await screen.findByLabelText('First name'), 'Kemi');
  await view.user.type(screen.getByLabelText('Last name'), 'Ade');
  await view.user.type(screen.getByLabelText('E-mail'), email);
  await view.user.click(screen.getByRole('button', { name: 'Add staff' }));
}

// Toasts live in a module-wide store: clear them so one test's message cannot satisfy the next.
afterEach(() => toast.remove());

describe('manage staff', () => {
  it('adds a staff member, says so and clears the form', async () => {
    const view = renderStaffPage('/org/staff', {
      'POST /api/staff/create': {
        status: 201,
        body: { message: 'Staff created: we sent an invitation to kemi@example.test', data: buildStaff() },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Staff' })).toBeInTheDocument();
    await fillForm(view);

    expect(await screen.findByText('Staff created: we sent an invitation to kemi@example.test')).toBeInTheDocument();
    expect(view.requests.find((request) => request.path === '/api/staff/create')?.body).toEqual({
      firstName: 'Kemi',
      lastName: 'Ade',
      email: 'kemi@example.test',
      phone: null,
    });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
  });

  it('tells an organisation no administrator has verified that it cannot invite staff yet', async () => {
    renderStaffPage(
      '/org/staff',
      {},
      buildOrgUser({ organisation: { id: 'org-1', name: 'New Body', verification_status: 'unverified' } }),
    );
    expect(await screen.findByText(/must be verified by an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add staff' })).not.toBeInTheDocument();
  });

  it('checks the fields as they are typed', async () => {
    const view = renderStaffPage('/org/staff', {});
    await view.user.type(await screen.findByLabelText('E-mail'), 'nope');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Phone'), 'call me');
    expect(
      await screen.findByText('Enter a valid phone number, digits with an optional leading +'),
    ).toBeInTheDocument();
  });

  it("puts the server's e-mail error under the field and toasts it", async () => {
    const view = renderStaffPage('/org/staff', {
      'POST /api/staff/create': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'An account with this e-mail already exists',
          errors: { email: 'An account with this e-mail already exists' },
        },
      },
    });
    await fillForm(view, 'taken@example.test');
    await waitFor(() => expect(screen.getAllByText('An account with this e-mail already exists')).toHaveLength(2));
  });

  it("falls back to 'Could not create staff' when the server gives no message", async () => {
    const view = renderStaffPage('/org/staff', { 'POST /api/staff/create': { status: 500, body: {} } });
    await fillForm(view);
    expect(await screen.findByText('Could not create staff')).toBeInTheDocument();
  });
});
