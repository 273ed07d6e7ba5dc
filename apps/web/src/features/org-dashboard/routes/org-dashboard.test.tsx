import type { TOrgDashboardSummary } from '@docverify/contract/org-dashboard/summary';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDocument, buildDocumentPage } from '@/components/detail/testing/build-records';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildOrgUser, storeSession } from '@/testing/users';

const counts = (values: Partial<TOrgDashboardSummary['data']['received']> = {}) => ({
  awaiting_payment: 0,
  submitted: 0,
  pending: 0,
  verified: 0,
  queried: 0,
  archived: 0,
  ...values,
});

function renderDashboard(data: TOrgDashboardSummary['data'] | { status: number }) {
  const user = buildOrgUser();
  storeSession(user);
  const api = mockApi({
    'GET /api/user': { body: { user, data: { user } } },
    'GET /api/org/dashboard/summary': 'status' in data ? { status: data.status, body: {} } : { body: { data } },
    'POST /api/get/verifier/document': {
      body: buildDocumentPage([]),
    },
  });
  return { ...renderApp('/org/dashboard'), ...api };
}

describe('organisation dashboard', () => {
  it('shows received and sent counts linking to filtered lists, the oldest waiting, turnaround and revenue', async () => {
    const waiting = buildDocument({ docOwnerFirstName: 'Kofi', docOwnerLastName: 'Mensah', status: 'pending' });
    const late = buildDocument({
      docOwnerFirstName: 'Ama',
      docOwnerLastName: 'Boateng',
      status: 'submitted',
      due_at: '2026-12-01T10:00:00.000Z',
      overdue_days: 1,
    });
    const view = renderDashboard({
      received: counts({ submitted: 3, pending: 1, verified: 4 }),
      sent: counts({ awaiting_payment: 2 }),
      oldest_waiting: [late, waiting],
      turnaround: { decided: 4, median_hours: 5.5 },
      revenue: [{ currency: 'NGN', amount: 200_000 }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();

    const received = await screen.findByRole('region', { name: 'Received requests' });
    expect(within(received).getByRole('link', { name: 'Submitted 3' })).toHaveAttribute(
      'href',
      '/org/document/received?verifier_status=submitted',
    );
    expect(within(received).getByRole('link', { name: 'Verified 4' })).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Sent requests' });
    expect(within(sent).getByRole('link', { name: 'Awaiting payment 2' })).toHaveAttribute(
      'href',
      '/org/document/sent?verifier_status=awaiting_payment',
    );

    // Only the request past its due date says so.
    expect(screen.getByRole('link', { name: /Boateng Ama/ })).toHaveTextContent('Overdue · 1 working day');
    expect(screen.getByRole('link', { name: /Mensah Kofi/ })).not.toHaveTextContent('Overdue');

    expect(screen.getByText('5.5 hours')).toBeInTheDocument();
    expect(screen.getByText(/over 4 decisions/)).toBeInTheDocument();
    expect(screen.getByText('₦2,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your referral link' })).toHaveAttribute('href', '/org/referral');

    await view.user.click(screen.getByRole('link', { name: /Mensah Kofi/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Received Documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('starts empty before any request or decision', async () => {
    renderDashboard({
      received: counts(),
      sent: counts(),
      oldest_waiting: [],
      turnaround: { decided: 0, median_hours: null },
      revenue: [],
    });
    expect(await screen.findByText('Nothing is waiting for a decision.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('No decisions yet.')).toBeInTheDocument();
    expect(screen.getByText('No confirmed payments yet.')).toBeInTheDocument();
  });

  it('offers to try again when the summary cannot be fetched', async () => {
    renderDashboard({ status: 500 });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Could not fetch the dashboard');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
