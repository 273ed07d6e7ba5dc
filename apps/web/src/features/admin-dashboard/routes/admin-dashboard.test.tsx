import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDocument, buildPayment } from '@/components/detail/testing/build-records';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, storeSession } from '@/testing/users';

function signIn(handlers: Parameters<typeof mockApi>[0]) {
  const user = buildAdmin('2');
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

const days = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-01-${String(index + 1).padStart(2, '0')}`,
  requests: index === 29 ? 3 : index === 0 ? 1 : 0,
  revenue: { NGN: index === 29 ? 4_500_000 : 0 },
}));

const dashboard = {
  data: {
    documents_by_status: { awaiting_payment: 2, submitted: 5, pending: 1, verified: 7, queried: 0, archived: 3 },
    days,
    currencies: ['NGN'],
    bodies_awaiting_verification: {
      count: 4,
      oldest: [{ id: 'org-1', company_name: 'University of Lagos', email: null, created_at: '2026-01-02T10:00:00Z' }],
    },
    oldest_waiting: [
      buildDocument({ id: 'doc-1', docOwnerFirstName: 'Chidi', docOwnerLastName: 'Okafor', overdue_days: 3 }),
      buildDocument({ id: 'doc-2', docOwnerFirstName: 'Ada', docOwnerLastName: 'Eze', overdue_days: null }),
    ],
    failed_payments: { count: 2, newest: [buildPayment({ ref_id: 'REF-FAILED', payment_status: 'failed' })] },
  },
};

describe('admin dashboard', () => {
  it('shows the counts, each linking to its list, and the attention cards', async () => {
    signIn({ 'GET /api/system/admin/dashboard': { body: dashboard } });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();

    const statuses = await screen.findByRole('region', { name: 'Documents by status' });
    expect(within(statuses).getByRole('link', { name: 'Verified 7' })).toHaveAttribute(
      'href',
      '/admin/document/verified',
    );
    expect(within(statuses).getByRole('link', { name: 'Archived 3' })).toHaveAttribute(
      'href',
      '/admin/document/archived',
    );
    expect(within(statuses).getByRole('link', { name: /Submitted 5/ })).toHaveAttribute(
      'href',
      '/admin/document/submitted',
    );

    const bodies = screen.getByRole('region', { name: 'Bodies awaiting verification' });
    expect(bodies).toHaveTextContent('4');
    expect(bodies).toHaveTextContent('University of Lagos');
    expect(within(bodies).getByRole('link', { name: 'Review verifying bodies' })).toHaveAttribute(
      'href',
      '/admin/service/verifyingbody',
    );
    const failed = screen.getByRole('region', { name: 'Failed payments (30 days)' });
    expect(failed).toHaveTextContent('REF-FAILED');
    expect(within(failed).getByRole('link', { name: 'Open failed payments' })).toHaveAttribute(
      'href',
      '/admin/transaction?status=failed',
    );
    const waiting = screen.getByRole('region', { name: 'Oldest waiting requests' });
    expect(within(waiting).getByRole('link', { name: /Chidi Okafor/ })).toBeInTheDocument();
    // A request past its due date is flagged to administrators where they look first; one on time is not.
    const [late, onTime] = within(waiting).getAllByRole('listitem');
    expect(late).toHaveTextContent('Overdue · 3 working days');
    expect(onTime).not.toHaveTextContent('Overdue');
    expect(screen.getByRole('link', { name: 'Audit Trail' })).toHaveAttribute('href', '/admin/audit');
  });

  it('gives each chart a text summary and its numbers as a table', async () => {
    signIn({ 'GET /api/system/admin/dashboard': { body: dashboard } });
    renderApp('/admin/dashboard');
    // Role queries over the charts' SVG are slow: find the captions by text, then their figures.
    const requests = (await screen.findByText('4 requests in the last 30 days.', {}, { timeout: 5000 })).closest(
      'figure',
    )!;
    expect(requests).toHaveTextContent('Requests per day');
    const revenue = screen.getByText('₦45,000.00 confirmed in the last 30 days.').closest('figure')!;
    expect(revenue).toHaveTextContent('Revenue per day');
    expect(revenue.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const table = revenue.querySelector('table')!;
    expect(table.querySelector('caption')).toHaveTextContent('Revenue per day, day by day');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(table.querySelector('tbody tr:last-child')).toHaveTextContent('₦45,000.00');
  });

  it('offers to try again when the dashboard cannot be fetched', async () => {
    signIn({ 'GET /api/system/admin/dashboard': { status: 500, body: { code: 'INTERNAL', message: 'Boom' } } });
    renderApp('/admin/dashboard');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not fetch the dashboard');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
