import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types of every table. Portable across SQLite and PostgreSQL: text ids (UUIDs), ISO-8601 UTC text
 * timestamps (they sort as text), integer 0/1 flags and integer minor units for money.
 */
export type Database = {
  users: UsersTable;
  organisations: OrganisationsTable;
  organisation_categories: OrganisationCategoriesTable;
  organisation_name_words: OrganisationNameWordsTable;
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
  surcharges: SurchargesTable;
  stored_files: StoredFilesTable;
  documents: DocumentsTable;
  document_events: DocumentEventsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  sandbox_charges: SandboxChargesTable;
  transcript_services: TranscriptServicesTable;
  staff_invitations: StaffInvitationsTable;
  audit_log: AuditLogTable;
  index_builds: IndexBuildsTable;
  scheduled_jobs: ScheduledJobsTable;
  document_tallies: DocumentTalliesTable;
  document_days: DayTalliesTable;
  payment_tallies: PaymentTalliesTable;
  payment_totals: PaymentTotalsTable;
  revenue_days: RevenueDaysTable;
  organisation_revenue: OrganisationRevenueTable;
  payer_spending: PayerSpendingTable;
  audit_tallies: AuditTalliesTable;
  user_tallies: UserTalliesTable;
  unaccredited_institutions: UnaccreditedInstitutionsTable;
  credential_keys: CredentialKeysTable;
  status_lists: StatusListsTable;
  credentials: CredentialsTable;
  document_shares: DocumentSharesTable;
  share_views: ShareViewsTable;
  user_factors: UserFactorsTable;
  recovery_codes: RecoveryCodesTable;
  webauthn_challenges: WebauthnChallengesTable;
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
  /** Set while an administrator's deactivation stands: only an administrator may activate the account again. */
  deactivated_by_admin_at: string | null;
  /** Lower-cased names, e-mail and phone: the administrators' search (userSearchText). */
  search_text: string;
  /** A stable row number: the search index's key and every list order's tie-break (decision 016). */
  seq: Generated<number>;
  /** Set while the account has a confirmed second factor (decision 078): read with every session check. */
  second_factor_enrolled_at: string | null;
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
  /** Decision 071: the body's official website and domain, and the document categories it verifies (comma-separated). */
  website: string | null;
  domain: string | null;
  categories: string | null;
  /** Its registration or accreditation evidence (a stored file). */
  evidence_file_id: string | null;
  /** When control of the domain was proven, and the address at the domain that received the code. */
  domain_verified_at: string | null;
  domain_contact_email: string | null;
};
export type OrganisationRow = Selectable<OrganisationsTable>;

/** Which bodies verify a category of documents: the wizard's list of bodies is read by category. */
export type OrganisationCategoriesTable = { category_id: string; organisation_id: string };
/** The words of each body's name (lib/body-names): look-alike candidates are read through them. */
export type OrganisationNameWordsTable = { word: string; organisation_id: string };

export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
  /** Decision 076: written at most every 5 minutes by the session check; null until then. */
  last_seen_at: string | null;
  /** `second_factor`: the password was right and the second factor is still to come (decision 078). */
  stage: Generated<'complete' | 'second_factor'>;
  /** When this session last gave its second factor: the step-up window runs from it. */
  second_factor_at: string | null;
};

/** A passkey (WebAuthn credential) or an authenticator app (TOTP) of one account. */
export type UserFactorsTable = {
  id: string;
  user_id: string;
  kind: 'passkey' | 'totp';
  label: string;
  created_at: string;
  /** Null while an authenticator app is being set up: it counts once a code from it was accepted. */
  confirmed_at: string | null;
  last_used_at: string | null;
  /** Passkeys: the credential's id and COSE public key (base64url), its signature counter and transports. */
  credential_id: string | null;
  public_key: string | null;
  sign_count: number | null;
  transports: string | null;
  /** Authenticator apps: the shared secret, sealed with the server's key, and the last time step accepted. */
  totp_secret: string | null;
  totp_last_step: number | null;
};
export type UserFactorRow = Selectable<UserFactorsTable>;

export type RecoveryCodesTable = {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
};

/** A challenge a passkey is to sign, kept until it is answered once or expires. */
export type WebauthnChallengesTable = {
  id: string;
  challenge: string;
  purpose: 'register' | 'authenticate';
  user_id: string | null;
  session_id: string | null;
  created_at: string;
  expires_at: string;
};

