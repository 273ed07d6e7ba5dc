import {
  changePassword as changePasswordOperation,
  updateProfile as updateProfileOperation,
} from '@docverify/contract/profile/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { rateLimits } from '../../lib/http';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
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
    app.route({
      ...operationRoute(ctx, app, updateProfileOperation),
      handler: async (request) => {
        const user = await updateProfile(ctx, { actor: actorOf(request), ...request.body });
        return { user, data: { user } };
      },
    });

    app.route({
      ...operationRoute(ctx, app, changePasswordOperation),
      config: limitPasswordChange,
      handler: async (request) => {
        await changePassword(ctx, { actor: actorOf(request), ...request.body });
        return { message: 'Password changed' };
      },
    });
  };
}
