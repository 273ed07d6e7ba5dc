import type { TDocument } from '@docverify/contract/documents/document';
import { buildDocumentPage } from '@/components/detail/testing/build-records';
import { mockApi, type TMockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { buildUser, storeSession } from '@/testing/users';
import type { TUser } from '@docverify/contract/auth/user';

type THandlers = Parameters<typeof mockApi>[0];

/** Signs someone in (an individual by default) and opens a documents page whose list answers with `documents`. */
export function renderDocuments(
  path: string,
  documents: TDocument[],
  handlers: THandlers = {},
  user: TUser = buildUser(),
) {
  storeSession(user);
  const api = mockApi({
    'GET /api/user': { body: { user, data: { user } } },
    'POST /api/get/documents': { body: buildDocumentPage(documents) },
    'POST /api/monitor/document': (request) => {
      const id = (request.body as { doc_id: string }).doc_id;
      const document = documents.find((candidate) => candidate.id === id);
      return { body: { data: { document, history: [], files: [], verified_file: null } } };
    },
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

export const listRequests = (requests: TMockRequest[]) =>
  requests.filter((request) => request.path === '/api/get/documents').map((request) => request.body);
