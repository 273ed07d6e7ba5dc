import { z } from 'zod';
import { defineOperation } from '../operation';
import {
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZDocumentIdRequest,
  ZDocumentResponse,
  ZDownloadLinkRequest,
  LINK_EXPIRED,
  ZDownloadLinkResponse,
  ZMonitorResponse,
  ZPublicVerification,
  ZQueryAnswer,
} from './requests';
import { ZDocumentSubmission } from './submission';

// A requester's calls: administrators have their own, and are refused before the body (or an upload) is read.

export const quoteCheckout = defineOperation({
  method: 'POST',
  path: '/api/doc/checkout',
  tag: 'documents',
  summary: 'The fee a request would cost (JSON or multipart: document_type_id, institution_id)',
  access: 'requester',
  body: ZCheckoutRequest,
  multipart: { fields: ZCheckoutRequest, files: [] },
  success: { status: 200, schema: ZCheckoutResponse },
  errors: [400, 401, 403, 404, 415],
});

export const submitDocumentRequest = defineOperation({
  method: 'POST',
  path: '/api/doc/verify',
  tag: 'documents',
  summary:
    'Submit a request (multipart: the ZDocumentSubmission fields and `file`, a PDF, PNG or JPEG up to 5 MB); ' +
    'it waits for its payment',
  access: 'requester',
  multipart: { fields: ZDocumentSubmission, files: ['file'] },
  success: { status: 201, schema: ZDocumentResponse },
  errors: [400, 401, 403, 404, 413, 415],
});

export const answerDocumentQuery = defineOperation({
  method: 'POST',
  path: '/api/doc/answer',
  tag: 'documents',
  summary: "Answer a verifier's query (multipart: doc_id, version, note, optional `file`); it goes back to pending",
  access: 'requester',
  multipart: { fields: ZQueryAnswer, files: ['file'] },
  success: { status: 200, schema: ZDocumentResponse },
  errors: [400, 401, 403, 404, 409, 413, 415],
});

export const getDocumentHistory = defineOperation({
  method: 'POST',
  path: '/api/monitor/document',
  tag: 'documents',
  summary: 'A request and its status history, oldest first',
  access: 'requester',
  body: ZDocumentIdRequest,
  success: { status: 200, schema: ZMonitorResponse },
  errors: [400, 401, 403, 404],
});

export const createFileDownloadLink = defineOperation({
  method: 'POST',
  path: '/api/doc/download-link',
  tag: 'documents',
  summary: "A five-minute link to a request's file, for someone who may read the request",
  access: 'requester',
  body: ZDownloadLinkRequest,
  success: { status: 200, schema: ZDownloadLinkResponse },
  errors: [400, 401, 403, 404],
});

export const downloadFile = defineOperation({
  method: 'GET',
  path: '/api/files/{token}',
  tag: 'documents',
  summary: 'The file a download link names (public: the signed token is the authorisation)',
  access: 'public',
  params: z.object({ token: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, LINK_EXPIRED) }),
  // The file, with its stored content type (a PDF, PNG or JPEG).
  success: { status: 200, schema: null },
  errors: [400, 403, 404],
});

export const getPublicVerification = defineOperation({
  method: 'GET',
  path: '/api/viewer/{viewerCode}',
  tag: 'documents',
  summary: "A verified request's result, for anyone holding its viewer code (public)",
  access: 'public',
  params: z.object({ viewerCode: z.string().regex(/^[\w-]{16,100}$/, 'This verification code is not valid') }),
  success: { status: 200, schema: ZPublicVerification },
  errors: [400, 404, 410, 429],
});
