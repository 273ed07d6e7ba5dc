import { z } from 'zod';
import { ZSignInState } from './factors';
import { SIGNUP_CATEGORIES } from './user-kind';

/** Spec section 3: org, staff, indv, student, agent. Administrators have no category. */
export const ZCategory = z.enum(['org', 'staff', 'indv', 'student', 'agent']);
export type TCategory = z.infer<typeof ZCategory>;

export const ZSignupCategory = z.enum(SIGNUP_CATEGORIES);

export const ZAdminType = z.enum(['1', '2']);
export type TAdminType = z.infer<typeof ZAdminType>;

export const ZAccountStatus = z.enum(['active', 'inactive']);
export const ZTranscriptAccess = z.enum(['active', 'inactive']);

export const ZOrganisationSummary = z.object({
  id: z.string(),
  name: z.string(),
  verification_status: z.enum(['unverified', 'verified', 'rejected', 'suspended']),
});

/** The signed-in user as the client sees it; snake_case names are the spec's own. */
/** What the signed-in user may do, from the server's policy: the menus and screens follow it. */
export const ZUserActions = z.object({
  /** Work the verifying body's queue: see what is sent to it, review and decide (a verified body). */
  workQueue: z.boolean(),
  /** Manage Staff (the organisation's own account). */
  manageStaff: z.boolean(),
  /** Invite staff (and a verified body). */
  inviteStaff: z.boolean(),
  /** Manage Service: see the transcript service and surcharge (transcript access active). */
  seeCharges: z.boolean(),
  /** Change them (the organisation's own account). */
  changeCharges: z.boolean(),
  /** Create and edit administrators (a super administrator). */
  manageAdministrators: z.boolean(),
});
export type TUserActions = z.infer<typeof ZUserActions>;

export const ZUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  category: ZCategory.nullable(),
  is_system_admin: z.union([z.literal(0), z.literal(1)]),
  system_admin_type: ZAdminType.nullable(),
  transcript_access: ZTranscriptAccess,
  status: ZAccountStatus,
  organisation: ZOrganisationSummary.nullable(),
  lastLoginAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  createdAt: z.string(),
  can: ZUserActions,
});
export type TUser = z.infer<typeof ZUser>;

/**
 * `GET /api/user` and `POST /api/user/update`. Beside the user, not with the sign-in forms (auth.ts): every
 * signed-in page checks this answer, and importing it must not build those forms' schemas.
 */
export const ZCurrentUserResponse = z.object({
  user: ZUser,
  data: z.object({ user: ZUser }),
  /** Sent by `GET /api/user`: where this session stands in signing in (decision 075). */
  signIn: ZSignInState.optional(),
});
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponse>;

// In a module of their own, without zod: the web app's entry needs them before any schema (decision 019).
export { isAdmin, isOrganisationUser } from './user-kind';
