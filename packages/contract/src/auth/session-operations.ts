import { ZMessage } from '../errors';
import { defineOperation } from '../operation';
import { ZSessionParams, ZSessionsEnded, ZSignedInSessions } from './sessions';

export const listMySessions = defineOperation({
  method: 'GET',
  path: '/api/user/sessions',
  tag: 'profile',
  summary: 'Where you are signed in: your live sessions, newest first, with device, network and last use',
  access: 'signedIn',
  success: { status: 200, schema: ZSignedInSessions },
  errors: [401, 429],
});

export const endMySession = defineOperation({
  method: 'DELETE',
  path: '/api/user/sessions/{sessionId}',
  tag: 'profile',
  summary: 'Sign out one of your sessions (another device, or this one)',
  access: 'signedIn',
  params: ZSessionParams,
  success: { status: 200, schema: ZMessage },
  errors: [400, 401, 404, 429],
});

export const endMyOtherSessions = defineOperation({
  method: 'POST',
  path: '/api/user/sessions/end-others',
  tag: 'profile',
  summary: 'Sign out everywhere else: every session of yours but this one',
  access: 'signedIn',
  success: { status: 200, schema: ZSessionsEnded },
  errors: [401, 429],
});
