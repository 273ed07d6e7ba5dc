import { z } from 'zod';
import { pageRequest } from '../paging';
import { pageInfo } from '../page-info';
import { ZEmail, ZPassword, ZPersonName, ZPhoneOrNone } from '../auth/fields';
import { ZAccountStatus } from '../auth/user';

/** Spec section 9: lists show nine rows a page. */
export const STAFF_PAGE_SIZE = 9;

const ZStaffId = z.string({ error: 'Staff member is required' }).trim().min(1, 'Staff member is required').max(64);

/** A staff member as their organisation sees them. */
export const ZStaff = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: ZAccountStatus,
  /** Invited but has not set a password yet. */
  invited: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type TStaff = z.infer<typeof ZStaff>;

/** The fields an organisation sets for a member and may edit later; an empty phone clears it. */
export const ZStaffDetails = z.object({
  firstName: ZPersonName('First name'),
  lastName: ZPersonName('Last name'),
  phone: ZPhoneOrNone,
});
export type TStaffDetails = z.input<typeof ZStaffDetails>;

export const ZStaffCreate = ZStaffDetails.extend({ email: ZEmail, phone: ZPhoneOrNone.optional() });
export type TStaffCreate = z.input<typeof ZStaffCreate>;

export const ZStaffListRequest = z.object({
  ...pageRequest,
  search: z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
});
export type TStaffListRequest = z.input<typeof ZStaffListRequest>;

export const ZStaffListResponse = z.object({
  data: z.array(ZStaff),
  ...pageInfo,
});
export type TStaffListResponse = z.infer<typeof ZStaffListResponse>;

/** Only the fields sent change; `status: 'inactive'` signs the staff member out everywhere at once. */
export const ZStaffUpdate = ZStaffDetails.partial().extend({
  staff_id: ZStaffId,
  status: ZAccountStatus.optional(),
});
export type TStaffUpdate = z.input<typeof ZStaffUpdate>;

export const ZStaffIdRequest = z.object({ staff_id: ZStaffId });
export type TStaffIdRequest = z.input<typeof ZStaffIdRequest>;

export const ZStaffResponse = z.object({ message: z.string(), data: ZStaff });
export type TStaffResponse = z.infer<typeof ZStaffResponse>;

const ZInvitationToken = z
  .string({ error: 'Invitation is required' })
  .trim()
  .regex(/^[\w-]{16,200}$/, 'This invitation is not valid');

export const ZStaffInvitationParams = z.object({ token: ZInvitationToken });

/** `GET /staff/invitation/:token` (public): enough to greet the invited person, nothing more. */
export const ZStaffInvitationResponse = z.object({
  data: z.object({ email: z.string(), firstName: z.string(), organisationName: z.string(), expiresAt: z.string() }),
});
export type TStaffInvitationResponse = z.infer<typeof ZStaffInvitationResponse>;

export const ZStaffInvitationAccept = z.object({ token: ZInvitationToken, password: ZPassword });
export type TStaffInvitationAccept = z.infer<typeof ZStaffInvitationAccept>;
