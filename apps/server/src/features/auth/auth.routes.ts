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
} from '@docverify/contract/auth/auth';
import { ZCurrentUserResponse } from '@docverify/contract/auth/user';
import { ZMessage } from '@docverify/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { errorResponses, limitPerEmail, rateLimits, requestMeta } from '../../lib/http';
import * as auth from './auth.service';
import { actorOf, authenticate, sessionUserOf } from './authenticate';
import { findPendingInvitation } from './invitations.repository';
import { presentUser } from './present-user';

const user = { adminOnly: false };
const admin = { adminOnly: true };

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);

    app.post(
      '/signup',
      {
        config: limitPerEmail(rateLimits.signup),
        schema: {
          tags: ['auth'],
          security: [],
          summary: 'Create an account; a six-digit code is e-mailed to confirm it',
          body: ZSignupRequest,
          response: { 201: ZSignupResponse, ...errorResponses(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const created = await auth.signup(ctx, request.body);
        return reply.code(201).send({
          message: `We sent a code to ${created.email}: enter it to finish signing up`,
          data: { user: created },
        });
      },
    );

    for (const [path, portal] of [
      ['/otp/verify', user],
      ['/system/admin/otp/verify', admin],
    ] as const) {
      app.post(
        path,
        {
          config: limitPerEmail(rateLimits.codeEntry),
          schema: {
            tags: ['auth'],
            security: [],
            summary: 'Confirm a sign-up with its e-mailed code; signs the user in',
            body: ZVerifyOtpRequest,
            response: { 200: ZAuthResponse, ...errorResponses(400, 429) },
          },
        },
        async (request) => auth.verifySignupCode(ctx, request.body, portal, requestMeta(request)),
      );
    }

    app.post(
      '/otp/resend',
      {
        config: limitPerEmail(rateLimits.codeRequest),
        schema: {
          tags: ['auth'],
          security: [],
          summary: 'Send a new sign-up or password-reset code',
          body: ZResendOtpRequest,
          response: { 200: ZMessage, ...errorResponses(400, 429) },
        },
      },
      async (request) => ({ message: await auth.resendCode(ctx, request.body) }),
    );

    for (const [path, portal] of [
      ['/login', user],
      ['/system/admin/login', admin],
    ] as const) {
      app.post(
        path,
        {
          config: limitPerEmail(rateLimits.login),
          schema: {
            tags: ['auth'],
            security: [],
            summary: portal.adminOnly ? 'Sign in as an administrator' : 'Sign in',
            body: ZLoginRequest,
            response: { 200: ZAuthResponse, ...errorResponses(400, 401, 403, 429) },
          },
        },
        async (request) => auth.login(ctx, request.body, portal, requestMeta(request)),
      );
    }

    for (const [prefix, portal] of [
      ['', user],
      ['/system/admin', admin],
    ] as const) {
      app.post(
        `${prefix}/forgotpassword`,
        {
          config: limitPerEmail(rateLimits.codeRequest),
          schema: {
            tags: ['auth'],
            security: [],
            summary: 'E-mail a password-reset code (the answer is the same whether or not the account exists)',
            body: ZForgotPasswordRequest,
            response: { 200: ZMessage, ...errorResponses(400, 429) },
          },
        },
        async (request) => ({ message: await auth.requestPasswordReset(ctx, request.body, portal) }),
      );
      app.post(
        `${prefix}/resetpassword`,
        {
          config: limitPerEmail(rateLimits.codeEntry),
          schema: {
            tags: ['auth'],
            security: [],
            summary: 'Set a new password with the e-mailed code; ends every session',
            body: ZResetPasswordRequest,
            response: { 200: ZMessage, ...errorResponses(400, 429) },
          },
        },
        async (request) => ({ message: await auth.resetPassword(ctx, request.body, portal) }),
      );
    }

    app.get(
      '/system/admin/invitation/:token',
      {
        schema: {
          tags: ['auth'],
          security: [],
          summary: 'Read an administrator invitation before signing up with it',
          params: z.object({ token: z.string().regex(/^[\w-]{16,200}$/, 'This invitation is not valid') }),
          response: { 200: ZInvitationResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        const invitation = await findPendingInvitation(ctx, request.params.token);
        if (!invitation) throw new AppError('NOT_FOUND', 'This invitation is not valid or has expired');
        return {
          data: { email: invitation.email, adminType: invitation.admin_type, expiresAt: invitation.expires_at },
        };
      },
    );

    app.post(
      '/system/admin/signup',
      {
        config: limitPerEmail(rateLimits.signup),
        schema: {
          tags: ['auth'],
          security: [],
          summary: 'Create an administrator account from an invitation; a code is e-mailed to confirm it',
          body: ZAdminSignupRequest,
          response: { 201: ZSignupResponse, ...errorResponses(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const created = await auth.adminSignup(ctx, request.body);
        return reply.code(201).send({
          message: `We sent a code to ${created.email}: enter it to finish signing up`,
          data: { user: created },
        });
      },
    );

    app.get(
      '/user',
      {
        onRequest: signedIn,
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          security: [{ bearer: [] }],
          response: { 200: ZCurrentUserResponse, ...errorResponses(401) },
        },
      },
      (request) => {
        const current = presentUser(sessionUserOf(request));
        return { user: current, data: { user: current } };
      },
    );

    app.post(
      '/logout',
      {
        onRequest: signedIn,
        schema: {
          tags: ['auth'],
          summary: 'Sign out: the session is revoked',
          security: [{ bearer: [] }],
          response: { 200: ZMessage, ...errorResponses(401) },
        },
      },
      async (request) => {
        await auth.logout(ctx, actorOf(request).sessionId);
        return { message: 'Signed out' };
      },
    );
  };
}
