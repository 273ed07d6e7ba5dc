import type { TSurcharge } from '@docverify/contract/surcharges/surcharge';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildOrgUser, storeSession } from '@/testing/users';

const owner = buildOrgUser({ transcript_access: 'active' });

const saved: TSurcharge = {
  id: 'sc-1',
  amount: 150_000,
  currency: 'NGN',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: null,
};

function signIn(user = owner, handlers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

describe('manage service page', () => {
  it('creates the surcharge in kobo and links to Transcripts', async () => {
    const { requests } = signIn(owner, {
      'GET /api/surcharge/view': { body: { data: null } },
      'POST /api/surcharge/create': { body: { message: 'Surcharge created', data: saved } },
    });
    const view = renderApp('/org/service');

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage transcripts' })).toHaveAttribute('href', '/org/transcript');
    await view.user.type(await screen.findByLabelText('Surcharge (₦)'), '1500');
    await view.user.click(screen.getByRole('button', { name: 'Create Surcharge' }));

    expect(await screen.findByText('Surcharge created')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/surcharge/create')?.body).toEqual({ amount: 150_000 });
    expect(await screen.findByText('Your surcharge: ₦1,500.00 per request.')).toBeVisible();
  });

  it('updates it, with the spec’s texts on failure', async () => {
    signIn(owner, {
      'GET /api/surcharge/view': { body: { data: saved } },
      'POST /api/surcharge/update': { status: 500, body: {} },
    });
    const view = renderApp('/org/service');
    const amount = await screen.findByLabelText('Surcharge (₦)');
    expect(amount).toHaveValue('1500.00');
    await view.user.clear(amount);
    await view.user.type(amount, '-5');
    expect(await screen.findByText('Surcharge must be an amount in naira, with at most two decimals')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update Surcharge' })).toBeDisabled();
    await view.user.clear(amount);
    await view.user.type(amount, '2000');
    await view.user.click(screen.getByRole('button', { name: 'Update Surcharge' }));
    expect(await screen.findByText('Could not update Service Charge')).toBeInTheDocument();
  });

  it('says Could not create Sur Charge when the first save fails', async () => {
    signIn(owner, {
      'GET /api/surcharge/view': { body: { data: null } },
      'POST /api/surcharge/create': { status: 409, body: { code: 'CONFLICT', message: 'Already set' } },
    });
    const view = renderApp('/org/service');
    await view.user.type(await screen.findByLabelText('Surcharge (₦)'), '10');
    await view.user.click(screen.getByRole('button', { name: 'Create Surcharge' }));
    expect(await screen.findByText('Could not create Sur Charge: Already set')).toBeInTheDocument();
  });

  it('says Could not fetch Service Charge when the view fails', async () => {
    signIn(owner, { 'GET /api/surcharge/view': { status: 500, body: {} } });
    renderApp('/org/service');
    await waitFor(() => expect(screen.getAllByText('Could not fetch Service Charge')).toHaveLength(2));
  });

  it('shows staff the surcharge without a way to change it', async () => {
    signIn(buildOrgUser({ category: 'staff', transcript_access: 'active' }), {
      'GET /api/surcharge/view': { body: { data: saved } },
    });
    renderApp('/org/service');
    expect(await screen.findByLabelText('Surcharge (₦)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update Surcharge' })).not.toBeInTheDocument();
  });
});
