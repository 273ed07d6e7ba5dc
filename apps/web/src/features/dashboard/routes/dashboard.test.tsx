import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDocument, buildDocumentPage } from '@/components/detail/testing/build-records';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';

function renderDashboard() {
  const user = buildUser();
  storeSession(user);
  mockApi({
    'GET /api/user': { body: { user, data: { user } } },
    'GET /api/user/dashboard': {
      body: {
        data: {
          counts: { awaiting_payment: 1, submitted: 2, pending: 0, verified: 4, queried: 1, archived: 0 },
          total: 8,
          recent: [buildDocument({ application_id: 'APP-RECENT', document_type_name: 'Transcript' })],
          spent: [
            { currency: 'NGN', amount: 4_500_000 },
            { currency: 'USD', amount: 12_000 },
          ],
        },
      },
    },
    'POST /api/get/documents': {
      body: buildDocumentPage([]),
    },
  });
  return renderApp('/dashboard');
}

describe('dashboard', () => {
  it('counts requests by status, each linking to the filtered sent list', async () => {
    const view = renderDashboard();
    const counts = await screen.findByRole('region', { name: 'Requests by status' }, { timeout: 5000 });
    expect(within(counts).getByRole('link', { name: 'Verified 4' })).toHaveAttribute(
      'href',
      '/dashboard/document/sent?verifier_status=verified',
    );
    expect(within(counts).getByRole('link', { name: 'Awaiting payment 1' })).toHaveAttribute(
      'href',
      '/dashboard/document/sent?verifier_status=awaiting_payment',
    );
    expect(within(counts).getAllByRole('link')).toHaveLength(5);

    await view.user.click(within(counts).getByRole('link', { name: 'Submitted 2' }));
    await screen.findByRole('heading', { level: 1, name: 'Sent Documents' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByText('Verifier: Submitted')).toBeInTheDocument());
  });

  it('shows recent requests, money spent per currency and the way to verify a document', async () => {
    renderDashboard();
    expect(await screen.findByText(/APP-RECENT/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all documents' })).toHaveAttribute(
      'href',
      '/dashboard/document/sent',
    );
    expect(screen.getByText('₦45,000.00')).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify a document' })).toHaveAttribute(
      'href',
      '/dashboard/verifydocument',
    );
  });
});
