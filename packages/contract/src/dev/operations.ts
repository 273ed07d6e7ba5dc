import { defineOperation } from '../operation';
import { ZMailboxQuery, ZMailboxResponse } from './mailbox';

export const readDevMailbox = defineOperation({
  method: 'GET',
  path: '/api/dev/mailbox',
  tag: 'dev',
  summary: 'Mail the dev outbox holds (development and test without SMTP_URL; this machine only)',
  access: 'public',
  query: ZMailboxQuery,
  success: { status: 200, schema: ZMailboxResponse },
  errors: [],
});
