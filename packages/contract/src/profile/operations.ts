import { ZCurrentUserResponse } from '../auth/user';
import { ZMessage } from '../errors';
import { defineOperation } from '../operation';
import { ZPasswordChange, ZProfileUpdate } from './profile';

export const updateProfile = defineOperation({
  method: 'POST',
  path: '/api/user/update',
  tag: 'profile',
  summary: 'Change your name and phone number',
  access: 'signedIn',
  body: ZProfileUpdate,
  success: { status: 200, schema: ZCurrentUserResponse },
  errors: [400, 401],
});

export const changePassword = defineOperation({
  method: 'POST',
  path: '/api/user/password',
  tag: 'profile',
  summary: 'Change your password; your other sessions are signed out',
  access: 'signedIn',
  stepUp: true,
  body: ZPasswordChange,
  success: { status: 200, schema: ZMessage },
  errors: [400, 401, 429],
});
