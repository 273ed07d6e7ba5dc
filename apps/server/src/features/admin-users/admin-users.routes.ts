import * as operations from '@docverify/contract/admin/users-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operationRoute } from '../../lib/operation-route';
import { administratorOf } from '../admin/admin-access';
import { updateAdministrator, setUserStatus } from './account-changes';
import { inviteAdministrator } from './admin-invitations';
import { listOrganisations, listUsers } from './admin-users';

/** The account lists show accounts and their organisations (decision 045). */

/** Manage Users: the three lists, account status, and (super administrators only) administrators themselves. */
export function adminUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.listOrganisations),
      handler: async (request) => listOrganisations(ctx, request.body),
    });

    app.route({
      ...operationRoute(ctx, app, operations.listAdministrators),
      handler: async (request) => listUsers(ctx, 'administrators', request.query),
    });

    app.route({
      ...operationRoute(ctx, app, operations.listIndividuals),
      handler: async (request) => listUsers(ctx, 'individuals', request.query),
    });

    app.route({
      ...operationRoute(ctx, app, operations.inviteAdministrator),
      handler: async (request) => ({
        message: 'Invitation sent',
        data: await inviteAdministrator(ctx, administratorOf(request), request.body),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.updateAdministrator),
      handler: async (request) => ({
        message: 'Administrator updated',
        data: await updateAdministrator(ctx, administratorOf(request), request.body),
      }),
    });

    app.route({
      ...operationRoute(ctx, app, operations.setUserStatus),
      handler: async (request) => {
        const user = await setUserStatus(ctx, administratorOf(request), request.body);
        return { message: user.status === 'active' ? 'User activated' : 'User deactivated', data: user };
      },
    });
  };
}
