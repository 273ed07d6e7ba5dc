import * as operations from '@docverify/contract/staff/operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { rateLimits, requestMeta } from '../../lib/http';
import { operationRoute } from '../../lib/operation-route';
import { actorOf } from '../auth/authenticate';
import {
  acceptStaffInvitation,
  createStaff,
  listOrganisationStaff,
  readStaffInvitation,
  removeStaff,
  requireStaffManager,
  staffListOrganisation,
  updateStaff,
} from './staff.service';

/** The public invitation calls are throttled like code entry, per client address. */
const limitPerAddress = {
  rateLimit: { ...rateLimits.codeEntry, keyGenerator: (request: FastifyRequest) => request.ip },
};

/** An organisation's staff: managed by the organisation's own account only; staff get 403. */
export function staffRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.createStaff),
      handler: async (request, reply) => {
        const manager = await requireStaffManager(ctx, actorOf(request));
        const staff = await createStaff(ctx, { manager, ...request.body });
        return reply.code(201).send({ message: `Staff created: we sent an invitation to ${staff.email}`, data: staff });
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.listStaff),
      handler: async (request) => {
        const organisationId = staffListOrganisation(actorOf(request));
        return listOrganisationStaff(ctx, { organisationId, ...request.body });
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.updateStaff),
      handler: async (request) => {
        const manager = await requireStaffManager(ctx, actorOf(request));
        return { message: 'Staff updated', data: await updateStaff(ctx, { manager, ...request.body }) };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.removeStaff),
      handler: async (request) => {
        const manager = await requireStaffManager(ctx, actorOf(request));
        const outcome = await removeStaff(ctx, { manager, staff_id: request.body.staff_id });
        return {
          message:
            outcome === 'deleted'
              ? 'Staff deleted'
              : 'Staff removed: their account is closed and their past decisions keep their record',
        };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.getStaffInvitation),
      config: limitPerAddress,
      handler: async (request) => {
        const invitation = await readStaffInvitation(ctx, request.params.token);
        return {
          data: {
            email: invitation.email,
            firstName: invitation.first_name,
            organisationName: invitation.organisation_name,
            expiresAt: invitation.expires_at,
          },
        };
      },
    });

    app.route({
      ...operationRoute(ctx, app, operations.acceptStaffInvitation),
      config: limitPerAddress,
      handler: async (request) => acceptStaffInvitation(ctx, request.body, requestMeta(request)),
    });
  };
}
