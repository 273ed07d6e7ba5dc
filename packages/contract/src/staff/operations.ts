import { ZAuthResponse } from '../auth/auth';
import { ZMessage } from '../errors';
import { defineOperation } from '../operation';
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
} from './staff';

export const createStaff = defineOperation({
  method: 'POST',
  path: '/api/staff/create',
  tag: 'staff',
  summary: 'Add a staff member; they are e-mailed an invitation to set their password',
  // Inviting also needs a verified body (decision 014).
  access: 'invitesStaff',
  stepUp: true,
  body: ZStaffCreate,
  success: { status: 201, schema: ZStaffResponse },
  errors: [400, 401, 403, 409],
});

export const listStaff = defineOperation({
  method: 'POST',
  path: '/api/staff/get/all',
  tag: 'staff',
  summary: "One page of the organisation's staff, searched by name, e-mail or phone",
  access: 'managesStaff',
  body: ZStaffListRequest,
  success: { status: 200, schema: ZStaffListResponse },
  errors: [400, 401, 403],
});

export const updateStaff = defineOperation({
  method: 'POST',
  path: '/api/staff/update',
  tag: 'staff',
  summary: 'Change a staff member; status inactive signs them out everywhere at once',
  access: 'managesStaff',
  stepUp: true,
  body: ZStaffUpdate,
  success: { status: 200, schema: ZStaffResponse },
  errors: [400, 401, 403, 404],
});

export const removeStaff = defineOperation({
  method: 'POST',
  path: '/api/staff/delete',
  tag: 'staff',
  summary: 'Remove a staff member (one who acted on documents is deactivated and anonymised instead)',
  access: 'managesStaff',
  stepUp: true,
  body: ZStaffIdRequest,
  success: { status: 200, schema: ZMessage },
  errors: [400, 401, 403, 404],
});

export const getStaffInvitation = defineOperation({
  method: 'GET',
  path: '/api/staff/invitation/{token}',
  tag: 'staff',
  summary: 'Read a staff invitation before setting the password with it',
  access: 'public',
  params: ZStaffInvitationParams,
  success: { status: 200, schema: ZStaffInvitationResponse },
  errors: [400, 404, 429],
});

export const acceptStaffInvitation = defineOperation({
  method: 'POST',
  path: '/api/staff/invitation/accept',
  tag: 'staff',
  summary: 'Set the password from a staff invitation; signs the staff member in',
  access: 'public',
  body: ZStaffInvitationAccept,
  success: { status: 200, schema: ZAuthResponse },
  errors: [400, 404, 429],
});
