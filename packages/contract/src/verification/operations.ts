import { ZDocumentIdRequest, ZDocumentResponse } from '../documents/requests';
import { defineOperation } from '../operation';
import { ZStatusEdit } from './status-edit';

// Only a verified body's account and staff work the queue: refused before the body is read.

export const startDocumentReview = defineOperation({
  method: 'POST',
  path: '/api/verifier/review/document',
  tag: 'verification',
  summary:
    'Start the review of a received request (the Start review button): a submitted one becomes pending, ' +
    'once; a replay answers with the request as it is',
  access: 'worksQueue',
  body: ZDocumentIdRequest,
  success: { status: 200, schema: ZDocumentResponse },
  errors: [400, 401, 403, 404, 409],
});

export const decideReceivedDocument = defineOperation({
  method: 'POST',
  path: '/api/verifier/verify/document',
  tag: 'verification',
  summary:
    'Decide a received request (multipart: doc_id, status verified|queried, verify_info, version, and ' +
    '`proof`, a signed PDF); the owner is e-mailed',
  access: 'worksQueue',
  stepUp: true,
  multipart: { fields: ZStatusEdit, files: ['proof'] },
  success: { status: 200, schema: ZDocumentResponse },
  errors: [400, 401, 403, 404, 409, 413, 415],
});
