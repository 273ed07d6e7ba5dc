import { defineOperation } from '../operation';
import { ZRetryMailRequest, ZRetryMailResponse, ZUndeliveredMailResponse } from './mail';

// Mail that is not getting through, for administrators: who it was for, why it failed, and a retry.

export const listUndeliveredMail = defineOperation({
  method: 'GET',
  path: '/api/system/admin/mail/undelivered',
  tag: 'admin',
  summary: 'The newest fifty e-mails not delivered yet after a failed attempt, or given up on, with the reason',
  access: 'administrator',
  success: { status: 200, schema: ZUndeliveredMailResponse },
  errors: [401, 403],
});

export const retryMail = defineOperation({
  method: 'POST',
  path: '/api/system/admin/mail/retry',
  tag: 'admin',
  summary: 'Puts e-mails that were given up on back in the queue',
  access: 'administrator',
  body: ZRetryMailRequest,
  success: { status: 200, schema: ZRetryMailResponse },
  errors: [400, 401, 403],
});
