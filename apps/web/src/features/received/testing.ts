import type { TDocument } from '@docverify/contract/documents/document';
import { screen, within } from '@testing-library/react';
import { buildDocumentPage } from '@/components/detail/testing/build-records';
import { mockApi, type TMockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildOrgUser, storeSession } from '@/testing/users';

// The received queue's tests: an organisation user signed in, the queue answered with the given requests.

type THandlers = Parameters<typeof mockApi>[0];

/** Signs an organisation user in and opens a page fed by the received queue, answering with `documents`. */
export function renderReceived(path: string, documents: TDocument[], handlers: THandlers = {}) {
  const user = buildOrgUser();
  storeSession(user);
  const api = mockApi({
    'GET /api/user': { body: { user, data: { user } } },
    'POST /api/get/verifier/document': { body: buildDocumentPage(documents) },
    'POST /api/monitor/document': (request) => {
      const id = (request.body as { doc_id: string }).doc_id;
      const document = documents.find((candidate) => candidate.id === id);
      return {
        body: {
          data: {
            document,
            history: [
              {
                from_status: 'queried',
                to_status: 'pending',
                note: 'Here is a clearer scan',
                actor_name: 'Ada Okafor',
                created_at: '2025-03-04T10:00:00.000Z',
              },
            ],
            files: [],
            verified_file: null,
          },
        },
      };
    },
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

export const calls = (requests: TMockRequest[], path: string) => requests.filter((request) => request.path === path);

export async function openAction(
  view: ReturnType<typeof renderReceived>,
  action: 'Review' | 'Edit',
  row = 'Okafor Ada',
) {
  // The first test also loads the page's lazy chunk.
  await view.user.click(await screen.findByRole('button', { name: `Actions for ${row}` }, { timeout: 5000 }));
  await view.user.click(screen.getByRole('menuitem', { name: action }));
}

export const pdf = (name = 'signed.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

export async function fillEditForm(view: ReturnType<typeof renderReceived>, panel: HTMLElement) {
  await view.user.selectOptions(within(panel).getByLabelText('Status'), 'verified');
  await view.user.type(within(panel).getByLabelText('Verification info'), 'Matches the register');
  await view.user.upload(within(panel).getByLabelText('Please upload a verified signed document'), pdf());
}
