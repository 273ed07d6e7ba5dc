import { applyRows, contributionRows, type TallySpec } from './tally-spec';

/**
 * PostgreSQL (decision 075): the tallies' triggers do not update the tally rows where the change happens. They
 * note each change in `tally_changes`, which only the writing transaction sees, and one deferred trigger applies
 * all of a transaction's notes as it commits: tally by tally in one fixed order, each tally's keys sorted. Every
 * transaction then takes tally rows in the same global order, whatever order its own statements ran in, so two
 * writers can wait for each other's tally rows but never deadlock on them. Until the commit a transaction holds
 * only the rows it wrote itself, so writes of different requests run side by side.
 *
 * The table is unlogged: its rows never outlive the transaction that wrote them (the commit deletes them), so a
 * crash has nothing in it to lose.
 */
export const TALLY_CHANGES_TABLE = 'tally_changes';

/**
 * Set for the rest of the transaction once its first note is made, with a marker row (tally '') that alone queues
 * the deferred trigger: one application per transaction rather than one trigger call per note, which a bulk
 * update of thousands of rows would make quadratic. The application clears it, so notes made after it (should
 * anything apply the constraints early) queue another.
 */
const NOTED_SETTING = `${TALLY_CHANGES_TABLE}.noted`;
const MARKER = "''";

const keyCount = (specs: TallySpec[]) => Math.max(...specs.map((spec) => spec.keyColumns.length));
const keyNames = (count: number) => Array.from({ length: count }, (_, index) => `k${index}`);

/** The notes a source row's change makes: one row per tally key it moves, summed, for `TG_OP`'s OLD and NEW. */
function noteChanges(spec: TallySpec): string {
  const keys = keyNames(spec.keyColumns.length);
  const rows = [
    ...contributionRows(spec, 'OLD', -1, "TG_OP in ('UPDATE', 'DELETE')"),
    ...contributionRows(spec, 'NEW', 1, "TG_OP in ('INSERT', 'UPDATE')"),
  ];
  const changed = spec.hasAmount ? 'sum(n) <> 0 or sum(a) <> 0' : 'sum(n) <> 0';
  return [
    `insert into ${TALLY_CHANGES_TABLE} (tally, ${keys.join(', ')}, n, a)`,
    `select '${spec.table}', ${keys.join(', ')}, sum(n), ${spec.hasAmount ? 'sum(a)' : '0'}`,
    `from (${rows.join(' union all ')}) as changes`,
    `where ${keys.map((key) => `${key} is not null`).join(' and ')}`,
    `group by ${keys.join(', ')} having ${changed};`,
  ].join('\n  ');
}

/** One tally's notes taken out and added to its rows, keys in sorted order. */
function applyNotes(spec: TallySpec): string {
  const keys = keyNames(spec.keyColumns.length);
  return `with moved as (delete from ${TALLY_CHANGES_TABLE} where tally = '${spec.table}' returning ${keys.join(', ')}, n, a)\n  ${applyRows(
    spec,
    [`select ${keys.join(', ')}, n, a from moved`],
  )};`;
}

/** The notes' table, the function applying them and the deferred trigger that calls it at commit. */
export function tallyChangesStatements(specs: TallySpec[]): string[] {
  const keyColumns = keyNames(keyCount(specs)).map((key) => `${key} text`);
  return [
    `create unlogged table ${TALLY_CHANGES_TABLE} (tally text not null, ${keyColumns.join(', ')}, n bigint not null, a bigint not null)`,
    `create or replace function apply_tally_changes() returns trigger language plpgsql as $$
begin
  ${specs.map(applyNotes).join('\n  ')}
  delete from ${TALLY_CHANGES_TABLE} where tally = ${MARKER};
  perform set_config('${NOTED_SETTING}', '', true);
  return null;
end $$`,
    `create constraint trigger ${TALLY_CHANGES_TABLE}_apply after insert on ${TALLY_CHANGES_TABLE} deferrable initially deferred for each row when (NEW.tally = ${MARKER}) execute function apply_tally_changes()`,
  ];
}

export function dropTallyChangesStatements(): string[] {
  return [`drop table if exists ${TALLY_CHANGES_TABLE}`, 'drop function if exists apply_tally_changes()'];
}

/**
 * Replaces the function behind `source`'s tallies trigger (the trigger, and the columns it watches, stay as the
 * migrations that made it left them) with one that notes its changes instead of applying them.
 */
export function noteTallyChangesFunction(source: string, specs: TallySpec[]): string {
  const mine = specs.filter((spec) => spec.source === source);
  const queueApplication = `if current_setting('${NOTED_SETTING}', true) is distinct from 'yes' then
  perform set_config('${NOTED_SETTING}', 'yes', true);
  insert into ${TALLY_CHANGES_TABLE} (tally, n, a) values (${MARKER}, 0, 0);
end if;`;
  return `create or replace function ${source}_tallies() returns trigger language plpgsql as $$\nbegin\n${queueApplication}\n${mine
    .map(noteChanges)
    .join('\n')}\nreturn null;\nend\n$$`;
}
