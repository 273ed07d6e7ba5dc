import { ZDocumentListResponse } from '../documents/list-answers';
import {
  ZDocumentResponse,
  ZDownloadLinkRequest,
  ZDownloadLinkResponse,
  ZMonitorResponse,
} from '../documents/requests';
import { defineOperation } from '../operation';
import { ZStatusEdit } from '../verification/status-edit';
import { ZAdminDocumentListQuery, ZAdminDocumentUpdate, ZAdminSingleDocumentQuery } from './documents';

// Every request in the service, for administrators: the list, one request, archive and restore, and decisions.

export const listAllDocuments = defineOperation({
  method: 'GET',
  path: '/api/system/admin/get/all/documents',
  tag: 'admin',
  summary: 'One page of every request (unpaid ones included), filtered, searched and sorted, 9 a page',
  access: 'administrator',
  query: ZAdminDocumentListQuery,
  success: { status: 200, schema: ZDocumentListResponse },
  errors: [400, 401, 403],
});

export const getSingleDocument = defineOperation({
  method: 'POST',
  path: '/api/system/admin/get/single/document',
  tag: 'admin',
  summary: 'One request with its status history; 404 unless its category, id and owner all match',
  access: 'administrator',
  query: ZAdminSingleDocumentQuery,
  success: { status: 200, schema: ZMonitorResponse },
  errors: [400, 401, 403, 404],
});

export const archiveOrRestoreDocument = defineOperation({
  method: 'POST',
  path: '/api/system/admin/update/document',
  tag: 'admin',
  summary: 'Archive a request, or restore an archived one to the status it had before; audited',
  access: 'administrator',
  stepUp: true,
  body: ZAdminDocumentUpdate,
  success: { status: 200, schema: ZDocumentResponse },
  errors: [400, 401, 403, 404, 409],
});

export const decideDocument = defineOperation({
  method: 'POST',
  path: '/api/system/admin/verify/document',
  tag: 'admin',
  summary:
    'Decide any paid request when its verifying body cannot (multipart like /verifier/verify/document: ' +
    'doc_id, status verified|queried, verify_info, version, `proof` PDF); the owner is e-mailed; audited',
  access: 'administrator',
  stepUp: true,
  multipart: { fields: ZStatusEdit, files: ['proof'] },
  success: { status: 200, schema: ZDocumentResponse },
  errors: [400, 401, 403, 404, 409, 413, 415],
});

export const createDownloadLink = defineOperation({
  method: 'POST',
  path: '/api/system/admin/download-link',
  tag: 'admin',
  summary: "A five-minute link to any request's file or signed proof, openable in a new tab",
  access: 'administrator',
  body: ZDownloadLinkRequest,
  success: { status: 200, schema: ZDownloadLinkResponse },
  errors: [400, 401, 403, 404],
});
