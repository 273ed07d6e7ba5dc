import * as operations from '@docverify/contract/auth/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { limitPerEmail, rateLimits, requestMeta } from '../../lib/http';
import { operationRoute } from '../../lib/operation-route';
import * as auth from './auth.service';
import { actorOf, sessionUserOf } from './authenticate';
import { findPendingInvitation } from './invitations.repository';
import { presentUser } from './present-user';
import { signInStateOf } from './sign-in-state';

const user = { adminOnly: false };
const admin = { adminOnly: true };

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.signUp),
      config: limitPerEmail(rateLimits.signup),
      handler: async (request, reply) => {
        const created = await auth.signup(ctx, request.body);
        return reply.code(201).send({
          message: `We sent a code to ${created.email}: enter it to finish signing up`,
          data: { user: created },
        });
      },
    });

    for (const [operation, portal] of [
      [operations.verifySignupCode, user],
      [operations.verifyAdminSignupCode, admin],
    ] as const) {
      app.route({
        ...operationRoute(ctx, app, operation),
        config: limitPerEmail(rateLimits.codeEntry),
        handler: async (request) => auth.verifySignupCode(ctx, request.body, portal, requestMeta(request)),
      });
    }

    app.route({
      ...operationRoute(ctx, app, operations.resendCode),
      config: limitPerEmail(rateLimits.codeRequest),
      handler: async (request) => ({ message: auth.resendCode(ctx, request.body) }),
    });

    for (const [operation, portal] of [
      [operations.signIn, user],
      [operations.signInAdmin, admin],
    ] as const) {
      app.route({
        ...operationRoute(ctx, app, operation),
        config: limitPerEmail(rateLimits.login),
        handler: async (request) => auth.login(ctx, request.body, portal, requestMeta(request)),
      });
    }

    for (const [forgot, reset, portal] of [
      [operations.requestPasswordReset, operations.resetPassword, user],
      [operations.requestAdminPasswordReset, operations.resetAdminPassword, admin],
    ] as const) {
      app.route({
        ...operationRoute(ctx, app, forgot),
        config: limitPerEmail(rateLimits.codeRequest),
        handler: async (request) => ({ message: auth.requestPasswordReset(ctx, request.body, portal) }),
      });
      app.route({
        ...operationRoute(ctx, app, reset),
        config: limitPerEmail(rateLimits.codeEntry),
        handler: async (request) => ({ message: await auth.resetPassword(ctx, request.body, portal) }),
      });
    }

    app.route({
      ...operationRoute(ctx, app, operations.getAdminInvitation),
      handler: async (request) => {
        const invitation = await findPendingInvitation(ctx, request.params.token);
        if (!invitation) throw new AppError('NOT_FOUND', 'This invitation is not valid or has expired');
        return {
          data: { email: invitation.email, adminType: invitation.admin_type, expiresAt: invitation.expires_at },
        };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.signUpAdmin),
      config: limitPerEmail(rateLimits.signup),
      handler: async (request, reply) => {
        const created = await auth.adminSignup(ctx, request.body);
        return reply.code(201).send({
          message: `We sent a code to ${created.email}: enter it to finish signing up`,
          data: { user: created },
        });
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.getCurrentUser),
      handler: async (request) => {
        const current = presentUser(sessionUserOf(request));
        return { user: current, data: { user: current }, signIn: await signInStateOf(ctx, actorOf(request)) };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.signOut),
      handler: async (request) => {
        await auth.logout(ctx, actorOf(request).sessionId);
        return { message: 'Signed out' };
      },
    });
  };
}
