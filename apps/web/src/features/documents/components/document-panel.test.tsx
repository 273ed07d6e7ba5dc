import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/components/detail/testing/build-records';
import { listRequests, renderDocuments } from '@/features/documents/testing';

async function openRow(view: ReturnType<typeof renderDocuments>, name: RegExp) {
  // The first test also loads the page's lazy chunk.
  await view.user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
  const panel = await screen.findByRole('dialog', { name: 'Document details' });
  // The panel's own code loads when a row opens (decision 019).
  await waitFor(() => expect(within(panel).queryByText('Loading the document…')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  return panel;
}

describe('document detail slide-over', () => {
  it('opens on a row with the request, its history, and closes with X', async () => {
    const document = buildDocument({ id: 'doc-1', application_id: 'APP-77', ref_id: 'REF-77', status: 'pending' });
    const view = renderDocuments('/dashboard/document/sent', [document], {
      'POST /api/monitor/document': {
        body: {
          data: {
            document,
            history: [
              {
                from_status: null,
                to_status: 'awaiting_payment',
                note: null,
                actor_name: 'Ada Okafor',
                created_at: document.created_at,
              },
              {
                from_status: 'submitted',
                to_status: 'pending',
                note: 'Opened for review',
                actor_name: 'Registrar',
                created_at: document.updated_at,
              },
            ],
            files: [],
            verified_file: null,
          },
        },
      },
    });

    const panel = await openRow(view, /Open Okafor Ada/);
    expect(within(panel).getByText('Transaction ID').nextSibling).toHaveTextContent('APP-77');
    expect(within(panel).getByText('Payment reference', { selector: 'dt' }).nextSibling).toHaveTextContent('REF-77');
    expect(within(panel).getByText('Computer Science')).toBeInTheDocument();
    expect(within(panel).getByText('₦20,000.00')).toBeInTheDocument();
    const history = await within(panel).findByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(history).toHaveTextContent('Submitted → Pending');
    expect(view.requests.find((request) => request.path === '/api/monitor/document')?.body).toEqual({
      doc_id: 'doc-1',
    });
    // A request in review offers no next step to its owner.
    expect(within(panel).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();

    await view.user.click(within(panel).getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the Review action too', async () => {
    const view = renderDocuments('/dashboard/document/sent', [buildDocument()]);
    await view.user.click(await screen.findByRole('button', { name: 'Actions for Okafor Ada' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Review' }));
    expect(await screen.findByRole('dialog', { name: 'Document details' })).toBeInTheDocument();
  });

  it('downloads through a short-lived link opened in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = renderDocuments('/dashboard/document/sent', [buildDocument({ id: 'doc-9' })], {
      'POST /api/doc/download-link': {
        body: { url: '/api/files/signed-token', expires_at: '2025-03-03T10:05:00.000Z' },
      },
    });
    const panel = await openRow(view, /Open Okafor Ada/);

    await view.user.click(within(panel).getByRole('button', { name: 'Download Document' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/signed-token', '_blank', 'noopener'));
    expect(view.requests.find((request) => request.path === '/api/doc/download-link')?.body).toEqual({
      doc_id: 'doc-9',
      file: 'document',
    });
  });

  it('lists every file the request had, each downloadable, and names the verified one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const document = buildDocument({ id: 'doc-f', status: 'verified' });
    const file = (id: string, kind: 'original' | 'answer' | 'proof', name: string, by: string, at: string) => ({
      id,
      kind,
      file_name: name,
      mime_type: 'application/pdf',
      size_bytes: 2048,
      sha256: `${id}`.padEnd(64, '0'),
      uploaded_by: by,
      created_at: at,
    });
    const view = renderDocuments('/dashboard/document/sent', [document], {
      'POST /api/monitor/document': {
        body: {
          data: {
            document,
            history: [
              {
                from_status: 'queried',
                to_status: 'pending',
                note: 'Here is the affidavit',
                file_name: 'a-very-long-affidavit-name-that-must-wrap-on-a-phone.pdf',
                actor_name: 'Ada Okafor',
                created_at: '2025-03-04T10:00:00.000Z',
              },
            ],
            files: [
              file('f1', 'original', 'degree.pdf', 'Ada Okafor', '2025-03-01T10:00:00.000Z'),
              file('f2', 'proof', 'query.pdf', 'Kemi Bello', '2025-03-02T10:00:00.000Z'),
              file(
                'f3',
                'answer',
                'a-very-long-affidavit-name-that-must-wrap-on-a-phone.pdf',
                'Ada Okafor',
                '2025-03-04T10:00:00.000Z',
              ),
            ],
            verified_file: { id: 'f1', file_name: 'degree.pdf', sha256: 'ab12'.padEnd(64, '0') },
          },
        },
      },
      'POST /api/doc/download-link': {
        body: { url: '/api/files/signed-token', expires_at: '2025-03-03T10:05:00.000Z' },
      },
    });
    const panel = await openRow(view, /Open Okafor Ada/);

    const files = await within(panel).findByRole('list', { name: 'Files' });
    const items = within(files).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Original document',
      'Signed proof',
      'Answer to query',
    ]);
    expect(items[0]).toHaveTextContent('degree.pdf (2 KB)');
    expect(items[1]).toHaveTextContent('Kemi Bello');
    expect(within(panel).getByText('Verified file: degree.pdf')).toBeInTheDocument();
    expect(within(panel).getByText('ab12'.padEnd(64, '0'))).toBeInTheDocument();
    const history = within(panel).getByRole('list', { name: 'Status history' });
    expect(history).toHaveTextContent('File: a-very-long-affidavit-name-that-must-wrap-on-a-phone.pdf');

    await view.user.click(within(items[2]!).getByRole('button', { name: /^Download answer to query \(/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/signed-token', '_blank', 'noopener'));
    expect(view.requests.find((request) => request.path === '/api/doc/download-link')?.body).toEqual({
      doc_id: 'doc-f',
      file: 'document',
      file_id: 'f3',
    });
    expect(within(items[0]!).getByRole('button', { name: 'Download original document' })).toBeInTheDocument();
  });

  it("shows a query's note and sends the owner's answer with a new file", async () => {
    const queried = buildDocument({
      id: 'doc-q',
      version: 4,
      status: 'queried',
      verify_info: 'The scan is unreadable',
    });
    const view = renderDocuments('/dashboard/document/sent', [queried], {
      'POST /api/doc/answer': {
        body: { message: 'Your answer was sent', data: { ...queried, status: 'pending', version: 5 } },
      },
    });
    const panel = await openRow(view, /Open Okafor Ada/);
    const query = within(panel).getByRole('region', { name: 'Your verifier has a query' });
    expect(query).toHaveTextContent('The scan is unreadable');

    await view.user.click(within(query).getByRole('button', { name: 'Send answer' }));
    expect(await within(query).findByText('Note is required')).toBeInTheDocument();
    expect(view.requests.some((request) => request.path === '/api/doc/answer')).toBe(false);

    const listsBefore = listRequests(view.requests).length;
    await view.user.type(within(query).getByLabelText('Your answer'), 'Here is a clearer scan');
    const file = new File(['%PDF-1.4'], 'clearer.pdf', { type: 'application/pdf' });
    await view.user.upload(within(query).getByLabelText('New file (optional)'), file);
    expect(await within(query).findByText('clearer.pdf')).toBeInTheDocument();
    await view.user.click(within(query).getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText('Your answer was sent')).toBeInTheDocument();
    const call = view.fetchMock.mock.calls.find(([url]) => String(url) === '/api/doc/answer');
    const body = call?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('doc_id')).toBe('doc-q');
    expect(form.get('version')).toBe('4');
    expect(form.get('note')).toBe('Here is a clearer scan');
    expect((form.get('file') as File).name).toBe('clearer.pdf');
    // The list and the detail are asked for again.
    await waitFor(() => expect(listRequests(view.requests).length).toBeGreaterThan(listsBefore));
  });

  it("refuses a file that is not a PDF, PNG or JPEG, and shows a conflict's message", async () => {
    const queried = buildDocument({ status: 'queried', verify_info: 'Send the transcript' });
    const view = renderDocuments('/dashboard/document/sent', [queried], {
      'POST /api/doc/answer': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This request changed since you opened it: reload it and try again' },
      },
    });
    const panel = await openRow(view, /Open Okafor Ada/);
    const query = within(panel).getByRole('region', { name: 'Your verifier has a query' });

    const setup = (await import('@testing-library/user-event')).default.setup({ applyAccept: false });
    await setup.upload(
      within(query).getByLabelText('New file (optional)'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await within(query).findByText('notes.txt is not a PDF, PNG or JPEG file')).toBeInTheDocument();

    await view.user.type(within(query).getByLabelText('Your answer'), 'Attached');
    await view.user.click(within(query).getByRole('button', { name: 'Send answer' }));
    expect(await within(query).findByRole('alert')).toHaveTextContent('This request changed since you opened it');
  });

  it('pays for an unpaid request, opening a new reference after a failed attempt', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const unpaid = buildDocument({ id: 'doc-u', status: 'awaiting_payment', payment_status: 'failed' });
    const view = renderDocuments('/dashboard/document/sent', [unpaid], {
      'POST /api/generate/transaction/id': {
        body: { message: 'ok', data: { application_id: 'APP-1', ref_id: 'REF-new' } },
      },
      'POST /api/doc/initiate/payment': {
        body: {
          message: 'Authorization URL created',
          data: JSON.stringify({
            authorization_url: '/payments/sandbox/REF-new',
            access_code: 'ac',
            reference: 'REF-new',
          }),
        },
      },
    });
    const panel = await openRow(view, /Open Okafor Ada/);
    expect(within(panel).getByRole('region', { name: 'Payment' })).toHaveTextContent('Payment failed');

    await view.user.click(within(panel).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/REF-new'));
    const paths = view.requests.map((request) => request.path);
    expect(paths.indexOf('/api/generate/transaction/id')).toBeLessThan(paths.indexOf('/api/doc/initiate/payment'));
    expect(view.requests.find((request) => request.path === '/api/doc/initiate/payment')?.body).toEqual({
      doc_id: 'doc-u',
    });
  });

  it('goes straight to the gateway when no attempt failed yet', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const unpaid = buildDocument({ status: 'awaiting_payment', payment_status: 'pending' });
    const view = renderDocuments('/dashboard/document/sent', [unpaid], {
      'POST /api/doc/initiate/payment': {
        body: {
          message: 'ok',
          data: JSON.stringify({ authorization_url: 'https://checkout.example/x', access_code: 'a', reference: 'r' }),
        },
      },
    });
    const panel = await openRow(view, /Open Okafor Ada/);
    await view.user.click(within(panel).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/x'));
    expect(view.requests.some((request) => request.path === '/api/generate/transaction/id')).toBe(false);
  });

  it('cancels a paid request waiting for review after asking', async () => {
    const waiting = buildDocument({ id: 'doc-w', status: 'submitted', payment_status: 'confirmed' });
    const view = renderDocuments('/dashboard/document/sent', [waiting], {
      'POST /api/documents/doc-w/cancel': {
        body: {
          message: 'Your request is cancelled and your payment is being refunded',
          data: {
            id: 'refund-1',
            payment_id: 'pay-1',
            amount: 2_000_000,
            currency: 'NGN',
            reason: 'Cancelled by the requester before review',
            status: 'processed',
            requested_at: '2026-12-05T10:00:00.000Z',
            processed_at: '2026-12-05T10:00:01.000Z',
            last_error: null,
          },
        },
      },
    });
    const panel = await openRow(view, /Open Okafor Ada/);
    await view.user.click(within(panel).getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent('has not started reviewing it yet');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel request and refund me' }));
    expect(
      (await screen.findAllByText('Your request is cancelled and your payment is being refunded'))[0],
    ).toBeInTheDocument();
    expect(view.requests.filter((request) => request.path === '/api/documents/doc-w/cancel')).toHaveLength(1);
  });

  it('offers no cancelling once the body has started reviewing', async () => {
    const inReview = buildDocument({ status: 'pending', payment_status: 'confirmed' });
    const view = renderDocuments('/dashboard/document/sent', [inReview]);
    const panel = await openRow(view, /Open Okafor Ada/);
    expect(within(panel).queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
  });

  it("shows a paid request's due date and its body's turnaround, and no refund before it is overdue", async () => {
    const waiting = buildDocument({
      status: 'pending',
      payment_status: 'confirmed',
      due_at: '2026-12-18T10:00:00.000Z',
    });
    const view = renderDocuments('/dashboard/document/sent', [waiting], {
      'GET /api/institutions/inst-1/turnaround': {
        body: { data: { basis: 'recent', decisions: 12, median_days: 4, p90_days: 9 } },
      },
    });
    const panel = await openRow(view, /Open Okafor Ada/);
    const turnaround = within(panel).getByRole('region', { name: 'Turnaround' });
    expect(turnaround).toHaveTextContent('Due by Friday, December 18, 2026');
    expect(
      await within(turnaround).findByText(
        'Usually 4 working days; 9 in 10 requests within 9 working days (its last 12 decisions).',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Due by', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Friday, December 18, 2026',
    );
    expect(within(panel).queryByRole('button', { name: 'Withdraw and refund' })).not.toBeInTheDocument();
  });

  it('flags an overdue request in the list and offers its owner a refund after asking', async () => {
    const overdue = buildDocument({
      id: 'doc-o',
      status: 'pending',
      payment_status: 'confirmed',
      due_at: '2026-12-04T10:00:00.000Z',
      overdue_days: 2,
      can: { ...buildDocument().can, decide: false, refundOverdue: true },
    });
    const view = renderDocuments('/dashboard/document/sent', [overdue], {
      'POST /api/documents/doc-o/overdue-refund': {
        body: {
          message: 'Your request is withdrawn and your payment is being refunded',
          data: {
            id: 'refund-2',
            payment_id: 'pay-2',
            amount: 2_000_000,
            currency: 'NGN',
            reason: "Refunded at the requester's request: the verifying body let it pass its due date",
            status: 'processed',
            requested_at: '2026-12-08T10:00:00.000Z',
            processed_at: '2026-12-08T10:00:01.000Z',
            last_error: null,
          },
        },
      },
    });
    expect((await screen.findAllByText('Overdue · 2 working days'))[0]).toBeInTheDocument();
    const panel = await openRow(view, /Open Okafor Ada/);
    const callout = within(panel).getByRole('region', { name: 'Past its due date' });
    expect(callout).toHaveTextContent('was expected to answer by Friday, December 4, 2026, and is 2 working days late');
    await view.user.click(within(callout).getByRole('button', { name: 'Withdraw and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this overdue request?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw request and refund me' }));
    expect(
      (await screen.findAllByText('Your request is withdrawn and your payment is being refunded'))[0],
    ).toBeInTheDocument();
    expect(view.requests.filter((request) => request.path === '/api/documents/doc-o/overdue-refund')).toHaveLength(1);
  });
});
