import { z } from 'zod';
import { defineOperation } from '../operation';
import {
  ZCreateShareRequest,
  ZShareListResponse,
  ZShareResponse,
  ZShareViewsQuery,
  ZShareViewsResponse,
} from './shares';

// A malformed id reads as a record that does not exist, as everywhere else.
const ZId = z.string().regex(/^[\w-]{1,64}$/, 'No such record');
const ZDocumentParams = z.object({ id: ZId });

export const listShareLinks = defineOperation({
  method: 'GET',
  path: '/api/documents/{id}/shares',
  tag: 'shares',
  summary: "A request's share links with how often each was opened (owner; administrators read)",
  access: 'signedIn',
  params: ZDocumentParams,
  success: { status: 200, schema: ZShareListResponse },
  errors: [400, 401, 403, 404],
});

export const createShareLink = defineOperation({
  method: 'POST',
  path: '/api/documents/{id}/shares',
  tag: 'shares',
  summary: 'A new labelled share link for a verified request, with an optional expiry within a year',
  access: 'requester',
  params: ZDocumentParams,
  body: ZCreateShareRequest,
  success: { status: 201, schema: ZShareResponse },
  errors: [400, 401, 403, 404, 409],
});

export const revokeShareLink = defineOperation({
  method: 'POST',
  path: '/api/documents/{id}/shares/{shareId}/revoke',
  tag: 'shares',
  summary: 'Revokes a share link at once (idempotent); whoever opens it then is told it was revoked',
  access: 'requester',
  params: ZDocumentParams.extend({ shareId: ZId }),
  success: { status: 200, schema: ZShareResponse },
  errors: [400, 401, 403, 404],
});

export const listShareViews = defineOperation({
  method: 'GET',
  path: '/api/documents/{id}/share-views',
  tag: 'shares',
  summary: "Who opened a request's share links, newest first, page by page (owner; administrators read)",
  access: 'signedIn',
  params: ZDocumentParams,
  query: ZShareViewsQuery,
  success: { status: 200, schema: ZShareViewsResponse },
  errors: [400, 401, 403, 404],
});
