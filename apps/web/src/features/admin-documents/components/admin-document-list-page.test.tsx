import type { TDocument } from '@docverify/contract/documents/document';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicableActions, buildDocument, buildDocumentPage } from '@/components/detail/testing/build-records';
import { mockApi, type TMockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildAdmin, storeSession } from '@/testing/users';

type THandlers = Parameters<typeof mockApi>[0];

function renderAdminDocuments(path: string, documents: TDocument[], handlers: THandlers = {}) {
  const user = buildAdmin('2');
  storeSession(user);
  const api = mockApi({
    'GET /api/user': { body: { user, data: { user } } },
    'GET /api/system/admin/get/all/documents': { body: buildDocumentPage(documents) },
    'POST /api/system/admin/get/single/document': {
      body: {
        data: {
          document: documents[0],
          history: [
            {
              from_status: null,
              to_status: 'submitted',
              note: null,
              actor_name: null,
              created_at: '2025-03-01T10:00:00.000Z',
            },
          ],
          files: [],
          verified_file: null,
        },
      },
    },
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

const calls = (requests: TMockRequest[], path: string) => requests.filter((request) => request.path.startsWith(path));

async function openAction(view: ReturnType<typeof renderAdminDocuments>, action: 'Review' | 'Edit') {
  await view.user.click(await screen.findByRole('button', { name: 'Actions for Okafor Ada' }, { timeout: 5000 }));
  await view.user.click(screen.getByRole('menuitem', { name: action }));
}

describe('admin documents', () => {
  it("lists the tab's documents under the status tabs", async () => {
    const view = renderAdminDocuments('/admin/document/pending', [buildDocument({ status: 'pending' })]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pending Documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Archived' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Okafor Ada' })).toBeInTheDocument();
    // The mock records paths without their query; the server-side filter is covered by the integration tests.
    expect(calls(view.requests, '/api/system/admin/get/all/documents').length).toBeGreaterThan(0);
  });

  it('keeps the h1 of every admin documents page', async () => {
    renderAdminDocuments('/admin/document', []);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No Documents Available')).toBeInTheDocument();
  });

  it('reviews a document read-only with its history, and archives it after confirming', async () => {
    const document = buildDocument({ status: 'pending' });
    const view = renderAdminDocuments('/admin/document/all', [document], {
      'POST /api/system/admin/update/document': {
        body: {
          message: 'Document archived',
          data: { ...document, status: 'archived', version: document.version + 1, can: applicableActions('archived') },
        },
      },
    });
    await openAction(view, 'Review');
    const panel = await screen.findByRole('dialog', { name: 'Document details' });
    expect(await within(panel).findByRole('list', { name: 'Status history' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download Document' })).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Status')).not.toBeInTheDocument();

    await view.user.click(within(panel).getByRole('button', { name: 'Archive Document' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive this document?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(calls(view.requests, '/api/system/admin/update/document')).toHaveLength(1));
    expect(calls(view.requests, '/api/system/admin/update/document')[0]?.body).toEqual({
      doc_id: document.id,
      action: 'archive',
      version: document.version,
    });
    expect(await screen.findByRole('button', { name: 'Restore Document' })).toBeInTheDocument();
  });

  it("decides a document: 'Edit Status' waits for a status, the info and a PDF", async () => {
    const document = buildDocument({ status: 'pending' });
    const view = renderAdminDocuments('/admin/document/all', [document], {
      'POST /api/system/admin/verify/document': {
        body: { message: 'Document verified', data: { ...document, status: 'verified', has_proof: true } },
      },
    });
    await openAction(view, 'Edit');
    const panel = await screen.findByRole('dialog', { name: 'Edit document status' });
    const submit = within(panel).getByRole('button', { name: 'Edit Status' });
    expect(submit).toBeDisabled();
    await view.user.selectOptions(within(panel).getByLabelText('Status'), 'verified');
    await view.user.type(within(panel).getByLabelText('Verification info'), 'Confirmed with the registrar');
    await view.user.clear(within(panel).getByLabelText('Verification info'));
    expect(await within(panel).findByText('info is required')).toBeInTheDocument();
    await view.user.type(within(panel).getByLabelText('Verification info'), 'Confirmed with the registrar');
    await view.user.upload(
      within(panel).getByLabelText('Please upload a verified signed document'),
      new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(submit).toBeEnabled());
    await view.user.click(submit);
    await waitFor(() => expect(calls(view.requests, '/api/system/admin/verify/document')).toHaveLength(1));
  });

  it("shows 'Could not fetch document' when the list fails", async () => {
    renderAdminDocuments('/admin/document/all', [], {
      'GET /api/system/admin/get/all/documents': { status: 500, body: { code: 'INTERNAL', message: '' } },
    });
    expect(await screen.findByText(/Could not fetch document/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
