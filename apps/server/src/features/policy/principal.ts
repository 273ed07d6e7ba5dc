import type { OrganisationRow, UserRow } from '../../db/schema';

type Category = NonNullable<UserRow['category']>;

/**
 * Who is calling, as the session check read it: the one value every rule in this module decides on. Loaded once
 * per request with the session (`authenticate`), so no rule reads the user again.
 */
export type Principal = {
  userId: string;
  sessionId: string;
  firstName: string;
  lastName: string;
  /** null for administrators, who have no category. */
  category: Category | null;
  adminType: '1' | '2' | null;
  /** The verifying body an organisation account or staff member acts for. */
  organisationId: string | null;
  organisationStatus: 'unverified' | 'verified' | 'rejected' | 'suspended' | null;
  transcriptAccess: 'active' | 'inactive' | null;
  /** Where this session stands with the second factor (decision 075). */
  secondFactor: SessionSecondFactor;
};

export type SessionSecondFactor = {
  /** The account has a confirmed passkey or authenticator app. */
  enrolled: boolean;
  /** The password was given and the second factor is still to come. */
  pending: boolean;
  /** When this session last gave its second factor. */
  givenAt: string | null;
};

/** A principal's second-factor facts when no session is in question (presenting a user read by id). */
export const NO_SESSION: SessionSecondFactor = { enrolled: false, pending: false, givenAt: null };

/** The user's columns the rules read, with the organisation they belong to (null when they have none). */
export type PrincipalSource = Pick<
  UserRow,
  'id' | 'first_name' | 'last_name' | 'category' | 'is_system_admin' | 'system_admin_type' | 'organisation_id'
> & {
  organisation: Pick<OrganisationRow, 'verification_status' | 'transcript_access'> | null;
};

export function principalFrom(
  user: PrincipalSource,
  sessionId: string,
  secondFactor: SessionSecondFactor = NO_SESSION,
): Principal {
  const administrator =
    user.is_system_admin === 1 && (user.system_admin_type === '1' || user.system_admin_type === '2');
  const actsForOrganisation = user.category === 'org' || user.category === 'staff';
  return {
    userId: user.id,
    sessionId,
    firstName: user.first_name,
    lastName: user.last_name,
    category: administrator ? null : user.category,
    adminType: administrator ? user.system_admin_type : null,
    organisationId: actsForOrganisation ? user.organisation_id : null,
    organisationStatus: actsForOrganisation ? (user.organisation?.verification_status ?? null) : null,
    transcriptAccess: actsForOrganisation ? (user.organisation?.transcript_access ?? null) : null,
    secondFactor,
  };
}
