import { ZDocumentListResponse } from '../documents/list-answers';
import { ZDocumentListRequest } from '../documents/requests';
import { defineOperation } from '../operation';

// Apart from the other operations: the web app builds this answer's schema only when a page asks for it
// (decision 044), so importing another operation must not build it.

export const listReceivedDocuments = defineOperation({
  method: 'POST',
  path: '/api/get/verifier/document',
  tag: 'verification',
  summary: "One page of the requests sent to the caller's organisation (paid ones only)",
  access: 'worksQueue',
  body: ZDocumentListRequest.omit({ scope: true }),
  success: { status: 200, schema: ZDocumentListResponse },
  errors: [400, 401, 403],
});
