import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '@/components/detail/testing/build-records';
import { openAction, pdf, renderReceived } from '@/features/received/testing';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();

describe('deciding from the review panel', () => {
  it('after Start review offers Verify and Query, which open the Edit panel with that status chosen', async () => {
    const document = buildDocument({ id: 'doc-s', status: 'submitted' });
    const view = renderReceived('/org/document/received', [document], {
      'POST /api/verifier/review/document': {
        body: {
          message: 'Review started',
          data: { ...document, status: 'pending', version: 2, can: { ...document.can, startReview: false } },
        },
      },
    });
    await openAction(view, 'Review');
    const panel = await screen.findByRole('dialog', { name: 'Document details' });
    // Not before the review has started: starting it is the verifier's first act.
    expect(within(panel).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Start review' }));

    const decide = await within(panel).findByRole('region', { name: 'Your decision' });
    expect(within(decide).getByRole('button', { name: 'Query' })).toBeInTheDocument();
    await view.user.click(within(decide).getByRole('button', { name: 'Verify' }));

    const edit = await screen.findByRole('dialog', { name: 'Edit document status' });
    expect(within(edit).getByLabelText('Status')).toHaveValue('verified');
    const submit = within(edit).getByRole('button', { name: 'Edit Status' });
    await view.user.type(within(edit).getByLabelText('Verification info'), 'Matches the register');
    await view.user.upload(within(edit).getByLabelText('Please upload a verified signed document'), pdf());
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('Query chooses Queried; the verifier can still change it in the Edit panel', async () => {
    const view = renderReceived('/org/document/received', [buildDocument({ status: 'pending' })]);
    await openAction(view, 'Review');
    const panel = await screen.findByRole('dialog', { name: 'Document details' });
    await view.user.click(await within(panel).findByRole('button', { name: 'Query' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit document status' });
    const status = within(edit).getByLabelText('Status');
    expect(status).toHaveValue('queried');
    await view.user.selectOptions(status, 'verified');
    expect(status).toHaveValue('verified');
  });

  it('offers no decision where the server does not allow one', async () => {
    const view = renderReceived('/org/document/received', [buildDocument({ status: 'verified' })]);
    await openAction(view, 'Review');
    const panel = await screen.findByRole('dialog', { name: 'Document details' });
    await within(panel).findByRole('list', { name: 'Status history' });
    expect(within(panel).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Query' })).not.toBeInTheDocument();
  });
});

describe('how long each request has waited', () => {
  it('says it in words from when it was submitted, for the requests still waiting only', async () => {
    renderReceived('/org/document/received', [
      buildDocument({ docOwnerLastName: 'Waiting', status: 'submitted', submitted_at: daysAgo(3) }),
      buildDocument({ docOwnerLastName: 'Started', status: 'pending', submitted_at: daysAgo(1) }),
      buildDocument({ docOwnerLastName: 'Decided', status: 'verified', submitted_at: daysAgo(9) }),
    ]);
    const row = async (name: string) =>
      (await screen.findByRole('button', { name: `Open ${name} Ada` }, { timeout: 5000 })).closest('tr')!;
    expect(await row('Waiting')).toHaveTextContent('Waiting 3 days');
    expect(await row('Started')).toHaveTextContent('Waiting 1 day');
    expect(await row('Decided')).not.toHaveTextContent('Waiting');
  });
});
