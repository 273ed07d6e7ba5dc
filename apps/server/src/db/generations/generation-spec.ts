import type { SqlDialect } from '../dialect';

/**
 * Change counters for cached list answers (decision 045). Each counter names a set of rows a list reads
 * (`documents:organisation:<id>`: the requests a body received); triggers add one to every counter a change
 * touches, in the same transaction as the change, so no writer (an old instance, an operator's SQL) can change a
 * list's rows without its counter moving. A list answer kept in memory is good while its counters read the same.
 */
export const GENERATIONS_TABLE = 'list_generations';

/** Who appears beside a request in a list: names, e-mails, bodies, files, categories (rarely changed). */
export const DIRECTORY = 'directory';

/** The lists' scopes of requests (db/tallies `documentScopes`): each has its counter. */
export type DocumentScopeName = 'all' | 'uploader' | 'organisation' | 'sender' | 'referrer';

/** The counters of one request's scopes, as SQL over its row `r` (null where it has no such scope). */
const documentScopeKeys = (r: string) => [
  `'documents:all'`,
  `'documents:uploader:' || ${r}.uploaded_by_user_id`,
  `'documents:organisation:' || ${r}.organisation_id`,
  `'documents:sender:' || ${r}.sender_organisation_id`,
  `'documents:referrer:' || ${r}.referrer_organisation_id`,
];

/** A counter a changed row moves: its name as SQL, read from `from` when the row only points at the rows shown. */
type GenerationKey = { value: string; from?: string };

/** A source of changes: a table, and the counters a changed row moves. */
type GenerationSource = {
  table: string;
  /** Only a change of these columns moves the counters (all columns when absent). */
  watch?: string[];
  /** Whether a new row moves the counters (a new person appears in no list until a request names them). */
  inserts: boolean;
  keys: (r: string) => GenerationKey[];
};

const directorySource = (table: string, watch?: string[]): GenerationSource => ({
  table,
  ...(watch ? { watch } : {}),
  inserts: false,
  keys: () => [{ value: `'${DIRECTORY}'` }],
});

export const generationSources: GenerationSource[] = [
  { table: 'documents', inserts: true, keys: (r) => documentScopeKeys(r).map((value) => ({ value })) },
  {
    // A request shows its newest payment's fee: the payment moves the counters of the request it pays for.
    table: 'payments',
    watch: [
      'reference',
      'currency',
      'amount_minor',
      'service_charge_minor',
      'organisation_surcharge_minor',
      'platform_surcharge_minor',
    ],
    inserts: true,
    keys: (r) =>
      documentScopeKeys('paid').map((value) => ({ value, from: `documents paid where paid.ref_id = ${r}.reference` })),
  },
  directorySource('users', ['first_name', 'last_name', 'email', 'organisation_id']),
  directorySource('organisations'),
  directorySource('stored_files'),
  directorySource('document_categories'),
  directorySource('countries'),
];

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
  const name = `${source.table}_generations`;
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
  const name = `${source.table}_generations`;
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

/** Every trigger that keeps the counters, for the dialect. */
export function generationTriggers(dialect: SqlDialect): string[] {
  return generationSources.flatMap((source) =>
    dialect === 'postgres' ? postgresTriggers(source) : sqliteTriggers(source),
  );
}

export function dropGenerationTriggers(dialect: SqlDialect): string[] {
  return generationSources.flatMap(({ table }) =>
    dialect === 'postgres'
      ? [`drop trigger if exists ${table}_generations on ${table}`, `drop function if exists ${table}_generations()`]
      : ['insert', 'delete', 'update'].map((op) => `drop trigger if exists ${table}_generations_${op}`),
  );
}
