import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPage } from '@/components/list/testing/build-page';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, storeSession } from '@/testing/users';

function signIn(handlers: Parameters<typeof mockApi>[0]) {
  const user = buildAdmin('2');
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

const entry = {
  id: 'audit-1',
  actor: { id: 'admin-1', name: 'Bola Tinubu', email: 'bola@example.test' },
  action: 'service_charge.updated',
  entity_type: 'service_charge',
  entity_id: 'educ-bachelors',
  subject: { name: "Bachelor's", organisation: null, email: null, category: null },
  outcome: null,
  before: { amount: 100 },
  after: { amount: 250 },
  created_at: '2026-03-01T10:00:00.000Z',
};
const trail = (data: unknown[], totalPages = 1) => buildPage(data, { pageSize: 20, totalPages });

describe('audit trail', () => {
  it('lists changes in words and keeps the raw entry behind a disclosure', async () => {
    signIn({ 'GET /api/system/admin/audit': { body: trail([entry, { ...entry, id: 'audit-2', actor: null }], 3) } });
    const view = renderApp('/admin/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit Trail' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit Trail' });
    const rows = await within(table).findAllByRole('rowheader', { name: /changed the service charge for Bachelor's/ });
    expect(rows).toHaveLength(2);
    expect(table).toHaveTextContent("Bola Tinubu changed the service charge for Bachelor's");
    expect(table).toHaveTextContent("The service changed the service charge for Bachelor's");
    expect(table).not.toHaveTextContent('service_charge.updated');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await view.user.click(
      screen.getAllByRole('button', { name: "Open change: Bola Tinubu changed the service charge for Bachelor's" })[0]!,
    );
    const panel = await screen.findByRole('dialog', { name: 'Change details' });
    expect(panel).toHaveTextContent('Bola Tinubu (bola@example.test)');
    expect(within(panel).getByRole('link', { name: "Bachelor's" })).toHaveAttribute(
      'href',
      '/admin/service/servicecharge',
    );
    const raw = within(panel).getByText('Technical detail');
    expect(within(panel).getByText('service_charge.updated')).not.toBeVisible();
    await view.user.click(raw);
    expect(within(panel).getByText('service_charge.updated')).toBeVisible();
    expect(panel).toHaveTextContent(/Before\s*\{\s*"amount": 100\s*\}/);
    expect(panel).toHaveTextContent(/After\s*\{\s*"amount": 250\s*\}/);
  });

  it('searches on the server and keeps the search in the URL', async () => {
    const { fetchMock } = signIn({ 'GET /api/system/admin/audit': { body: trail([]) } });
    const view = renderApp('/admin/audit?entity_type=document');
    expect(await screen.findByText('No Changes Recorded', {}, { timeout: 5000 })).toBeInTheDocument();
    await view.user.type(screen.getByRole('searchbox'), 'bola{Enter}');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/system/admin/audit?page=1&search=bola&entity_type=document',
      ),
    );
    expect(view.router.state.location.search).toContain('search=bola');

    await view.user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/system/admin/audit?page=1&search=bola&entity_type=document&from=2026-03-01',
      ),
    );
  });
});
