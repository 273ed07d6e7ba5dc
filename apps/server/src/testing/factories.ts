import { insertOrganisation } from '../features/organisations/organisations.repository';
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import type { DocumentStatus, NewDocument, NewUser, OrganisationRow, PaymentStatus } from '../db/schema';
import { newId, newReferralCode, newSecretToken } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import type { Secrets } from '../context';
import { insertInvitation, invitationTokenHash } from '../features/auth/invitations.repository';
import { insertUser } from '../features/auth/users.repository';
import { insertFactor, setSecondFactorEnrolled } from '../features/auth/factors.repository';
import { testPasskeyFactor } from './software-passkey';
import { userSearchText } from '../features/auth/search-text';
import { quoteFee } from '../features/charges/fees';
import { documentSearchText, documentSortName } from '../features/documents/search-text';
import { insertDocument } from '../features/documents/documents.repository';
import { insertPendingPayment, newPaymentReference } from '../features/payment-attempts/payment-attempts.repository';

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
    website: null,
    domain: null,
    categories: 'educ,prof,finance,employment',
    evidence_file_id: null,
    domain_verified_at: null,
    domain_contact_email: null,
    ...overrides,
  };
  await insertOrganisation(db, organisation);
  return organisation;
}

/** A stored file's record (the bytes are not written): for rows that only point at one. */
export async function createStoredFile(db: Db, uploaderId: string): Promise<string> {
  const id = newId();
  await db
    .insertInto('stored_files')
    .values({
      id,
      storage_key: `documents/test/${id}`,
      file_name: 'evidence.pdf',
      mime_type: 'application/pdf',
      size_bytes: 10,
      sha256: createHash('sha256').update(id).digest('hex'),
      uploaded_by_user_id: uploaderId,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** The body's own charge on top of the service charge, in naira (minor units): what each confirmed payment earns it. */
export async function createSurcharge(db: Db, organisationId: string, amountMinor: number): Promise<void> {
  await db
    .insertInto('surcharges')
    .values({
      id: newId(),
      organisation_id: organisationId,
      amount_minor: amountMinor,
      currency: 'NGN',
      created_at: new Date().toISOString(),
      updated_at: null,
      updated_by_user_id: null,
    })
    .execute();
}

export type CreatedUser = NewUser & { id: string; email: string; password: string };

/**
 * Gives an account the test passkey its e-mail derives (testing/software-passkey), as if its owner had added it:
 * the sign-in helpers then finish signing in with it, through the real routes.
 */
export async function givePasskey(db: Db, user: { id: string; email: string }): Promise<void> {
  const now = new Date().toISOString();
  await insertFactor(db, testPasskeyFactor(user, { id: newId(), at: now }));
  await setSecondFactorEnrolled(db, user.id, now);
}

export async function createUser(
  db: Db,
  overrides: Partial<Omit<NewUser, 'search_text'>> & {
    password?: string;
    passwordCost?: number;
    /**
     * Administrators, bodies and their staff must have a second factor, so they are made with a passkey unless this
     * is false (to test enrolment); individuals have none unless it is true.
     */
    passkey?: boolean;
  } = {},
): Promise<CreatedUser> {
  // Tests hash cheaply; accounts on a real database (the demo seed) pass the configured cost.
  const { password = FACTORY_PASSWORD, passwordCost = 10, passkey, ...fields } = overrides;
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
  await insertUser(db, user);
  const mustHaveSecondFactor = user.is_system_admin === 1 || user.category === 'org' || user.category === 'staff';
  if (passkey ?? mustHaveSecondFactor) await givePasskey(db, user);
  return { ...user, search_text: userSearchText(user), password };
}

export function createAdmin(
  db: Db,
  adminType: '1' | '2' = '1',
  overrides: Partial<NewUser> & { passkey?: boolean } = {},
) {
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
    /** False: without the passkey such accounts are given (to test enrolment). */
    passkey?: boolean;
  } = {},
) {
  const organisation =
    options.organisation ??
    (await createOrganisation(db, { transcript_access: options.transcriptAccess ?? 'inactive' }));
  const user = await createUser(db, {
    category: options.category ?? 'org',
    organisation_id: organisation.id,
    ...(options.passkey === undefined ? {} : { passkey: options.passkey }),
  });
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

/**
 * A verification request as `POST /doc/verify` leaves it, then moved through `statuses` via the lifecycle.
 * The stored file row points at `storageKey`; tests that download it write the bytes to the store themselves.
 */
export async function createDocument(
  db: Db,
  options: {
    uploader: { id: string };
    organisation: OrganisationRow;
    documentTypeId?: string;
    status?: DocumentStatus;
    paymentStatus?: PaymentStatus;
    owner?: { first: string; middle?: string; last: string };
    /** What the submission said about the document, where a test needs other words than the defaults. */
    details?: Partial<Pick<NewDocument, 'verifier_name' | 'course' | 'qualification' | 'start_year' | 'end_year'>>;
    storageKey?: string;
    createdAt?: string;
  },
) {
  const now = options.createdAt ?? new Date().toISOString();
  const type = await db
    .selectFrom('document_types')
    .innerJoin('document_categories', 'document_categories.id', 'document_types.category_id')
    .select(['document_types.id', 'document_types.name', 'document_types.category_id', 'document_categories.tag'])
    .where('document_types.id', '=', options.documentTypeId ?? 'educ-bachelors')
    .executeTakeFirstOrThrow();
  const fileId = newId();
  await db
    .insertInto('stored_files')
    .values({
      id: fileId,
      storage_key: options.storageKey ?? `test/${fileId}`,
      file_name: 'certificate.pdf',
      mime_type: 'application/pdf',
      size_bytes: 1024,
      // Each factory file stands for different bytes: a shared hash would read as one file sent for every request.
      sha256: createHash('sha256').update(fileId).digest('hex'),
      uploaded_by_user_id: options.uploader.id,
      created_at: now,
    })
    .execute();
  const owner = options.owner ?? { first: 'Chidi', last: `Okafor${unique()}` };
  const status = options.status ?? 'submitted';
  const paymentStatus = options.paymentStatus ?? (status === 'awaiting_payment' ? 'pending' : 'confirmed');
  const row = {
    id: newId(),
    application_id: `APP-${unique().toUpperCase()}`,
    ref_id: newPaymentReference(),
    uploaded_by_user_id: options.uploader.id,
    organisation_id: options.organisation.id,
    category_id: type.category_id,
    document_type_id: type.id,
    document_type_name: type.name,
    country_code: options.organisation.country_code ?? 'NG',
    status,
    payment_status: paymentStatus,
    version: 1,
    verify_info: null,
    viewer_code: status === 'verified' ? newSecretToken(24) : null,
    owner_first_name: owner.first,
    owner_middle_name: owner.middle ?? null,
    owner_last_name: owner.last,
    owner_date_of_birth: '1995-04-12',
    verifier_name: options.organisation.name,
    verifier_city: options.organisation.city,
    student_id: 'STU-001',
    course: 'Computer Science',
    qualification: null,
    enrollment_status: null,
    start_year: 2014,
    end_year: 2018,
    bank_name: null,
    account_name: null,
    employer_name: null,
    job_title: null,
    file_id: fileId,
    proof_file_id: null,
    ...options.details,
    decided_at: status === 'verified' || status === 'queried' ? now : null,
    submitted_at: status === 'awaiting_payment' ? null : now,
    created_at: now,
    updated_at: now,
  };
  const document = {
    ...row,
    search_text: documentSearchText({ ...row, tag: type.tag, body_name: options.organisation.name }),
    sort_name: documentSortName(row),
  };
  await insertDocument(db, document);
  const fee = await quoteFee(db, { documentTypeId: type.id, organisationId: options.organisation.id });
  await insertPendingPayment(db, {
    documentId: document.id,
    payerUserId: options.uploader.id,
    reference: document.ref_id,
    fee,
    now,
  });
  if (paymentStatus !== 'pending') {
    await db
      .updateTable('payments')
      .set({ status: paymentStatus, gateway: 'sandbox', settled_at: now })
      .where('reference', '=', document.ref_id)
      .execute();
  }
  await db
    .insertInto('document_events')
    .values({
      id: newId(),
      document_id: document.id,
      actor_user_id: options.uploader.id,
      from_status: null,
      to_status: status,
      note: null,
      file_id: fileId,
      document_version: 1,
      created_at: now,
    })
    .execute();
  return document;
}
