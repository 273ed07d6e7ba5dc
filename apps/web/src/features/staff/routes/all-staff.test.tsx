import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { TMockRequest } from '@/testing/fetch-mock';
import { buildStaff, renderStaffPage, staffPage } from '@/features/staff/testing/fixtures';

const sani = buildStaff();
const kemi = buildStaff({
  id: 'staff-2',
  firstName: 'Kemi',
  lastName: 'Ade',
  email: 'kemi@example.test',
  invited: true,
});

const bodiesTo = (requests: TMockRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

const failure = (status = 500) => ({ status, body: {} });

// Toasts live in a module-wide store: clear them so one test's message cannot satisfy the next.
afterEach(() => toast.remove());

describe('all staff', () => {
  it('lists the staff with initials, e-mail and status, page by page', async () => {
    const view = renderStaffPage('/org/staff/all', {
      'POST /api/staff/get/all': (request) => {
        const { page } = request.body as { page: number };
        return { body: staffPage(page === 1 ? [sani] : [kemi], page, 2) };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Staff' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All Staff' });
    const row = (await within(table).findByRole('rowheader', { name: /Bello Sani/ })).closest('tr')!;
    expect(within(row).getByText('BS')).toBeInTheDocument();
    expect(within(row).getByText('sani@example.test')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    const invited = (await within(table).findByRole('rowheader', { name: /Ade Kemi/ })).closest('tr')!;
    expect(within(invited).getByText('Invited')).toBeInTheDocument();
    // Not active until they set their password: the switch must not say otherwise.
    const invitedSwitch = within(invited).getByRole('switch', { name: 'Active: Ade Kemi' });
    expect(invitedSwitch).not.toBeChecked();
    expect(invitedSwitch).toBeDisabled();
    expect(bodiesTo(view.requests, '/api/staff/get/all')).toEqual([{ page: 1 }, { page: 2, cursor: 'cursor-2' }]);
  });

  it('deactivates with the switch, and says when it could not', async () => {
    let calls = 0;
    const view = renderStaffPage('/org/staff/all', {
      'POST /api/staff/get/all': { body: staffPage([sani]) },
      'POST /api/staff/update': () => {
        calls += 1;
        return calls === 1 ? { body: { message: 'Staff updated', data: { ...sani, status: 'inactive' } } } : failure();
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Active: Bello Sani' });
    expect(toggle).toBeChecked();
    await view.user.click(toggle);
    expect(await screen.findByText('Bello Sani is now inactive')).toBeInTheDocument();
    expect(bodiesTo(view.requests, '/api/staff/update')[0]).toEqual({ staff_id: 'staff-1', status: 'inactive' });

    await waitFor(() => expect(toggle).toBeEnabled());
    await view.user.click(toggle);
    expect(await screen.findByText('Could not update staff')).toBeInTheDocument();
  });

  it('edits names and phone in the slide-over', async () => {
    const view = renderStaffPage('/org/staff/all', {
      'POST /api/staff/get/all': { body: staffPage([sani]) },
      'POST /api/staff/update': { body: { message: 'Staff updated', data: { ...sani, firstName: 'Sanusi' } } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Actions for Bello Sani' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit staff' });
    const first = within(panel).getByLabelText('First name');
    await view.user.clear(first);
    expect(await within(panel).findByText('First name is required')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await view.user.type(first, 'Sanusi');
    await view.user.type(within(panel).getByLabelText('Phone'), '+2348012345678');
    await view.user.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Staff updated')).toBeInTheDocument();
    expect(bodiesTo(view.requests, '/api/staff/update')[0]).toEqual({
      staff_id: 'staff-1',
      firstName: 'Sanusi',
      lastName: 'Bello',
      phone: '+2348012345678',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit staff' })).not.toBeInTheDocument());
  });

  it("toasts 'Could not update staff' when an edit fails", async () => {
    const view = renderStaffPage('/org/staff/all', {
      'POST /api/staff/get/all': { body: staffPage([sani]) },
      'POST /api/staff/update': failure(),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Actions for Bello Sani' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit staff' });
    await view.user.click(within(panel).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Could not update staff')).toBeInTheDocument();
  });

  it('deletes after confirmation, and says when it could not', async () => {
    let calls = 0;
    const view = renderStaffPage('/org/staff/all', {
      'POST /api/staff/get/all': { body: staffPage([sani]) },
      'POST /api/staff/delete': () => {
        calls += 1;
        return calls === 1 ? { body: { message: 'Staff deleted' } } : failure();
      },
    });
    const openDelete = async () => {
      await view.user.click(await screen.findByRole('button', { name: 'Actions for Bello Sani' }));
      await view.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      return screen.findByRole('dialog', { name: 'Delete staff' });
    };

    const cancelled = await openDelete();
    await view.user.click(within(cancelled).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(view.requests, '/api/staff/delete')).toEqual([]);

    const dialog = await openDelete();
    expect(dialog).toHaveTextContent('Bello Sani will no longer be able to sign in.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Staff deleted')).toBeInTheDocument();
    expect(bodiesTo(view.requests, '/api/staff/delete')).toEqual([{ staff_id: 'staff-1' }]);

    const again = await openDelete();
    await view.user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete staff')).toBeInTheDocument();
  });
});
