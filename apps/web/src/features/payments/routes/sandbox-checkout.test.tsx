import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';
import { buildPayment } from '@/features/payments/testing/fixtures';

const person = buildUser();
const charge = {
  reference: 'REF-0001',
  amount: 2_025_000,
  currency: 'NGN',
  email: 'ada@example.test',
  outcome: null,
  callback_url: '/payments/return?reference=REF-0001',
};

function mockSandbox(handlers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(person);
  return mockApi({
    'GET /api/user': { body: { user: person, data: { user: person } } },
    'GET /api/payments/sandbox/REF-0001': { body: charge },
    'POST /api/payments/sandbox/REF-0001/decide': { body: { redirect_url: '/payments/return?reference=REF-0001' } },
    'POST /api/confirm/transaction/global': {
      body: { message: 'Payment confirmed', data: { payment: buildPayment() } },
    },
    ...handlers,
  });
}

describe('sandbox checkout page', () => {
  it('shows the amount, e-mail and reference, and Approve goes to the return page', async () => {
    const { requests } = mockSandbox();
    const { user, router } = renderApp('/payments/sandbox/REF-0001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeInTheDocument();
    expect(await screen.findByText('₦20,250.00')).toBeInTheDocument();
    expect(screen.getByText('ada@example.test')).toBeInTheDocument();
    expect(screen.getByText('REF-0001')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/return'));
    expect(router.state.location.search).toBe('?reference=REF-0001');
    expect(requests.find((request) => request.path.endsWith('/decide'))?.body).toEqual({ outcome: 'approve' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed' })).toBeInTheDocument();
  });

  it('Decline sends the decline outcome', async () => {
    const { requests } = mockSandbox({
      'POST /api/confirm/transaction/global': {
        body: { message: 'Payment failed', data: { payment: buildPayment({ payment_status: 'failed' }) } },
      },
    });
    const { user, router } = renderApp('/payments/sandbox/REF-0001');

    await user.click(await screen.findByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/return'));
    expect(requests.find((request) => request.path.endsWith('/decide'))?.body).toEqual({ outcome: 'decline' });
  });

  it('says when the payment was already decided, with a link to its result', async () => {
    mockSandbox({ 'GET /api/payments/sandbox/REF-0001': { body: { ...charge, outcome: 'failed' } } });
    renderApp('/payments/sandbox/REF-0001');

    expect(await screen.findByText(/This payment was already declined/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the payment result' })).toHaveAttribute(
      'href',
      '/payments/return?reference=REF-0001',
    );
  });

  it('shows a refused decision and the charge as it now stands', async () => {
    let reads = 0;
    mockSandbox({
      'GET /api/payments/sandbox/REF-0001': () => {
        reads += 1;
        return { body: { ...charge, outcome: reads === 1 ? null : 'success' } };
      },
      'POST /api/payments/sandbox/REF-0001/decide': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This payment was already decided' },
      },
    });
    const { user } = renderApp('/payments/sandbox/REF-0001');

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/This payment was already approved/)).toBeInTheDocument();
  });

  it('says so when no payment matches the reference', async () => {
    mockSandbox();
    renderApp('/payments/sandbox/NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment matches this reference');
  });
});
