import {
  ZAdminInvite,
  ZAdminInviteResponse,
  ZAdminUpdate,
  ZCompanyList,
  ZCompanyListRequest,
  ZManagedUserList,
  ZManagedUserResponse,
  ZUserListQuery,
  ZUserStatusUpdate,
} from '@docverify/contract/admin/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/http';
import { adminOnly, administratorOf } from '../admin/admin-access';
import { updateAdministrator, setUserStatus } from './account-changes';
import { inviteAdministrator } from './admin-invitations';
import { listOrganisations, listUsers } from './admin-users';

const adminRoute = { tags: ['admin'], security: [{ bearer: [] }] };

/** Manage Users: the three lists, account status, and (super administrators only) administrators themselves. */
export function adminUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const administrators = adminOnly(ctx);
    const superAdministrators = adminOnly(ctx, { superOnly: true });

    app.post(
      '/system/admin/get/all/companies',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Every organisation with its account, 9 a page, searched and filtered by verification status',
          body: ZCompanyListRequest,
          response: { 200: ZCompanyList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listOrganisations(ctx, request.body),
    );

    app.get(
      '/system/admin/view/admin',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Every administrator, newest first, 9 a page',
          querystring: ZUserListQuery,
          response: { 200: ZManagedUserList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listUsers(ctx, 'administrators', request.query),
    );

    app.get(
      '/system/admin/view/indv',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Every individual, student and agent account, newest first, 9 a page',
          querystring: ZUserListQuery,
          response: { 200: ZManagedUserList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listUsers(ctx, 'individuals', request.query),
    );

    app.post(
      '/system/admin/create/admin',
      {
        onRequest: superAdministrators,
        schema: {
          ...adminRoute,
          summary: 'Invite an administrator by e-mail (super administrators only); the link works for 7 days',
          body: ZAdminInvite,
          response: { 200: ZAdminInviteResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => ({
        message: 'Invitation sent',
        data: await inviteAdministrator(ctx, administratorOf(request), request.body),
      }),
    );

    app.post(
      '/system/admin/update/admin',
      {
        onRequest: superAdministrators,
        schema: {
          ...adminRoute,
          summary: 'Edit an administrator (super administrators only); nobody demotes or deactivates themself (409)',
          body: ZAdminUpdate,
          response: { 200: ZManagedUserResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        message: 'Administrator updated',
        data: await updateAdministrator(ctx, administratorOf(request), request.body),
      }),
    );

    app.post(
      '/system/admin/update/user',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Activate or deactivate an account; deactivation ends every session at once',
          body: ZUserStatusUpdate,
          response: { 200: ZManagedUserResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = await setUserStatus(ctx, administratorOf(request), request.body);
        return { message: user.status === 'active' ? 'User activated' : 'User deactivated', data: user };
      },
    );
  };
}
