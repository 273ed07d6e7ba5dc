import type { SqlDialect } from '../dialect';

/**
 * The change counters migrations 020 and 022 installed for the list answer cache (decision 045) and migration 023
 * dropped with it (decision 061): kept so those migrations still build a database from scratch and 023's `down`
 * can put them back. Each counter named a set of rows a list read; triggers added one to every counter a change
 * touched, in the changing transaction.
 */
export const GENERATIONS_TABLE = 'list_generations';

const DIRECTORY = 'directory';
const ACCOUNTS = 'accounts';
const AUDIT = 'audit';
const REFERENCE = 'reference';
const ALL_PAYMENTS = 'payments:all';
const paymentsOf = (payerId: string) => `payments:payer:${payerId}`;

type DocumentScopeName = 'all' | 'uploader' | 'organisation' | 'sender' | 'referrer';

const documentsCounter = (scope: DocumentScopeName, id: string) =>
  scope === 'all' ? 'documents:all' : `documents:${scope}:${id}`;

/** The counters of one request's scopes, as SQL over its row `r` (null where it has no such scope). */
const documentScopeKeys = (r: string) => [
  `'${documentsCounter('all', '')}'`,
  `'${documentsCounter('uploader', '')}' || ${r}.uploaded_by_user_id`,
  `'${documentsCounter('organisation', '')}' || ${r}.organisation_id`,
  `'${documentsCounter('sender', '')}' || ${r}.sender_organisation_id`,
  `'${documentsCounter('referrer', '')}' || ${r}.referrer_organisation_id`,
];

/** A counter a changed row moves: its name as SQL, read from `from` when the row only points at the rows shown. */
type GenerationKey = { value: string; from?: string };

/** A source of changes: a table, and the counters a changed row moves. */
type GenerationSource = {
  /** Names its triggers (a table may have two, watching different columns). */
  name: string;
  table: string;
  /** Only a change of these columns moves the counters (all columns when absent). */
  watch?: string[];
  /** Whether a new row moves the counters (a new person appears in no request's row until they make one). */
  inserts: boolean;
  keys: (r: string) => GenerationKey[];
};

const directorySource = (table: string, watch?: string[]): GenerationSource => ({
  name: `${table}_generations`,
  table,
  ...(watch ? { watch } : {}),
  inserts: false,
  keys: () => [{ value: `'${DIRECTORY}'` }],
});

/** The counters of one person's payments and of all payments, for payment `p`. */
const paymentKeys = (p: string, from?: string): GenerationKey[] => [
  { value: `'${ALL_PAYMENTS}'`, ...(from ? { from } : {}) },
  { value: `'${paymentsOf('')}' || ${p}.payer_user_id`, ...(from ? { from } : {}) },
];

export const generationSources: GenerationSource[] = [
  {
    name: 'documents_generations',
    table: 'documents',
    inserts: true,
    keys: (r) => documentScopeKeys(r).map((value) => ({ value })),
  },
  {
    // The transactions lists show a few of the request's columns beside each payment.
    name: 'documents_payment_generations',
    table: 'documents',
    watch: [
      'application_id',
      'document_type_name',
      'owner_first_name',
      'owner_middle_name',
      'owner_last_name',
      'owner_date_of_birth',
    ],
    inserts: false,
    keys: (r) => paymentKeys('paying', `payments paying where paying.document_id = ${r}.id`),
  },
  {
    // A payment: the transactions lists, and the request it pays for (the document lists show its fee).
    name: 'payments_generations',
    table: 'payments',
    inserts: true,
    keys: (r) => [
      ...paymentKeys(r),
      ...documentScopeKeys('paid').map((value) => ({
        value,
        from: `documents paid where paid.ref_id = ${r}.reference`,
      })),
    ],
  },
  // What a request's row, a payment's or an audit entry shows of a person (the audit trail: what kind of account).
  directorySource('users', [
    'first_name',
    'last_name',
    'email',
    'phone',
    'organisation_id',
    'category',
    'is_system_admin',
  ]),
  // Accounts as the account lists show them: any column (a sign-in's time, a status), a new account too.
  { name: 'users_account_generations', table: 'users', inserts: true, keys: () => [{ value: `'${ACCOUNTS}'` }] },
  {
    name: 'staff_invitations_generations',
    table: 'staff_invitations',
    inserts: true,
    keys: () => [{ value: `'${ACCOUNTS}'` }],
  },
  { ...directorySource('organisations'), inserts: true },
  directorySource('stored_files'),
  directorySource('document_categories'),
  directorySource('countries'),
  // Named by the audit trail's entries.
  directorySource('document_types'),
  directorySource('unaccredited_institutions'),
  { name: 'audit_log_generations', table: 'audit_log', inserts: true, keys: () => [{ value: `'${AUDIT}'` }] },
];

