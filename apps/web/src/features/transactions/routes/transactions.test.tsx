import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPayment } from '@/components/detail/testing/build-records';
import { buildPage } from '@/components/list/testing/build-page';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';

function signIn(handlers: Parameters<typeof mockApi>[0]) {
  const user = buildUser();
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

const page = (data: ReturnType<typeof buildPayment>[], pageNumber = 1, totalPages = 1) =>
  buildPage(data, { page: pageNumber, totalPages });

describe('transactions history', () => {
  it('lists payments with their outcome icon, fee and status, page by page', async () => {
    const confirmed = buildPayment({ ref_id: 'REF-OK', payment_status: 'confirmed', fee: 2_000_000 });
    const failed = buildPayment({ ref_id: 'REF-NO', payment_status: 'failed' });
    const pending = buildPayment({ ref_id: 'REF-WAIT', payment_status: 'pending' });
    const { fetchMock } = signIn({
      'GET /api/user/view/transactions': { body: page([confirmed, failed, pending], 1, 2) },
    });
    const view = renderApp('/dashboard/transaction');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions History' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions History' });
    const okRow = (await within(table).findByRole('rowheader', { name: /REF-OK/ })).closest('tr') as HTMLElement;
    expect(within(okRow).getByRole('img', { name: 'Payment confirmed' })).toBeInTheDocument();
    expect(okRow).toHaveTextContent('₦20,000.00');
    expect(okRow).toHaveTextContent('NGN');
    const failedRow = within(table)
      .getByRole('rowheader', { name: /REF-NO/ })
      .closest('tr') as HTMLElement;
    expect(within(failedRow).getByRole('img', { name: 'Payment failed' })).toBeInTheDocument();
    const pendingRow = within(table)
      .getByRole('rowheader', { name: /REF-WAIT/ })
      .closest('tr') as HTMLElement;
    expect(within(pendingRow).getByRole('img', { name: 'Not paid' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/user/view/transactions?page=2&cursor=cursor-2',
      ),
    );
    expect(view.router.state.location.search).toBe('?page=2&cursor=cursor-2');
  });

  it('opens the payment detail from a row', async () => {
    const payment = buildPayment({ ref_id: 'REF-OK', uploaded_by_phone: '+2348011112222' });
    signIn({ 'GET /api/user/view/transactions': { body: page([payment]) } });
    const view = renderApp('/dashboard/transaction');

    await view.user.click(await screen.findByRole('button', { name: 'Open payment REF-OK' }, { timeout: 5000 }));
    const panel = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(panel).toHaveTextContent('REF-OK');
    expect(panel).toHaveTextContent('+2348011112222');
    expect(panel).toHaveTextContent('Wednesday, April 12, 1995');
    await view.user.click(within(panel).getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the receipt of a confirmed payment with the bearer token, and offers none for a failed one', async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const confirmed = buildPayment({ ref_id: 'REF-OK', payment_status: 'confirmed' });
    const failed = buildPayment({ id: 'pay-no', ref_id: 'REF-NO', payment_status: 'failed' });
    const { requests } = signIn({
      'GET /api/user/view/transactions': { body: page([confirmed, failed]) },
      'GET /api/receipts/REF-OK': {
        body: '%PDF-1.7',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="receipt-REF-OK.pdf"',
        },
      },
    });
    const view = renderApp('/dashboard/transaction');

    await view.user.click(await screen.findByRole('button', { name: 'Open payment REF-OK' }, { timeout: 5000 }));
    const panel = await screen.findByRole('dialog', { name: 'Payment details' });
    await view.user.click(within(panel).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const receipt = requests.find((request) => request.path === '/api/receipts/REF-OK')!;
    expect(receipt.headers.get('Authorization')).toMatch(/^Bearer /);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('receipt-REF-OK.pdf');
    click.mockRestore();

    await view.user.click(within(panel).getByRole('button', { name: 'Close panel' }));
    await view.user.click(screen.getByRole('button', { name: 'Open payment REF-NO' }));
    const failedPanel = await screen.findByRole('dialog', { name: 'Payment details' });
    await waitFor(() => expect(failedPanel).toHaveTextContent('REF-NO'));
    expect(within(failedPanel).queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
  });

  it("says 'No Transactions Available' when there are none", async () => {
    signIn({ 'GET /api/user/view/transactions': { body: page([]) } });
    renderApp('/dashboard/transaction');
    expect(await screen.findByText('No Transactions Available', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
