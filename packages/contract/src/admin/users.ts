import { z } from 'zod';
import { pageRequest, ZRecordId, ZSearchTerm } from '../paging';
import { pagedResponse } from '../page-info';
import { ZEmail, ZPersonName, ZPhoneOrNone } from '../auth/fields';
import { ZAccountStatus, ZAdminType, ZTranscriptAccess, ZUser } from '../auth/user';
import { ZInstitution } from '../documents/document';

/** Admin users: organisations, administrators and individual accounts, and their status. */

/** Spec section 9: lists show nine rows a page. */
export const USERS_PAGE_SIZE = 9;

/** `GET /system/admin/view/admin` and `GET /system/admin/view/indv`. */
export const ZUserListQuery = z.object({ ...pageRequest, search: ZSearchTerm });
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** `POST /system/admin/get/all/companies`. */
export const ZCompanyListRequest = z.object({
  ...pageRequest,
  search: ZSearchTerm,
  verification_status: ZInstitution.shape.verifier_status.optional(),
});
export type TCompanyListRequest = z.input<typeof ZCompanyListRequest>;

/**
 * A verifying body with its own account (the category org user who signed it up). Seeded bodies have no
 * account: `account` is null and there is nothing to activate or deactivate.
 */
export const ZCompany = ZInstitution.extend({
  transcript_access: ZTranscriptAccess,
  account: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      status: ZAccountStatus,
      /** False while the sign-up's e-mail code was never entered: listed as 'Unconfirmed', not 'Active'. */
      confirmed: z.boolean(),
    })
    .nullable(),
});
export type TCompany = z.infer<typeof ZCompany>;
export const ZCompanyList = pagedResponse(ZCompany);
export type TCompanyList = z.infer<typeof ZCompanyList>;

/**
 * An account as administrators see it: the signed-in user's own shape (so the individual detail view reads it),
 * with the organisation that referred it.
 */
// Another person's account as administrators list it: what *they* may do is not the list reader's business.
export const ZManagedUser = ZUser.omit({ can: true }).extend({
  referredBy: z.string().nullable(),
  /** False while the sign-up's e-mail code was never entered: listed as 'Unconfirmed', not 'Active'. */
  confirmed: z.boolean(),
});
export type TManagedUser = z.infer<typeof ZManagedUser>;
export const ZManagedUserList = pagedResponse(ZManagedUser);
export type TManagedUserList = z.infer<typeof ZManagedUserList>;

/** `POST /system/admin/create/admin` (type 1 only): e-mails an invitation to sign up as an administrator. */
export const ZAdminInvite = z.object({
  email: ZEmail,
  firstName: ZPersonName('First name').optional(),
  adminType: ZAdminType,
});
export type TAdminInvite = z.input<typeof ZAdminInvite>;

export const ZAdminInviteResponse = z.object({
  message: z.string(),
  data: z.object({ email: z.string(), adminType: ZAdminType, expiresAt: z.string() }),
});
export type TAdminInviteResponse = z.infer<typeof ZAdminInviteResponse>;

/** `POST /system/admin/update/admin` (type 1 only): only the fields sent change. */
export const ZAdminUpdate = z.object({
  admin_id: ZRecordId('Administrator'),
  firstName: ZPersonName('First name').optional(),
  lastName: ZPersonName('Last name').optional(),
  phone: ZPhoneOrNone.optional(),
  system_admin_type: ZAdminType.optional(),
  status: ZAccountStatus.optional(),
});
export type TAdminUpdate = z.input<typeof ZAdminUpdate>;

/** `POST /system/admin/update/user`: `inactive` ends every session of the account at once. */
export const ZUserStatusUpdate = z.object({ user_id: ZRecordId('User'), status: ZAccountStatus });
export type TUserStatusUpdate = z.input<typeof ZUserStatusUpdate>;

export const ZManagedUserResponse = z.object({ message: z.string(), data: ZManagedUser });
export type TManagedUserResponse = z.infer<typeof ZManagedUserResponse>;
