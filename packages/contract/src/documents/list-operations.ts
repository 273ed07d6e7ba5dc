import { defineOperation } from '../operation';
import { ZDashboardResponse, ZDocumentListResponse } from './list-answers';
import { ZDocumentListRequest } from './requests';

// Apart from the other operations: the web app builds these answers' schemas only when a page asks for them
// (decision 044), so importing another operation must not build them.

export const listDocumentRequests = defineOperation({
  method: 'POST',
  path: '/api/get/documents',
  tag: 'documents',
  summary: 'One page (9 rows) of the requests the caller sent or received, searched, filtered and sorted',
  access: 'requester',
  body: ZDocumentListRequest,
  success: { status: 200, schema: ZDocumentListResponse },
  errors: [400, 401, 403],
});

export const getRequesterDashboard = defineOperation({
  method: 'GET',
  path: '/api/user/dashboard',
  tag: 'documents',
  summary: "Counts per status of the caller's requests, the newest five, and what the caller has paid",
  access: 'requester',
  success: { status: 200, schema: ZDashboardResponse },
  errors: [401, 403],
});
