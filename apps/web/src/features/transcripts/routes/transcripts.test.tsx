import type { TTranscriptService } from '@docverify/contract/transcripts/transcript';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildOrgUser, storeSession } from '@/testing/users';

const owner = buildOrgUser({ transcript_access: 'active' });

const saved: TTranscriptService = {
  id: 'ts-1',
  fee: 1_250_050,
  currency: 'NGN',
  processing_days: 10,
  delivery_options: ['email', 'courier'],
  notes: 'Sealed copies go by courier.',
  active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: null,
};

function signIn(user = owner, handlers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(user);
  return mockApi({ 'GET /api/user': { body: { user, data: { user } } }, ...handlers });
}

describe('transcripts page', () => {
  it('sets up the service: naira become kobo, delivery options are checkboxes', async () => {
    const { requests } = signIn(owner, {
      'GET /api/verifier/get/transcript': { body: { data: null } },
      'POST /api/inst/transcript/setup': { body: { message: 'Transcript service created', data: saved } },
    });
    const view = renderApp('/org/transcript');

    expect(await screen.findByRole('heading', { level: 1, name: 'Transcripts' })).toBeInTheDocument();
    const create = await screen.findByRole('button', { name: 'Create Transcript' });
    expect(create).toBeDisabled();

    await view.user.type(screen.getByLabelText('Fee (₦)'), '12500.5x');
    expect(await screen.findByText('Fee must be an amount in naira, with at most two decimals')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Fee (₦)'), '{Backspace}');
    await view.user.type(screen.getByLabelText('Processing days'), '10');
    await view.user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Courier' }));
    await view.user.type(screen.getByLabelText('Notes'), 'Sealed copies go by courier.');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    await waitFor(() => expect(create).toBeEnabled());
    await view.user.click(create);

    expect(await screen.findByText('Transcript service created')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/inst/transcript/setup')?.body).toEqual({
      fee: 1_250_050,
      processing_days: 10,
      delivery_options: ['email', 'courier'],
      notes: 'Sealed copies go by courier.',
      active: true,
    });
    expect(await screen.findByText(/₦12,500\.50 per transcript, ready in 10 days, by E-mail, Courier/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Update Transcript' })).toBeDisabled();
  });

  it('updates an existing service and shows the failure as a toast', async () => {
    const { requests } = signIn(owner, {
      'GET /api/verifier/get/transcript': { body: { data: saved } },
      'POST /api/inst/transcript/update': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Choose at least one delivery option', errors: {} },
      },
    });
    const view = renderApp('/org/transcript');

    const fee = await screen.findByLabelText('Fee (₦)');
    expect(fee).toHaveValue('12500.50');
    await view.user.click(screen.getByRole('switch', { name: 'Active' }));
    await view.user.click(screen.getByRole('button', { name: 'Update Transcript' }));

    expect(
      await screen.findByText('Could not update Transcript: Choose at least one delivery option'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/inst/transcript/update')?.body).toMatchObject({
      fee: 1_250_050,
      active: false,
    });
  });

  it('says Could not create Transcript when the set-up fails', async () => {
    signIn(owner, {
      'GET /api/verifier/get/transcript': { body: { data: null } },
      'POST /api/inst/transcript/setup': { status: 500, body: {} },
    });
    const view = renderApp('/org/transcript');
    await view.user.type(await screen.findByLabelText('Fee (₦)'), '100');
    await view.user.type(screen.getByLabelText('Processing days'), '3');
    await view.user.click(screen.getByRole('checkbox', { name: 'Pick-up' }));
    await view.user.click(screen.getByRole('button', { name: 'Create Transcript' }));
    expect(await screen.findByText('Could not create Transcript')).toBeInTheDocument();
  });

  it('shows staff the service without a way to change it', async () => {
    signIn(buildOrgUser({ category: 'staff', transcript_access: 'active' }), {
      'GET /api/verifier/get/transcript': { body: { data: saved } },
    });
    renderApp('/org/transcript');
    expect(await screen.findByLabelText('Fee (₦)')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update Transcript' })).not.toBeInTheDocument();
    expect(screen.getByText("Only your organisation's account can change the transcript service.")).toBeVisible();
  });

  it('says Could not fetch Transcript, with the reason, when the server refuses', async () => {
    signIn(owner, {
      'GET /api/verifier/get/transcript': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Your organisation has no transcript access' },
      },
    });
    renderApp('/org/transcript');
    const text = 'Could not fetch Transcript: Your organisation has no transcript access';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
