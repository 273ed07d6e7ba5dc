import type { Db } from '../db/database';
import type { NewUser, OrganisationRow } from '../db/schema';
import { newId, newReferralCode, newSecretToken } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import type { Secrets } from '../context';
import { insertInvitation, invitationTokenHash } from '../features/auth/invitations.repository';

/**
 * One set of factories for the integration tests, the browser tests and demo data. They write through the
 * same tables the product uses; passwords are hashed at a low cost only because the cost is recorded per hash.
 */
export const FACTORY_PASSWORD = 'Passw0rd!';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function createOrganisation(db: Db, overrides: Partial<OrganisationRow> = {}): Promise<OrganisationRow> {
  const organisation: OrganisationRow = {
    id: newId(),
    name: `Test Organisation ${unique()}`,
    industry: 'Higher Education',
    country_code: 'NG',
    city: 'Lagos',
    email: null,
    phone: null,
    referral_code: newReferralCode(),
    verification_status: 'verified',
    transcript_access: 'inactive',
    created_by_user_id: null,
    created_at: new Date().toISOString(),
    updated_at: null,
    ...overrides,
  };
  await db.insertInto('organisations').values(organisation).execute();
  return organisation;
}

export type CreatedUser = NewUser & { id: string; email: string; password: string };

export async function createUser(
  db: Db,
  overrides: Partial<NewUser> & { password?: string; passwordCost?: number } = {},
): Promise<CreatedUser> {
  // Tests hash cheaply; accounts on a real database (the demo seed) pass the configured cost.
  const { password = FACTORY_PASSWORD, passwordCost = 10, ...fields } = overrides;
  const now = new Date().toISOString();
  const user = {
    id: newId(),
    email: `user-${unique()}@example.test`,
    password_hash: await hashPassword(password, passwordCost),
    first_name: 'Test',
    last_name: 'User',
    phone: null,
    category: 'indv' as const,
    is_system_admin: 0,
    system_admin_type: null,
    status: 'active' as const,
    email_verified_at: now,
    organisation_id: null,
    referred_by_organisation_id: null,
    last_login_at: null,
    created_at: now,
    updated_at: null,
    ...fields,
  };
  await db.insertInto('users').values(user).execute();
  return { ...user, password };
}

export function createAdmin(db: Db, adminType: '1' | '2' = '1', overrides: Partial<NewUser> = {}) {
  return createUser(db, {
    category: null,
    is_system_admin: 1,
    system_admin_type: adminType,
    first_name: 'Ada',
    last_name: 'Admin',
    ...overrides,
  });
}

/** An organisation user (category org) with their organisation, or a staff member of it. */
export async function createOrganisationUser(
  db: Db,
  options: {
    category?: 'org' | 'staff';
    organisation?: OrganisationRow;
    transcriptAccess?: 'active' | 'inactive';
  } = {},
) {
  const organisation =
    options.organisation ??
    (await createOrganisation(db, { transcript_access: options.transcriptAccess ?? 'inactive' }));
  const user = await createUser(db, { category: options.category ?? 'org', organisation_id: organisation.id });
  return { user, organisation };
}

/** An administrator invitation as `POST /system/admin/create/admin` issues it; returns the token to share. */
export async function createAdminInvitation(
  db: Db,
  secrets: Pick<Secrets, 'hashKey'>,
  options: { email?: string; adminType?: '1' | '2'; expiresAt?: string } = {},
) {
  const token = newSecretToken();
  const email = options.email ?? `admin-${unique()}@example.test`;
  await insertInvitation(db, {
    id: newId(),
    email,
    token_hash: invitationTokenHash({ secrets }, token),
    admin_type: options.adminType ?? '2',
    invited_by_user_id: null,
    expires_at: options.expiresAt ?? new Date(Date.now() + 7 * 86_400_000).toISOString(),
    created_at: new Date().toISOString(),
  });
  return { token, email };
}
