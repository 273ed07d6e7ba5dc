import { defineOperation } from '../operation';
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
} from './users';

// Manage Users: the three lists, account status, and (super administrators only) administrators themselves.

export const listOrganisations = defineOperation({
  method: 'POST',
  path: '/api/system/admin/get/all/companies',
  tag: 'admin',
  summary: 'Every organisation with its account, 9 a page, searched and filtered by verification status',
  access: 'administrator',
  body: ZCompanyListRequest,
  success: { status: 200, schema: ZCompanyList },
  errors: [400, 401, 403],
});

export const listAdministrators = defineOperation({
  method: 'GET',
  path: '/api/system/admin/view/admin',
  tag: 'admin',
  summary: 'Every administrator, newest first, 9 a page',
  access: 'administrator',
  query: ZUserListQuery,
  success: { status: 200, schema: ZManagedUserList },
  errors: [400, 401, 403],
});

export const listIndividuals = defineOperation({
  method: 'GET',
  path: '/api/system/admin/view/indv',
  tag: 'admin',
  summary: 'Every individual, student and agent account, newest first, 9 a page',
  access: 'administrator',
  query: ZUserListQuery,
  success: { status: 200, schema: ZManagedUserList },
  errors: [400, 401, 403],
});

export const inviteAdministrator = defineOperation({
  method: 'POST',
  path: '/api/system/admin/create/admin',
  tag: 'admin',
  summary: 'Invite an administrator by e-mail (super administrators only); the link works for 7 days',
  access: 'superAdministrator',
  stepUp: true,
  body: ZAdminInvite,
  success: { status: 200, schema: ZAdminInviteResponse },
  errors: [400, 401, 403, 409],
});

export const updateAdministrator = defineOperation({
  method: 'POST',
  path: '/api/system/admin/update/admin',
  tag: 'admin',
  summary: 'Edit an administrator (super administrators only); nobody demotes or deactivates themself (409)',
  access: 'superAdministrator',
  stepUp: true,
  body: ZAdminUpdate,
  success: { status: 200, schema: ZManagedUserResponse },
  errors: [400, 401, 403, 404, 409],
});

export const setUserStatus = defineOperation({
  method: 'POST',
  path: '/api/system/admin/update/user',
  tag: 'admin',
  summary: 'Activate or deactivate an account; deactivation ends every session at once',
  access: 'administrator',
  stepUp: true,
  body: ZUserStatusUpdate,
  success: { status: 200, schema: ZManagedUserResponse },
  errors: [400, 401, 403, 404],
});
