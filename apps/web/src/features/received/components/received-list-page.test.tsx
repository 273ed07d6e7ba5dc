import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicableActions, buildDocument } from '@/components/detail/testing/build-records';
import { calls, fillEditForm, openAction, pdf, renderReceived } from '@/features/received/testing';

describe('received documents', () => {
  it('lists the queue with the Received and Sent tabs, and searches on the server', async () => {
    const view = renderReceived('/org/document/received', [buildDocument()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Received Documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Received' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sent' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Okafor Ada' })).toBeInTheDocument();
    expect(calls(view.requests, '/api/get/verifier/document')[0]?.body).toEqual({ page: 1 });
  });

  it("asks for the URL's page, search and filter: the dashboard's cards link to a filtered queue", async () => {
    const view = renderReceived('/org/document/received?verifier_status=submitted&search=ada&page=2', [
      buildDocument(),
    ]);
    expect(await screen.findByRole('button', { name: 'Open Okafor Ada' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls(view.requests, '/api/get/verifier/document')[0]?.body).toEqual({
      page: 2,
      search: 'ada',
      verifier_status: 'submitted',
    });
    expect(screen.getByRole('button', { name: 'Remove filter Verifier: Submitted' })).toBeInTheDocument();
  });

  it('flags a request past its due date with how many working days it is late, and only that one', async () => {
    renderReceived('/org/document/received', [
      buildDocument({ docOwnerLastName: 'Late', due_at: '2026-12-01T10:00:00.000Z', overdue_days: 3 }),
      buildDocument({ docOwnerLastName: 'Early', due_at: '2027-01-08T10:00:00.000Z' }),
    ]);
    const late = (await screen.findByRole('button', { name: 'Open Late Ada' }, { timeout: 5000 })).closest('tr')!;
    expect(within(late).getByText('Overdue · 3 working days')).toBeInTheDocument();
    const early = screen.getByRole('button', { name: 'Open Early Ada' }).closest('tr')!;
    expect(within(early).queryByText(/Overdue/)).not.toBeInTheDocument();
  });

  it("says 'No Documents Available' for an empty queue", async () => {
    renderReceived('/org/document/received', []);
    expect(await screen.findByText('No Documents Available', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('Review opens the read-only panel without changing the request; Start review does, with a toast', async () => {
    const document = buildDocument({ id: 'doc-r', status: 'submitted' });
    const view = renderReceived('/org/document/received', [document], {
      'POST /api/verifier/review/document': {
        body: {
          message: 'Review started',
          data: { ...document, status: 'pending', version: 2, can: { ...document.can, startReview: false } },
        },
      },
    });
    await screen.findByRole('button', { name: 'Open Okafor Ada' }, { timeout: 5000 });
    await openAction(view, 'Review');

    const panel = await screen.findByRole('dialog', { name: 'Document details' });
    expect(await within(panel).findByRole('list', { name: 'Status history' })).toBeInTheDocument();
    expect(calls(view.requests, '/api/verifier/review/document')).toEqual([]);
    expect(within(panel).queryByRole('button', { name: 'Edit Status' })).not.toBeInTheDocument();

    const listsBefore = calls(view.requests, '/api/get/verifier/document').length;
    await view.user.click(within(panel).getByRole('button', { name: 'Start review' }));
    expect(await screen.findByText('Review started')).toBeInTheDocument();
    expect(calls(view.requests, '/api/verifier/review/document').map((request) => request.body)).toEqual([
      { doc_id: 'doc-r' },
    ]);
    expect(await within(panel).findByText('Pending')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Start review' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls(view.requests, '/api/get/verifier/document').length).toBeGreaterThan(listsBefore));
  });

  it('offers no Start review where the server does not allow it', async () => {
    const view = renderReceived('/org/document/received', [buildDocument({ id: 'doc-p', status: 'pending' })]);
    await openAction(view, 'Review');
    const panel = await screen.findByRole('dialog', { name: 'Document details' });
    expect(await within(panel).findByRole('list', { name: 'Status history' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Start review' })).not.toBeInTheDocument();
  });

  it("marks an answered request 'Answered' beside Pending and opens it on the requester's answer", async () => {
    const view = renderReceived('/org/document/received', [
      buildDocument({ id: 'doc-a', status: 'pending', answered: true }),
    ]);
    const row = (await screen.findByRole('button', { name: 'Open Okafor Ada' }, { timeout: 5000 })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Pending')).toBeInTheDocument();
    expect(within(row!).getByText('Answered')).toBeInTheDocument();
    await openAction(view, 'Review');
    const panel = await screen.findByRole('dialog', { name: 'Document details' });
    const answer = await within(panel).findByRole('region', { name: 'The requester answered your query' });
    expect(answer).toHaveTextContent('Here is a clearer scan');
    // It comes first, before the request's details and history.
    const first = within(panel).getAllByRole('region')[0];
    expect(first).toBe(answer);
  });

  it('Edit keeps Edit Status disabled until the form is valid, and says info is required', async () => {
    const view = renderReceived('/org/document/received', [buildDocument()]);
    await openAction(view, 'Edit');
    const panel = await screen.findByRole('dialog', { name: 'Edit document status' });
    const submit = within(panel).getByRole('button', { name: 'Edit Status' });
    expect(submit).toBeDisabled();

    await view.user.selectOptions(within(panel).getByLabelText('Status'), 'queried');
    const info = within(panel).getByLabelText('Verification info');
    await view.user.type(info, 'x');
    await view.user.clear(info);
    expect(await within(panel).findByText('info is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await view.user.type(info, 'The scan is unreadable');
    expect(submit).toBeDisabled();
    await view.user.upload(within(panel).getByLabelText('Please upload a verified signed document'), pdf());
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('refuses a file that is not a PDF, and clearing the upload leaves no file shown', async () => {
    const view = renderReceived('/org/document/received', [buildDocument()]);
    await openAction(view, 'Edit');
    const panel = await screen.findByRole('dialog', { name: 'Edit document status' });
    const upload = within(panel).getByLabelText('Please upload a verified signed document');

    // The input's accept attribute would stop a user picking it; applyAccept off lets the drop zone judge it.
    const image = new File(['png'], 'photo.png', { type: 'image/png' });
    await view.user.setup({ applyAccept: false }).upload(upload, image);
    expect(await within(panel).findByText('photo.png is not a PDF file')).toBeInTheDocument();

    await view.user.upload(upload, pdf('proof.pdf'));
    expect(await within(panel).findByText('proof.pdf')).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Remove proof.pdf' }));
    expect(within(panel).queryByText('proof.pdf')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Edit Status' })).toBeDisabled();
  });

  it("sends the status edit payload as multipart and toasts the server's message", async () => {
    const document = buildDocument({ id: 'doc-e', version: 3, doc_owner_id: 'owner-7', status: 'pending' });
    const view = renderReceived('/org/document/received', [document], {
      'POST /api/verifier/verify/document': {
        body: {
          message: 'Document verified',
          data: {
            ...document,
            status: 'verified',
            version: 4,
            verify_info: 'Matches the register',
            has_proof: true,
            can: applicableActions('verified'),
          },
        },
      },
    });
    await openAction(view, 'Edit');
    const panel = await screen.findByRole('dialog', { name: 'Edit document status' });
    await fillEditForm(view, panel);
    await view.user.click(within(panel).getByRole('button', { name: 'Edit Status' }));

    expect(await screen.findByText('Document verified')).toBeInTheDocument();
    const call = view.fetchMock.mock.calls.find(([url]) => String(url) === '/api/verifier/verify/document');
    const form = call?.[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'proof'))).toEqual({
      doc_id: 'doc-e',
      doc_type: 'educ',
      doc_owner_id: 'owner-7',
      status: 'verified',
      verify_info: 'Matches the register',
      version: '3',
    });
    expect((form.get('proof') as File).name).toBe('signed.pdf');
    // The panel now shows the decision with its proof, not the form.
    expect(await within(panel).findByRole('button', { name: 'Download Proof' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit Status' })).not.toBeInTheDocument();
  });

  it("falls back to 'status edited' when the server gives no message", async () => {
    const document = buildDocument({ status: 'pending' });
    const view = renderReceived('/org/document/received', [document], {
      'POST /api/verifier/verify/document': { body: { message: '', data: { ...document, status: 'queried' } } },
    });
    await openAction(view, 'Edit');
    const panel = await screen.findByRole('dialog', { name: 'Edit document status' });
    await fillEditForm(view, panel);
    await view.user.click(within(panel).getByRole('button', { name: 'Edit Status' }));
    expect(await screen.findByText('status edited')).toBeInTheDocument();
  });

  it("shows the server's errors as an error toast", async () => {
    const view = renderReceived('/org/document/received', [buildDocument({ status: 'pending' })], {
      'POST /api/verifier/verify/document': {
        status: 415,
        body: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'The signed document must be a PDF',
          errors: { proof: 'The signed document must be a PDF' },
        },
      },
    });
    await openAction(view, 'Edit');
    const panel = await screen.findByRole('dialog', { name: 'Edit document status' });
    await fillEditForm(view, panel);
    await view.user.click(within(panel).getByRole('button', { name: 'Edit Status' }));
    expect(await screen.findByText('The signed document must be a PDF')).toBeInTheDocument();
    // The form stays for another try.
    expect(within(panel).getByRole('button', { name: 'Edit Status' })).toBeInTheDocument();
  });

  it('shows a decided request with its decision and proof instead of the form', async () => {
    const view = renderReceived('/org/document/received', [
      buildDocument({ status: 'verified', verify_info: 'Graduated 2018', has_proof: true }),
    ]);
    await openAction(view, 'Edit');
    const panel = await screen.findByRole('dialog', { name: 'Edit document status' });
    const decision = within(panel).getByRole('region', { name: 'Decision' });
    expect(decision).toHaveTextContent('Graduated 2018');
    expect(within(decision).getByRole('button', { name: 'Download Proof' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit Status' })).not.toBeInTheDocument();
  });

  it('shows the same queue on /org/document as Manage Documents', async () => {
    renderReceived('/org/document', [buildDocument()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Okafor Ada' })).toBeInTheDocument();
  });
});

describe('document history', () => {
  it('shows Full Name, Document and Verification Status with Review and Edit', async () => {
    const view = renderReceived('/org/transaction', [
      buildDocument({ status: 'verified' }),
      buildDocument({ docOwnerFirstName: 'Kofi', docOwnerLastName: 'Mensah', status: 'queried' }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Document History' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Document History' });
    await within(table).findByRole('button', { name: 'Open Mensah Kofi' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Full Name', 'Document', 'Verification Status', 'Actions']);
    expect(within(table).getByText('Queried')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Actions for Mensah Kofi' }));
    expect(screen.getByRole('menuitem', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(calls(view.requests, '/api/get/verifier/document')).not.toHaveLength(0);
  });

  it("says 'No Documents Available' when there is no history", async () => {
    renderReceived('/org/transaction', []);
    expect(await screen.findByText('No Documents Available', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
