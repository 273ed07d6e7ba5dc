import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, storeSession } from '@/testing/users';

function signIn(handlers: Parameters<typeof mockApi>[0]) {
  const user = buildAdmin('2');
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

const failed = {
  id: 'mail-1',
  to: 'gone@example.test',
  subject: 'APP-2026-7KQ2M9XA: verified',
  status: 'failed',
  attempts: 1,
  last_error: '550 5.1.1 No such mailbox',
  next_attempt_at: null,
  created_at: '2026-11-25T09:00:00.000Z',
};
const retrying = {
  ...failed,
  id: 'mail-2',
  to: 'later@example.test',
  status: 'pending',
  attempts: 3,
  last_error: 'connect ECONNREFUSED 10.0.0.5:587',
  next_attempt_at: '2026-11-25T09:05:00.000Z',
};

describe('e-mail delivery', () => {
  it('shows why each message is not delivered, and sends the chosen failed ones again', async () => {
    const { requests } = signIn({
      'GET /api/system/admin/mail/undelivered': { body: { data: [failed, retrying] } },
      'POST /api/system/admin/mail/retry': { body: { message: '1 message back in the queue', data: { retried: 1 } } },
    });
    const view = renderApp('/admin/mail');
    const table = await screen.findByRole('table', { name: 'E-mail delivery' }, { timeout: 5000 });
    const gone = within(table).getByRole('row', { name: /gone@example.test/ });
    expect(gone).toHaveTextContent('Given up (1 attempt)');
    expect(gone).toHaveTextContent('550 5.1.1 No such mailbox');
    const later = within(table).getByRole('row', { name: /later@example.test/ });
    expect(later).toHaveTextContent(/Retrying at .* \(3 attempts\)/);
    // Only a message given up on can be sent again: the other is still being retried.
    expect(within(later).queryByRole('checkbox')).toBeNull();

    const send = screen.getByRole('button', { name: 'Send the chosen again' });
    expect(send).toBeDisabled();
    await view.user.click(within(gone).getByRole('checkbox'));
    await view.user.click(send);
    expect(await screen.findByText('1 message back in the queue')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/system/admin/mail/retry')?.body).toEqual({
      ids: ['mail-1'],
    });
  });

  it('says so when every e-mail was delivered', async () => {
    signIn({ 'GET /api/system/admin/mail/undelivered': { body: { data: [] } } });
    renderApp('/admin/mail');
    expect(await screen.findByText('Every e-mail has been delivered.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