/**
 * The forms' reference lists (decision 053), kept by triggers of their own (migration 022): every row of these five
 * tables is shown, so a new one moves the counter as well as a change or a removal.
 */
export const referenceSources: GenerationSource[] = [
  'companies',
  'industries',
  'countries',
  'document_categories',
  'document_types',
].map((table) => ({
  name: `${table}_reference_generations`,
  table,
  inserts: true,
  keys: () => [{ value: `'${REFERENCE}'` }],
}));

/** One select of a counter's name; `condition` limits it (PostgreSQL: to the trigger's operations). */
function selectKey(key: GenerationKey, condition?: string): string {
  const from = key.from ? ` from ${key.from}` : '';
  const where = condition ? `${key.from ? ' and' : ' where'} ${condition}` : '';
  return `select ${key.value} as scope${from}${where}`;
}

/** Adds one to each counter the selects name, once each, in key order (PostgreSQL locks them in that order). */
function bump(selects: string[]): string {
  return [
    `insert into ${GENERATIONS_TABLE} (scope, generation)`,
    `select scope, 1 from (${selects.join(' union all ')}) as touched`,
    'where scope is not null group by scope order by scope',
    `on conflict (scope) do update set generation = ${GENERATIONS_TABLE}.generation + 1`,
  ].join('\n  ');
}

const keysOf = (source: GenerationSource, r: string, condition?: string) =>
  source.keys(r).map((key) => selectKey(key, condition));

function sqliteTriggers(source: GenerationSource): string[] {
  const { name } = source;
  const triggers = [
    `create trigger ${name}_delete after delete on ${source.table} begin\n${bump(keysOf(source, 'OLD'))};\nend`,
    `create trigger ${name}_update after update${source.watch ? ` of ${source.watch.join(', ')}` : ''} on ${source.table} begin\n${bump(
      [...keysOf(source, 'OLD'), ...keysOf(source, 'NEW')],
    )};\nend`,
  ];
  if (source.inserts) {
    triggers.push(
      `create trigger ${name}_insert after insert on ${source.table} begin\n${bump(keysOf(source, 'NEW'))};\nend`,
    );
  }
  return triggers;
}

function postgresTriggers(source: GenerationSource): string[] {
  const { name } = source;
  const statement = bump([
    ...keysOf(source, 'OLD', `TG_OP in ('UPDATE', 'DELETE')`),
    ...keysOf(source, 'NEW', `TG_OP in ('INSERT', 'UPDATE')`),
  ]);
  const events = [
    ...(source.inserts ? ['insert'] : []),
    'delete',
    `update${source.watch ? ` of ${source.watch.join(', ')}` : ''}`,
  ];
  return [
    `create or replace function ${name}() returns trigger language plpgsql as $$\nbegin\n${statement};\nreturn null;\nend\n$$`,
    `create trigger ${name} after ${events.join(' or ')} on ${source.table} for each row execute function ${name}()`,
  ];
}

/** The triggers that keep the counters of `sources` (migration 020's unless said), for the dialect. */
export function generationTriggers(dialect: SqlDialect, sources = generationSources): string[] {
  return sources.flatMap((source) => (dialect === 'postgres' ? postgresTriggers(source) : sqliteTriggers(source)));
}

export function dropGenerationTriggers(dialect: SqlDialect, sources = generationSources): string[] {
  return sources.flatMap(({ name, table }) =>
    dialect === 'postgres'
      ? [`drop trigger if exists ${name} on ${table}`, `drop function if exists ${name}()`]
      : ['insert', 'delete', 'update'].map((op) => `drop trigger if exists ${name}_${op}`),
  );
}
