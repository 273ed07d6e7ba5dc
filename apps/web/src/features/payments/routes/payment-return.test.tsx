import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToGateway } from '@/lib/payments/start-payment';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildOrgUser, buildUser, storeSession } from '@/testing/users';
import { buildPayment } from '@/features/payments/testing/fixtures';

vi.mock('@/lib/payments/start-payment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/payments/start-payment')>()),
  goToGateway: vi.fn(),
}));

const authorisation = { authorization_url: '/payments/sandbox/REF-0002', access_code: 'ac', reference: 'REF-0002' };

function mockReturn(user: ReturnType<typeof buildUser>, handlers: Parameters<typeof mockApi>[0]) {
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

const answer = (payment: ReturnType<typeof buildPayment>, message = 'Payment confirmed') => ({
  body: { message, data: { payment } },
});

describe('payment return page', () => {
  beforeEach(() => vi.mocked(goToGateway).mockReset());

  it('confirms the payment and shows its Transaction ID, reference and amount', async () => {
    const { requests } = mockReturn(buildUser(), { 'POST /api/confirm/transaction/global': answer(buildPayment()) });
    renderApp('/payments/return?reference=REF-0001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed' })).toBeInTheDocument();
    expect(screen.getByText('APP-0001')).toBeInTheDocument();
    expect(screen.getByText('REF-0001')).toBeInTheDocument();
    expect(screen.getByText('₦20,250.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my documents' })).toHaveAttribute('href', '/dashboard/document/sent');
    expect(screen.getByRole('link', { name: 'Verify another document' })).toHaveAttribute(
      'href',
      '/dashboard/verifydocument',
    );
    expect(requests.find((request) => request.path === '/api/confirm/transaction/global')?.body).toEqual({
      reference: 'REF-0001',
    });
  });

  it('links organisation users to their own area', async () => {
    mockReturn(buildOrgUser({ category: 'staff' }), { 'POST /api/confirm/transaction/global': answer(buildPayment()) });
    renderApp('/payments/return?reference=REF-0001');

    expect(await screen.findByRole('link', { name: 'View my documents' })).toHaveAttribute(
      'href',
      '/org/document/sent',
    );
    expect(screen.getByRole('link', { name: 'Verify another document' })).toHaveAttribute(
      'href',
      '/org/verifydocument',
    );
  });

  it('shows a failed payment with its reason, and Try again opens a new attempt at the gateway', async () => {
    const failed = buildPayment({ payment_status: 'failed', failure_reason: 'Declined at the sandbox checkout' });
    const { requests } = mockReturn(buildUser(), {
      'POST /api/confirm/transaction/global': answer(failed, 'Payment failed'),
      'POST /api/generate/transaction/id': {
        body: { message: 'New payment', data: { application_id: 'APP-0001', ref_id: 'REF-0002' } },
      },
      'POST /api/doc/initiate/payment': { body: { message: 'Started', data: JSON.stringify(authorisation) } },
    });
    const { user } = renderApp('/payments/return?reference=REF-0001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Declined at the sandbox checkout')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(authorisation));
    const calls = requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(calls).toEqual([
      '/api/confirm/transaction/global',
      '/api/generate/transaction/id',
      '/api/doc/initiate/payment',
    ]);
    expect(requests.at(-1)?.body).toEqual({ doc_id: 'doc-1' });
  });

  it('says when a new attempt cannot start', async () => {
    mockReturn(buildUser(), {
      'POST /api/confirm/transaction/global': answer(buildPayment({ payment_status: 'failed' }), 'Payment failed'),
      'POST /api/generate/transaction/id': { status: 409, body: { code: 'CONFLICT', message: 'Already paid' } },
    });
    const { user } = renderApp('/payments/return?reference=REF-0001');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already paid');
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('says a pending payment is not completed yet, and Check again asks once more', async () => {
    let asked = 0;
    const { requests } = mockReturn(buildUser(), {
      'POST /api/confirm/transaction/global': () => {
        asked += 1;
        return answer(buildPayment({ payment_status: asked === 1 ? 'pending' : 'confirmed' }), 'Payment pending');
      },
    });
    const { user } = renderApp('/payments/return?reference=REF-0001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/confirm/transaction/global')).toHaveLength(2);
  });

  it('says when the payment cannot be confirmed', async () => {
    mockReturn(buildUser(), {
      'POST /api/confirm/transaction/global': { status: 404, body: { code: 'NOT_FOUND', message: 'No such payment' } },
    });
    renderApp('/payments/return?reference=NOPE');

    expect(await screen.findByRole('alert')).toHaveTextContent('No such payment');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});
