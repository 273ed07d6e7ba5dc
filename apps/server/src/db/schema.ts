import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types of every table. Portable across SQLite and PostgreSQL: text ids (UUIDs), ISO-8601 UTC text
 * timestamps (they sort as text), integer 0/1 flags and integer minor units for money.
 */
export type Database = {
  users: UsersTable;
  organisations: OrganisationsTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  admin_invitations: AdminInvitationsTable;
  mail_outbox: MailOutboxTable;
  countries: CountriesTable;
  document_categories: DocumentCategoriesTable;
  document_types: DocumentTypesTable;
  companies: CompaniesTable;
  industries: IndustriesTable;
  service_charges: ServiceChargesTable;
};

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  category: 'org' | 'staff' | 'indv' | 'student' | 'agent' | null;
  is_system_admin: number;
  system_admin_type: '1' | '2' | null;
  status: 'active' | 'inactive';
  email_verified_at: string | null;
  organisation_id: string | null;
  referred_by_organisation_id: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string | null;
};
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export type OrganisationsTable = {
  id: string;
  name: string;
  industry: string | null;
  country_code: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  referral_code: string;
  verification_status: 'unverified' | 'verified' | 'rejected' | 'suspended';
  transcript_access: 'active' | 'inactive';
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string | null;
};
export type OrganisationRow = Selectable<OrganisationsTable>;

export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
};

export type OneTimeCodesTable = {
  id: string;
  email: string;
  purpose: 'signup' | 'reset';
  code_hash: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
};
export type OneTimeCodeRow = Selectable<OneTimeCodesTable>;

export type AdminInvitationsTable = {
  id: string;
  email: string;
  token_hash: string;
  admin_type: '1' | '2';
  invited_by_user_id: string | null;
  expires_at: string;
  accepted_at: string | null;
  created_at: string;
};

export type MailOutboxTable = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
};

export type CountriesTable = { code: string; name: string; currency: string };

export type DocumentCategoriesTable = { id: string; name: string; tag: string; sort_order: number };

export type DocumentTypesTable = { id: string; category_id: string; name: string; sort_order: number };

export type CompaniesTable = { id: string; name: string };

export type IndustriesTable = { id: string; name: string; sort_order: number };

export type ServiceChargesTable = {
  id: string;
  document_type_id: string;
  amount_minor: number;
  currency: string;
  updated_at: string;
  updated_by_user_id: string | null;
};
