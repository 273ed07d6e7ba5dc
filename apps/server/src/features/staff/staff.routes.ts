import { ZAuthResponse } from '@docverify/contract/auth/auth';
import { ZMessage } from '@docverify/contract/errors';
import {
  ZStaffCreate,
  ZStaffIdRequest,
  ZStaffInvitationAccept,
  ZStaffInvitationParams,
  ZStaffInvitationResponse,
  ZStaffListRequest,
  ZStaffListResponse,
  ZStaffResponse,
  ZStaffUpdate,
} from '@docverify/contract/staff/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, rateLimits, requestMeta } from '../../lib/http';
import { actorOf } from '../auth/authenticate';
import { allow } from '../auth/guards';
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
    // The organisation's own account only (staff and everyone else: 403), before the body is read.
    const managerOnly = allow(ctx, 'managesStaff');
    // Inviting also needs a verified body (decision 014).
    const inviterOnly = allow(ctx, 'invitesStaff');
    const schema = { tags: ['staff'], security: [{ bearer: [] }] };

    app.post(
      '/staff/create',
      {
        onRequest: inviterOnly,
        schema: {
          ...schema,
          summary: 'Add a staff member; they are e-mailed an invitation to set their password',
          body: ZStaffCreate,
          response: { 201: ZStaffResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const manager = await requireStaffManager(ctx, actorOf(request));
        const staff = await createStaff(ctx, { manager, ...request.body });
        return reply.code(201).send({ message: `Staff created: we sent an invitation to ${staff.email}`, data: staff });
      },
    );

    app.post(
      '/staff/get/all',
      {
        onRequest: managerOnly,
        schema: {
          ...schema,
          summary: "One page of the organisation's staff, searched by name, e-mail or phone",
          body: ZStaffListRequest,
          response: { 200: ZStaffListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const organisationId = staffListOrganisation(actorOf(request));
        return listOrganisationStaff(ctx, { organisationId, ...request.body });
      },
    );

    app.post(
      '/staff/update',
      {
        onRequest: managerOnly,
        schema: {
          ...schema,
          summary: 'Change a staff member; status inactive signs them out everywhere at once',
          body: ZStaffUpdate,
          response: { 200: ZStaffResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const manager = await requireStaffManager(ctx, actorOf(request));
        return { message: 'Staff updated', data: await updateStaff(ctx, { manager, ...request.body }) };
      },
    );

    app.post(
      '/staff/delete',
      {
        onRequest: managerOnly,
        schema: {
          ...schema,
          summary: 'Remove a staff member (one who acted on documents is deactivated and anonymised instead)',
          body: ZStaffIdRequest,
          response: { 200: ZMessage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const manager = await requireStaffManager(ctx, actorOf(request));
        const outcome = await removeStaff(ctx, { manager, staff_id: request.body.staff_id });
        return {
          message:
            outcome === 'deleted'
              ? 'Staff deleted'
              : 'Staff removed: their account is closed and their past decisions keep their record',
        };
      },
    );

    app.get(
      '/staff/invitation/:token',
      {
        config: limitPerAddress,
        schema: {
          tags: ['staff'],
          security: [],
          summary: 'Read a staff invitation before setting the password with it',
          params: ZStaffInvitationParams,
          response: { 200: ZStaffInvitationResponse, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => {
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
    );

    app.post(
      '/staff/invitation/accept',
      {
        config: limitPerAddress,
        schema: {
          tags: ['staff'],
          security: [],
          summary: 'Set the password from a staff invitation; signs the staff member in',
          body: ZStaffInvitationAccept,
          response: { 200: ZAuthResponse, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => acceptStaffInvitation(ctx, request.body, requestMeta(request)),
    );
  };
}
