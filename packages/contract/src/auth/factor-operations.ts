import { z } from 'zod';
import { ZMessage } from '../errors';
import { defineOperation } from '../operation';
import {
  ZFactorAdded,
  ZFactorList,
  ZNewPasskey,
  ZPasskeyAnswer,
  ZPasskeyOptions,
  ZRecoveryCodes,
  ZSecondFactor,
  ZSecondFactorGiven,
  ZTotpConfirm,
  ZTotpSetup,
} from './factors';
import { ZAuthResponse } from './auth';

const tag = 'second factor';
const ZId = z.object({ id: z.string().max(64) });

export const listFactors = defineOperation({
  method: 'GET',
  path: '/api/auth/factors',
  tag,
  summary: 'Your passkeys and authenticator apps, and how many recovery codes are left',
  access: 'signedIn',
  duringSignIn: ['enrolment'],
  success: { status: 200, schema: ZFactorList },
  errors: [401, 403],
});

export const startTotp = defineOperation({
  method: 'POST',
  path: '/api/auth/factors/totp',
  tag,
  summary: 'Start setting up an authenticator app: its secret, to scan or type in',
  access: 'signedIn',
  duringSignIn: ['enrolment'],
  stepUp: true,
  success: { status: 201, schema: ZTotpSetup },
  errors: [401, 403],
});

export const confirmTotp = defineOperation({
  method: 'POST',
  path: '/api/auth/factors/totp/confirm',
  tag,
  summary: 'Finish setting up an authenticator app with a code it shows',
  access: 'signedIn',
  duringSignIn: ['enrolment'],
  stepUp: true,
  body: ZTotpConfirm,
  success: { status: 200, schema: ZFactorAdded },
  errors: [400, 401, 403, 404, 429],
});

export const passkeyRegistrationOptions = defineOperation({
  method: 'POST',
  path: '/api/auth/factors/passkey/options',
  tag,
  summary: 'Start adding a passkey: the challenge for the browser to create it with',
  access: 'signedIn',
  duringSignIn: ['enrolment'],
  stepUp: true,
  success: { status: 200, schema: ZPasskeyOptions },
  errors: [401, 403],
});

export const addPasskey = defineOperation({
  method: 'POST',
  path: '/api/auth/factors/passkey',
  tag,
  summary: 'Add the passkey the browser created',
  access: 'signedIn',
  duringSignIn: ['enrolment'],
  stepUp: true,
  body: ZNewPasskey,
  success: { status: 200, schema: ZFactorAdded },
  errors: [400, 401, 403, 409],
});

export const removeFactor = defineOperation({
  method: 'POST',
  path: '/api/auth/factors/{id}/remove',
  tag,
  summary: 'Remove a passkey or authenticator app (not the last one of an account that must keep one)',
  access: 'signedIn',
  stepUp: true,
  params: ZId,
  success: { status: 200, schema: ZMessage },
  errors: [401, 403, 404, 409],
});

export const renewRecoveryCodes = defineOperation({
  method: 'POST',
  path: '/api/auth/recovery-codes',
  tag,
  summary: 'Ten new recovery codes; the old ones stop working',
  access: 'signedIn',
  stepUp: true,
  success: { status: 200, schema: ZRecoveryCodes },
  errors: [401, 403, 409],
});

export const secondFactorPasskeyOptions = defineOperation({
  method: 'POST',
  path: '/api/auth/second-factor/options',
  tag,
  summary: "The challenge for one of this account's passkeys, to finish signing in or before an action that asks again",
  access: 'signedIn',
  duringSignIn: ['secondFactor'],
  success: { status: 200, schema: ZPasskeyOptions },
  errors: [401, 403, 409],
});

export const giveSecondFactor = defineOperation({
  method: 'POST',
  path: '/api/auth/second-factor',
  tag,
  summary: 'Give the second factor: finishes signing in, or opens the five-minute step-up window',
  access: 'signedIn',
  duringSignIn: ['secondFactor'],
  body: ZSecondFactor,
  success: { status: 200, schema: ZSecondFactorGiven },
  errors: [400, 401, 403, 409, 429],
});

export const passkeySignInOptions = defineOperation({
  method: 'POST',
  path: '/api/auth/passkey/options',
  tag,
  summary: 'The challenge for signing in with a passkey, without a password',
  access: 'public',
  success: { status: 200, schema: ZPasskeyOptions },
  errors: [429],
});

export const signInWithPasskey = defineOperation({
  method: 'POST',
  path: '/api/auth/passkey/sign-in',
  tag,
  summary: 'Sign in with a passkey (it is the first and second factor at once)',
  access: 'public',
  body: ZPasskeyAnswer,
  success: { status: 200, schema: ZAuthResponse },
  errors: [400, 401, 403, 429],
});

export const resetSecondFactor = defineOperation({
  method: 'POST',
  path: '/api/system/admin/users/{id}/second-factor/reset',
  tag,
  summary:
    'Remove every second factor and recovery code of an account and end its sessions (the owner is e-mailed); it sets up a new one at its next sign-in',
  access: 'administrator',
  stepUp: true,
  params: ZId,
  success: { status: 200, schema: ZMessage },
  errors: [401, 403, 404],
});
