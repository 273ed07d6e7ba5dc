import { ZCurrentUserResponse } from '@docverify/contract/auth/user';
import { ZMessage } from '@docverify/contract/errors';
import { ZPasswordChange, ZProfileUpdate } from '@docverify/contract/profile/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { errorResponses, rateLimits } from '../../lib/http';
import { actorOf, authenticate } from '../auth/authenticate';
import { changePassword, updateProfile } from './profile.service';

/** Guessing the current password is throttled like a login, per address and account. */
const limitPasswordChange = {
  rateLimit: {
    ...rateLimits.login,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.actor?.userId ?? ''}`,
  },
};

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(ctx);
    const schema = { tags: ['profile'], security: [{ bearer: [] }] };

    app.post(
      '/user/update',
      {
        onRequest: signedIn,
        schema: {
          ...schema,
          summary: 'Change your name and phone number',
          body: ZProfileUpdate,
          response: { 200: ZCurrentUserResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const user = await updateProfile(ctx, { actor: actorOf(request), ...request.body });
        return { user, data: { user } };
      },
    );

    app.post(
      '/user/password',
      {
        onRequest: signedIn,
        config: limitPasswordChange,
        schema: {
          ...schema,
          summary: 'Change your password; your other sessions are signed out',
          body: ZPasswordChange,
          response: { 200: ZMessage, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => {
        await changePassword(ctx, { actor: actorOf(request), ...request.body });
        return { message: 'Password changed' };
      },
    );
  };
}
