import { z } from 'zod';
import { ZMessage } from '../errors';
import { defineOperation } from '../operation';
import {
  ZAdminSignupRequest,
  ZAuthResponse,
  ZForgotPasswordRequest,
  ZInvitationResponse,
  ZLoginRequest,
  ZResendOtpRequest,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZSignupResponse,
  ZVerifyOtpRequest,
} from './auth';
import { ZCurrentUserResponse } from './user';

export const signUp = defineOperation({
  method: 'POST',
  path: '/api/signup',
  tag: 'auth',
  summary: 'Create an account; a six-digit code is e-mailed to confirm it',
  access: 'public',
  body: ZSignupRequest,
  success: { status: 201, schema: ZSignupResponse },
  errors: [400, 409, 429],
});

const verifyCode = {
  method: 'POST',
  tag: 'auth',
  summary: 'Confirm a sign-up with its e-mailed code; signs the user in',
  access: 'public',
  body: ZVerifyOtpRequest,
  success: { status: 200, schema: ZAuthResponse },
  errors: [400, 429],
} as const;

export const verifySignupCode = defineOperation({ ...verifyCode, path: '/api/otp/verify' });
export const verifyAdminSignupCode = defineOperation({ ...verifyCode, path: '/api/system/admin/otp/verify' });

export const resendCode = defineOperation({
  method: 'POST',
  path: '/api/otp/resend',
  tag: 'auth',
  summary: 'Send a new sign-up or password-reset code',
  access: 'public',
  body: ZResendOtpRequest,
  success: { status: 200, schema: ZMessage },
  errors: [400, 429],
});

const login = {
  method: 'POST',
  tag: 'auth',
  access: 'public',
  body: ZLoginRequest,
  success: { status: 200, schema: ZAuthResponse },
  errors: [400, 401, 403, 429],
} as const;

export const signIn = defineOperation({ ...login, path: '/api/login', summary: 'Sign in' });
export const signInAdmin = defineOperation({
  ...login,
  path: '/api/system/admin/login',
  summary: 'Sign in as an administrator',
});

const forgotPassword = {
  method: 'POST',
  tag: 'auth',
  summary: 'E-mail a password-reset code (the answer is the same whether or not the account exists)',
  access: 'public',
  body: ZForgotPasswordRequest,
  success: { status: 200, schema: ZMessage },
  errors: [400, 429],
} as const;

export const requestPasswordReset = defineOperation({ ...forgotPassword, path: '/api/forgotpassword' });
export const requestAdminPasswordReset = defineOperation({
  ...forgotPassword,
  path: '/api/system/admin/forgotpassword',
});

const resetPasswordWithCode = {
  method: 'POST',
  tag: 'auth',
  summary: 'Set a new password with the e-mailed code; ends every session',
  access: 'public',
  body: ZResetPasswordRequest,
  success: { status: 200, schema: ZMessage },
  errors: [400, 429],
} as const;

export const resetPassword = defineOperation({ ...resetPasswordWithCode, path: '/api/resetpassword' });
export const resetAdminPassword = defineOperation({
  ...resetPasswordWithCode,
  path: '/api/system/admin/resetpassword',
});

export const getAdminInvitation = defineOperation({
  method: 'GET',
  path: '/api/system/admin/invitation/{token}',
  tag: 'auth',
  summary: 'Read an administrator invitation before signing up with it',
  access: 'public',
  params: z.object({ token: z.string().regex(/^[\w-]{16,200}$/, 'This invitation is not valid') }),
  success: { status: 200, schema: ZInvitationResponse },
  errors: [404],
});

export const signUpAdmin = defineOperation({
  method: 'POST',
  path: '/api/system/admin/signup',
  tag: 'auth',
  summary: 'Create an administrator account from an invitation; a code is e-mailed to confirm it',
  access: 'public',
  body: ZAdminSignupRequest,
  success: { status: 201, schema: ZSignupResponse },
  errors: [400, 409, 429],
});

export const getCurrentUser = defineOperation({
  method: 'GET',
  path: '/api/user',
  tag: 'auth',
  summary: 'The signed-in user, and where the session stands in signing in',
  access: 'signedIn',
  duringSignIn: ['secondFactor', 'enrolment'],
  success: { status: 200, schema: ZCurrentUserResponse },
  errors: [401],
});

export const signOut = defineOperation({
  method: 'POST',
  path: '/api/logout',
  tag: 'auth',
  summary: 'Sign out: the session is revoked',
  access: 'signedIn',
  duringSignIn: ['secondFactor', 'enrolment'],
  success: { status: 200, schema: ZMessage },
  errors: [401],
});
