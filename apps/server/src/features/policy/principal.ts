import type { UserRow } from '../../db/schema';
import type { SessionClaims } from '../auth/tokens';

type Category = NonNullable<UserRow['category']>;

/**
 * Who is calling, as the session check read it: the one value every rule in this module decides on. Loaded once
 * per request with the session (`authenticate`), so no rule reads the user again.
 */
export type Principal = SessionClaims & {
  firstName: string;
  lastName: string;
  /** null for administrators, who have no category. */
  category: Category | null;
  adminType: '1' | '2' | null;
  /** The verifying body an organisation account or staff member acts for. */
  organisationId: string | null;
  organisationStatus: 'unverified' | 'verified' | 'rejected' | 'suspended' | null;
  transcriptAccess: 'active' | 'inactive' | null;
};

export type PrincipalRow = {
  userId: string;
  firstName: string;
  lastName: string;
  category: Category | null;
  isSystemAdmin: number;
  adminType: '1' | '2' | null;
  organisationId: string | null;
  organisationStatus: Principal['organisationStatus'];
  transcriptAccess: Principal['transcriptAccess'];
};

export function principalFrom(row: PrincipalRow, sessionId: string): Principal {
  const administrator = row.isSystemAdmin === 1 && (row.adminType === '1' || row.adminType === '2');
  const actsForOrganisation = row.category === 'org' || row.category === 'staff';
  return {
    userId: row.userId,
    sessionId,
    firstName: row.firstName,
    lastName: row.lastName,
    category: administrator ? null : row.category,
    adminType: administrator ? row.adminType : null,
    organisationId: actsForOrganisation ? row.organisationId : null,
    organisationStatus: actsForOrganisation ? row.organisationStatus : null,
    transcriptAccess: actsForOrganisation ? row.transcriptAccess : null,
  };
}
