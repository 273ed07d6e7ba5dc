import type { TSignupRequest } from '@docverify/contract/auth/auth';
import type { Db } from '../../db/database';
import type { OrganisationRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newReferralCode } from '../../lib/ids';
import { countryExists, industryExists } from './organisations.repository';

/**
 * The institution an organisation sign-up creates: unverified until an administrator verifies it, with its
 * own referral code. Its contact falls back to the signing-up user's, who is its authorised person.
 */
export async function newOrganisationFromSignup(
  db: Db,
  input: TSignupRequest,
  ids: { organisationId: string; userId: string; now: string },
): Promise<OrganisationRow> {
  // The lists are the server's: a name the list does not hold (or an unknown country) is refused, not stored.
  if (input.industry && !(await industryExists(db, input.industry))) {
    throw AppError.validation('industry', 'Choose an industry from the list');
  }
  if (input.countryCode && !(await countryExists(db, input.countryCode))) {
    throw AppError.validation('countryCode', 'Choose a country from the list');
  }
  return {
    id: ids.organisationId,
    name: input.companyName!,
    industry: input.industry ?? null,
    country_code: input.countryCode ?? null,
    city: null,
    email: input.companyEmail ?? input.email,
    phone: input.companyPhone ?? input.phone ?? null,
    referral_code: newReferralCode(),
    verification_status: 'unverified',
    transcript_access: 'inactive',
    created_by_user_id: ids.userId,
    created_at: ids.now,
    updated_at: null,
    website: input.website ?? null,
    domain: input.domain ?? null,
    categories: input.categories?.join(',') ?? null,
    // Sent after sign-up, from the body's own account (features/body-proof).
    evidence_file_id: null,
    domain_verified_at: null,
    domain_contact_email: null,
  };
}
