import { defineOperation } from '../operation';
import { ZFraudSignalsParams, ZFraudSignalsResponse } from './signals';

// The reasons to look twice at a request, for whoever decides it: its verifying body, or an administrator.

export const listVerifierFraudSignals = defineOperation({
  method: 'GET',
  path: '/api/verifier/documents/{docId}/fraud-signals',
  tag: 'verification',
  summary:
    "Reasons to look twice at a request sent to the caller's organisation (a file identical to another " +
    "person's upload, an unaccredited awarding body); the other person is never named. 404 for others' requests",
  access: 'worksQueue',
  params: ZFraudSignalsParams,
  success: { status: 200, schema: ZFraudSignalsResponse },
  errors: [400, 401, 403, 404],
});

export const listAdminFraudSignals = defineOperation({
  method: 'GET',
  path: '/api/system/admin/documents/{docId}/fraud-signals',
  tag: 'admin',
  summary: "Reasons to look twice at any request, naming the other request's APP-… id of a duplicate file",
  access: 'administrator',
  params: ZFraudSignalsParams,
  success: { status: 200, schema: ZFraudSignalsResponse },
  errors: [400, 401, 403, 404],
});
