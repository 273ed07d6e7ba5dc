import type { TallySpec } from './tally-spec';

/** Timestamps are ISO-8601 UTC text on both databases: the first ten characters are the day. */
const day = (column: string) => (r: string) => `substr(${r}.${column}, 1, 10)`;
const column = (name: string) => (r: string) => `${r}.${name}`;
const text = (value: string) => () => `'${value}'`;

/**
 * Money the service keeps: a confirmed payment that was not refunded (migration 016 added refunds; a refund leaves
 * the charge confirmed, as the gateway does, and marks `refund_status`). Migration 010 built the tallies before
 * that column existed, so it uses `keptMoney(false)`.
 */
const keptMoney =
  (refunds: boolean) =>
  (r: string): string =>
    refunds ? `${r}.status = 'confirmed' and ${r}.refund_status is null` : `${r}.status = 'confirmed'`;

/**
 * The lists' scopes (decision 016). Each request counts once in each scope it belongs to, by status and type:
 * the lists' totals and header facets and the dashboards' status counts read these rows.
 * `organisation` is what a verifying body receives, `sender` what an organisation's people sent, `referrer`
 * what the people an organisation referred sent; received and referred lists leave out unpaid requests when
 * they read.
 */
export const documentScopes = [
  { scope: 'all', column: null },
  { scope: 'uploader', column: 'uploaded_by_user_id' },
  { scope: 'organisation', column: 'organisation_id' },
  { scope: 'sender', column: 'sender_organisation_id' },
  { scope: 'referrer', column: 'referrer_organisation_id' },
] as const;

export const documentTallies: TallySpec = {
  table: 'document_tallies',
  source: 'documents',
  keyColumns: ['scope', 'scope_id', 'status', 'document_type_name'],
  watch: [
    'status',
    'document_type_name',
    'uploaded_by_user_id',
    'organisation_id',
    'sender_organisation_id',
    'referrer_organisation_id',
  ],
  hasAmount: false,
  contributions: documentScopes.map(({ scope, column: scopeColumn }) => ({
    key: [text(scope), scopeColumn ? column(scopeColumn) : text(''), column('status'), column('document_type_name')],
  })),
};

/** Requests opened per day: the administrators' dashboard chart. */
export const documentDays: TallySpec = {
  table: 'document_days',
  source: 'documents',
  keyColumns: ['day'],
  watch: ['created_at'],
  hasAmount: false,
  contributions: [{ key: [day('created_at')] }],
};

/** Payments by the day they were opened, currency, status and gateway: the transactions list's totals. */
export const paymentTallies: TallySpec = {
  table: 'payment_tallies',
  source: 'payments',
  keyColumns: ['day', 'currency', 'status', 'gateway'],
  watch: ['created_at', 'currency', 'status', 'gateway', 'amount_minor'],
  hasAmount: true,
  contributions: [
    {
      key: [day('created_at'), column('currency'), column('status'), (r) => `coalesce(${r}.gateway, '')`],
      amount: column('amount_minor'),
    },
  ],
};

/** The same over all time: the transactions list's totals when no days are chosen (a few rows, not a day each). */
export const paymentTotals: TallySpec = {
  ...paymentTallies,
  table: 'payment_totals',
  keyColumns: ['currency', 'status', 'gateway'],
  watch: ['currency', 'status', 'gateway', 'amount_minor'],
  contributions: [
    {
      key: [column('currency'), column('status'), (r) => `coalesce(${r}.gateway, '')`],
      amount: column('amount_minor'),
    },
  ],
};

/** Money received per day it was confirmed: the administrators' revenue chart. */
const revenueDaysSpec = (refunds: boolean): TallySpec => ({
  table: 'revenue_days',
  source: 'payments',
  keyColumns: ['day', 'currency'],
  watch: ['settled_at', 'currency', 'status', 'amount_minor', ...(refunds ? ['refund_status'] : [])],
  hasAmount: true,
  contributions: [
    {
      key: [day('settled_at'), column('currency')],
      when: keptMoney(refunds),
      amount: column('amount_minor'),
    },
  ],
});

/** A verifying body's own surcharge on the confirmed payments for requests sent to it: its dashboard's revenue. */
const organisationRevenueSpec = (refunds: boolean): TallySpec => ({
  table: 'organisation_revenue',
  source: 'payments',
  keyColumns: ['organisation_id', 'currency'],
  watch: ['status', 'currency', 'organisation_surcharge_minor', 'document_id', ...(refunds ? ['refund_status'] : [])],
  hasAmount: true,
  contributions: [
    {
      key: [(r) => `(select organisation_id from documents where documents.id = ${r}.document_id)`, column('currency')],
      when: keptMoney(refunds),
      amount: column('organisation_surcharge_minor'),
    },
  ],
});

/** What each person has paid, per currency (confirmed payments only): their dashboard's money spent. */
const payerSpendingSpec = (refunds: boolean): TallySpec => ({
  table: 'payer_spending',
  source: 'payments',
  keyColumns: ['payer_user_id', 'currency'],
  watch: ['payer_user_id', 'status', 'currency', 'amount_minor', ...(refunds ? ['refund_status'] : [])],
  hasAmount: true,
  contributions: [
    {
      key: [column('payer_user_id'), column('currency')],
      when: keptMoney(refunds),
      amount: column('amount_minor'),
    },
  ],
});

export const revenueDays = revenueDaysSpec(true);
export const organisationRevenue = organisationRevenueSpec(true);
export const payerSpending = payerSpendingSpec(true);

/** Audit entries per day and kind of record: the audit trail's totals. */
export const auditTallies: TallySpec = {
  table: 'audit_tallies',
  source: 'audit_log',
  keyColumns: ['day', 'entity_type'],
  watch: ['created_at', 'entity_type'],
  hasAmount: false,
  contributions: [{ key: [day('created_at'), column('entity_type')] }],
};

/**
 * Accounts per list: administrators, the individual accounts (individuals, students, agents) and, per
 * organisation, the confirmed accounts it referred.
 */
export const userTallies: TallySpec = {
  table: 'user_tallies',
  source: 'users',
  keyColumns: ['scope', 'scope_id'],
  watch: ['is_system_admin', 'category', 'referred_by_organisation_id', 'email_verified_at'],
  hasAmount: false,
  contributions: [
    { key: [text('administrators'), text('')], when: (r) => `${r}.is_system_admin = 1` },
    {
      key: [text('individuals'), text('')],
      when: (r) => `${r}.is_system_admin = 0 and ${r}.category in ('indv', 'student', 'agent')`,
    },
    {
      key: [text('referred'), column('referred_by_organisation_id')],
      when: (r) => `${r}.email_verified_at is not null`,
    },
  ],
};

export const allTallies = [
  documentTallies,
  documentDays,
  paymentTallies,
  paymentTotals,
  revenueDays,
  organisationRevenue,
  payerSpending,
  auditTallies,
  userTallies,
];

/** The tallies as migration 010 built them, before payments could be refunded (migration 016). */
export const talliesBeforeRefunds = allTallies.map((spec) =>
  spec === revenueDays
    ? revenueDaysSpec(false)
    : spec === organisationRevenue
      ? organisationRevenueSpec(false)
      : spec === payerSpending
        ? payerSpendingSpec(false)
        : spec,
);

/** The tables whose triggers feed the tallies. */
export const tallySources = [...new Set(allTallies.map((spec) => spec.source))];
