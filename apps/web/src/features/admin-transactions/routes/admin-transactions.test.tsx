import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPayment } from '@/components/detail/testing/build-records';
import { buildPage } from '@/components/list/testing/build-page';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, storeSession } from '@/testing/users';

function signIn(handlers: Parameters<typeof mockApi>[0]) {
  const user = buildAdmin('2');
  storeSession(user, 'admin-token');
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

const page = (data: ReturnType<typeof buildPayment>[], totalPages = 1) => ({
  ...buildPage(data, { totalPages }),
  totals: [
    { currency: 'NGN', status: 'confirmed', count: 1, amount: 2_000_000 },
    { currency: 'NGN', status: 'failed', count: 1, amount: 1_500_000 },
  ],
});

const calledUrls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => String(input));

afterEach(() => vi.unstubAllGlobals());

describe('admin transactions', () => {
  it('lists every payment with its outcome icon, totals and the payment detail', async () => {
    const confirmed = buildPayment({ ref_id: 'REF-OK', payment_status: 'confirmed', fee: 2_000_000 });
    const failed = buildPayment({ ref_id: 'REF-NO', payment_status: 'failed', fee: 1_500_000 });
    signIn({ 'GET /api/system/admin/view/transactions': { body: page([confirmed, failed]) } });
    const view = renderApp('/admin/transaction');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions History' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions History' });
    const okRow = (await within(table).findByRole('rowheader', { name: /REF-OK/ })).closest('tr') as HTMLElement;
    expect(within(okRow).getByRole('img', { name: 'Payment confirmed' })).toBeInTheDocument();
    expect(okRow).toHaveTextContent('₦20,000.00');
    const failedRow = within(table)
      .getByRole('rowheader', { name: /REF-NO/ })
      .closest('tr') as HTMLElement;
    expect(within(failedRow).getByRole('img', { name: 'Payment failed' })).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('2 payments');
    expect(totals).toHaveTextContent('Payment confirmed · NGN₦20,000.00 (1 payment)');
    expect(totals).toHaveTextContent('Payment failed · NGN₦15,000.00 (1 payment)');

    await view.user.click(screen.getByRole('button', { name: 'Open payment REF-NO' }));
    const panel = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(panel).toHaveTextContent('REF-NO');
  });

  it('refunds a confirmed payment with a reason, after a confirmation naming the sum, then shows its progress', async () => {
    const paid = buildPayment({ id: 'pay-77', ref_id: 'REF-PAID', payment_status: 'confirmed', fee: 2_000_000 });
    const refund = {
      id: 'refund-1',
      payment_id: 'pay-77',
      status: 'pending',
      amount: 2_000_000,
      currency: 'NGN',
      reason: 'The body closed its office',
      requested_at: '2026-11-25T10:00:00.000Z',
      processed_at: null,
      last_error: null,
    };
    const { requests } = signIn({
      'GET /api/system/admin/view/transactions': { body: page([paid]) },
      'POST /api/system/admin/transactions/pay-77/refund': {
        body: { message: 'The refund was sent: the gateway pays it back within a few days', data: refund },
      },
      'GET /api/system/admin/transactions/pay-77/refund': { body: { data: refund } },
    });
    const view = renderApp('/admin/transaction');
    await view.user.click(await screen.findByRole('button', { name: 'Open payment REF-PAID' }, { timeout: 5000 }));
    const panel = await screen.findByRole('dialog', { name: 'Payment details' });

    await view.user.click(within(panel).getByRole('button', { name: 'Refund ₦20,000.00' }));
    expect(await within(panel).findByText(/Say why the payment is refunded/)).toBeInTheDocument();
    await view.user.type(within(panel).getByLabelText('Reason'), 'The body closed its office');
    await view.user.click(within(panel).getByRole('button', { name: 'Refund ₦20,000.00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund ₦20,000.00?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText('The refund was sent: the gateway pays it back within a few days'),
    ).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent).toMatchObject({
      path: '/api/system/admin/transactions/pay-77/refund',
      body: { reason: 'The body closed its office' },
    });
    expect(await within(panel).findByText('Refund in progress')).toBeInTheDocument();
    expect(panel).toHaveTextContent('The body closed its office');
  });

  it('keeps the filters in the URL and sends them to the server', async () => {
    const { fetchMock } = signIn({ 'GET /api/system/admin/view/transactions': { body: page([]) } });
    const view = renderApp('/admin/transaction?status=failed');
    expect(await screen.findByText('No Transactions Available', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('failed');

    await view.user.selectOptions(screen.getByLabelText('Gateway'), 'paystack');
    await view.user.type(screen.getByLabelText('From'), '2026-01-10');
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContain(
        '/api/system/admin/view/transactions?status=failed&gateway=paystack&from=2026-01-10&page=1',
      ),
    );
    expect(view.router.state.location.search).toBe('?status=failed&gateway=paystack&from=2026-01-10');
  });

  it('exports what the filter shows as a CSV download, with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:transactions');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests, fetchMock } = signIn({
      'GET /api/system/admin/view/transactions': { body: page([]) },
      'GET /api/system/admin/view/transactions.csv': {
        body: 'reference,amount',
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="transactions-2026-01-12.csv"',
        },
      },
    });
    const view = renderApp('/admin/transaction?status=confirmed&search=ngozi&page=2');
    await screen.findByRole('heading', { level: 1, name: 'Transactions History' }, { timeout: 5000 });

    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = requests.find((request) => request.path === '/api/system/admin/view/transactions.csv')!;
    expect(csv.headers.get('Authorization')).toBe('Bearer admin-token');
    // The filter without its page: the file holds every matching payment.
    expect(calledUrls(fetchMock)).toContain('/api/system/admin/view/transactions.csv?status=confirmed&search=ngozi');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('transactions-2026-01-12.csv');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:transactions');
    click.mockRestore();
  });
});