export type OneTimeCodesTable = {
  id: string;
  email: string;
  /** `domain`: a code sent to an address at a verifying body's domain, for that body (decision 071). */
  purpose: 'signup' | 'reset' | 'domain';
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
  /** pending until delivered (sent) or given up on (failed: last_error says why). */
  status: Generated<'pending' | 'sent' | 'failed'>;
  /** The Message-ID every attempt sends, so a receiving server can tell a repeat from a new message. */
  message_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  /** A worker's claim: another worker leaves the message alone until then. */
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
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

export type SurchargesTable = {
  id: string;
  /** Null for the platform's own surcharge (set by administrators). */
  organisation_id: string | null;
  amount_minor: number;
  currency: string;
  created_at: string;
  updated_at: string | null;
  updated_by_user_id: string | null;
};

export type StoredFilesTable = {
  id: string;
  storage_key: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by_user_id: string;
  created_at: string;
};
export type StoredFileRow = Selectable<StoredFilesTable>;

export type DocumentStatus = 'awaiting_payment' | 'submitted' | 'pending' | 'verified' | 'queried' | 'archived';
export type PaymentStatus = 'pending' | 'confirmed' | 'failed';

export type DocumentsTable = {
  id: string;
  application_id: string;
  /** The reference of the newest payment attempt. */
  ref_id: string;
  uploaded_by_user_id: string;
  /** The verifying body the request is sent to. */
  organisation_id: string;
  category_id: string;
  document_type_id: string;
  document_type_name: string;
  country_code: string;
  status: DocumentStatus;
  payment_status: PaymentStatus;
  /** Bumped on every change; a status edit names the version it read (stale edits get 409). */
  version: number;
  verify_info: string | null;
  viewer_code: string | null;
  owner_first_name: string;
  owner_middle_name: string | null;
  owner_last_name: string;
  owner_date_of_birth: string;
  verifier_name: string | null;
  verifier_city: string | null;
  student_id: string | null;
  course: string | null;
  qualification: string | null;
  enrollment_status: string | null;
  start_year: number | null;
  end_year: number | null;
  bank_name: string | null;
  account_name: string | null;
  employer_name: string | null;
  job_title: string | null;
  file_id: string;
  /** The verifier's signed proof PDF, attached with the decision. */
  proof_file_id: string | null;
  search_text: string;
  /** Lower-cased "last first", for the name order. */
  sort_name: string;
  decided_at: string | null;
  /** When payment first submitted it to its verifier (a body's turnaround starts here). */
  submitted_at: string | null;
  /** When its verifying body is expected to have answered: fixed at the payment's confirmation (decision 073). */
  due_at: string | null;
  /** When its requester was e-mailed that it is overdue (once). */
  overdue_notice_at: string | null;
  /** The organisation of the uploader when they act for one (org or staff): the organisation's sent list. */
  sender_organisation_id: string | null;
  /** The organisation whose referral link the uploader signed up through: its referred requests. */
  referrer_organisation_id: string | null;
  created_at: string;
  updated_at: string;
  seq: Generated<number>;
};
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;

export type DocumentEventsTable = {
  id: string;
  document_id: string;
  actor_user_id: string | null;
  from_status: DocumentStatus | null;
  to_status: DocumentStatus;
  note: string | null;
  file_id: string | null;
  /** On a decision: the request's file it was made on (the original), so the result names the version verified. */
  decided_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The document's version after this change. */
  document_version: number;
  created_at: string;
};
export type DocumentEventRow = Selectable<DocumentEventsTable>;

export type PaymentsTable = {
  id: string;
  reference: string;
  document_id: string;
  payer_user_id: string;
  gateway: 'sandbox' | 'paystack' | null;
  status: PaymentStatus;
  currency: string;
  amount_minor: number;
  service_charge_minor: number;
  organisation_surcharge_minor: number;
  platform_surcharge_minor: number;
  gateway_reference: string | null;
  failure_reason: string | null;
  created_at: string;
  settled_at: string | null;
  /** Lower-cased reference, request and payer: the transactions search (paymentSearchText). */
  search_text: string;
  seq: Generated<number>;
  /** The gateway's checkout for this attempt, handed back on a second click instead of opening another. */
  checkout_url: string | null;
  checkout_code: string | null;
  /** Set once an administrator refunds the payment: the refund's own status (RefundsTable). */
  refund_status: RefundStatus | null;
};
export type PaymentRow = Selectable<PaymentsTable>;

/**
 * `requested`: recorded, not yet accepted by the gateway (sent again by the reconciliation job); `pending`: the
 * gateway accepted it and is paying it out; `processed`: paid back; `failed`: the gateway could not pay it back.
 */
export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';

/** An administrator's refund of a confirmed payment, in full, through the gateway that took it. */
export type RefundsTable = {
  id: string;
  payment_id: string;
  amount_minor: number;
  currency: string;
  reason: string;
  requested_by_user_id: string;
  requested_at: string;
  status: RefundStatus;
  gateway_refund_id: string | null;
  attempts: number;
  last_error: string | null;
  updated_at: string;
  processed_at: string | null;
};
export type RefundRow = Selectable<RefundsTable>;

/** The sandbox gateway's own ledger: what its checkout page approved or declined. */
export type SandboxChargesTable = {
  reference: string;
  amount_minor: number;
  currency: string;
  email: string;
  outcome: 'success' | 'failed' | null;
  created_at: string;
  decided_at: string | null;
};

/** A staff member's invitation to set their password; the token is stored as a keyed hash. */
export type StaffInvitationsTable = {
  id: string;
  user_id: string;
  token_hash: string;
  invited_by_user_id: string | null;
  expires_at: string;
  accepted_at: string | null;
  created_at: string;
};

/** A verifying body's transcript service; its fee is the service charge of a transcript request to it. */
export type TranscriptServicesTable = {
  id: string;
  organisation_id: string;
  fee_minor: number;
  currency: string;
  processing_days: number;
  /** A JSON array of delivery options (email, courier, pickup). */
  delivery_options: string;
  notes: string | null;
  active: number;
  created_at: string;
  updated_at: string | null;
  updated_by_user_id: string | null;
};
export type TranscriptServiceRow = Selectable<TranscriptServicesTable>;

/** Append-only: who changed what, when, with the state before and after (JSON text). */
export type AuditLogTable = {
  id: string;
  actor_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  /** The words' ingredients as they were when written (features/audit/audit-context.ts); null before 012. */
  context_json: string | null;
  search_text: string;
  created_at: string;
  seq: Generated<number>;
};

/** Index builds a migration queued, run after the migrations commit (db/index-builds.ts). */
export type IndexBuildsTable = { position: number; name: string; statement: string };

/** One row per job the instances schedule; the conditional update of its lease decides who runs it. */
export type ScheduledJobsTable = {
  name: string;
  next_run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_error: string | null;
  runs: Generated<number>;
};

/** Running totals kept by triggers (db/tallies): read a few rows instead of counting millions. */
export type DocumentTalliesTable = {
  scope: 'all' | 'uploader' | 'organisation' | 'sender' | 'referrer';
  scope_id: string;
  status: DocumentStatus;
  document_type_name: string;
  count: number;
};
export type DayTalliesTable = { day: string; count: number };
export type PaymentTalliesTable = {
  day: string;
  currency: string;
  status: PaymentStatus;
  /** '' for an attempt no gateway has taken yet. */
  gateway: string;
  count: number;
  amount: number;
};
export type PaymentTotalsTable = Omit<PaymentTalliesTable, 'day'>;
export type RevenueDaysTable = { day: string; currency: string; count: number; amount: number };
export type OrganisationRevenueTable = { organisation_id: string; currency: string; count: number; amount: number };
export type PayerSpendingTable = { payer_user_id: string; currency: string; count: number; amount: number };
export type AuditTalliesTable = { day: string; entity_type: string; count: number };
export type UserTalliesTable = {
  scope: 'administrators' | 'individuals' | 'referred';
  scope_id: string;
  count: number;
};

/** Every public key that ever signed a credential, published at /.well-known/jwks.json (decision 022). */
export type CredentialKeysTable = { kid: string; public_jwk: string; created_at: string };

/** A Bitstring Status List: `size` bits, one per credential issued into it. */
export type StatusListsTable = {
  id: number;
  size: number;
  /** Slots taken (credentials issued into this list), kept by `insertCredential`. */
  used: Generated<number>;
  created_at: string;
};

/** A Verifiable Credential issued for a verified request, as signed (the compact JWS), and its revocation. */
export type CredentialsTable = {
  id: string;
  document_id: string;
  kid: string;
  status_list_id: number;
  status_index: number;
  jws: string;
  issued_at: string;
  revoked_at: string | null;
  revocation_reason: string | null;
};
export type CredentialRow = Selectable<CredentialsTable>;

/** The administrators' list of unaccredited awarding bodies (decision 024): requests naming one are flagged. */
export type UnaccreditedInstitutionsTable = {
  id: string;
  name: string;
  /** Lower case, accents folded, punctuation and 'the'/'of' dropped (contract fraud-signals/normalise.ts); unique. */
  normalised_name: string;
  country_code: string | null;
  /** Where the entry was published: a URL or a list's name. */
  source: string;
  note: string | null;
  added_by_user_id: string | null;
  created_at: string;
};
export type UnaccreditedInstitutionRow = Selectable<UnaccreditedInstitutionsTable>;

/** A link to a verified request's result that its owner shares, labels, and may revoke (decision 023). */
export type DocumentSharesTable = {
  id: string;
  document_id: string;
  /** The secret in the public URL; the default link's is the request's viewer code. */
  code: string;
  label: string;
  created_by_user_id: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  revoked_by_user_id: string | null;
  /** 1 for the request's default link (its viewer code), 0 for links the owner made. */
  is_default: number;
  /** Times the result was shown through this link, since it was made (the log itself is kept 12 months). */
  view_count: Generated<number>;
  last_viewed_at: string | null;
};
export type DocumentShareRow = Selectable<DocumentSharesTable>;

export type ShareViewOutcome = 'shown' | 'revoked' | 'expired';

/** One opening of a share link: when, which link, how it ended, and only a coarse browser and network. */
export type ShareViewsTable = {
  id: string;
  share_id: string;
  document_id: string;
  viewed_at: string;
  outcome: ShareViewOutcome;
  /** "Chrome · mobile": the family and the kind of device, never the raw User-Agent. */
  browser_family: string;
  /** "102.89.x.x" (IPv4 /16) or "2001:db8::/32" (IPv6 /32), never the full address. */
  network_hint: string;
};
