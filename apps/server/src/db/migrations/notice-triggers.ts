/**
 * What migration 021 installed for the session-check cache (decision 048) and migration 023 dropped with it
 * (decision 061): on PostgreSQL, every change to a session, an account or an organisation sent a notice on one
 * channel. Kept so 021 still builds a database from scratch and 023's `down` can put them back.
 */
const CHANGES_CHANNEL = 'docverify_changes';

/** The tables whose rows the session check read, and the notice a change to a row sent. */
const sources = [
  { table: 'sessions', kind: 'user', key: 'user_id' },
  { table: 'users', kind: 'user', key: 'id' },
  { table: 'organisations', kind: 'organisation', key: 'id' },
] as const;

/** PostgreSQL only. Row triggers for updates (only when the row really changed) and deletes; a TRUNCATE says all. */
export function changeNoticeTriggers(): string[] {
  const statements: string[] = [];
  for (const { table, kind, key } of sources) {
    const fn = `${table}_change_notice`;
    statements.push(
      `create or replace function ${fn}() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGES_CHANNEL}', TG_TABLE_SCHEMA || ' ${kind} ' || OLD.${key});
  return null;
end $$`,
      `create trigger ${table}_changed_notice after update on ${table} for each row when (OLD.* is distinct from NEW.*) execute function ${fn}()`,
      `create trigger ${table}_deleted_notice after delete on ${table} for each row execute function ${fn}()`,
    );
  }
  statements.push(
    `create or replace function truncate_change_notice() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGES_CHANNEL}', TG_TABLE_SCHEMA || ' all');
  return null;
end $$`,
    ...sources.map(
      ({ table }) =>
        `create trigger ${table}_truncated_notice after truncate on ${table} for each statement execute function truncate_change_notice()`,
    ),
  );
  return statements;
}

export function dropChangeNoticeTriggers(): string[] {
  return [
    ...sources.flatMap(({ table }) => [
      `drop trigger if exists ${table}_changed_notice on ${table}`,
      `drop trigger if exists ${table}_deleted_notice on ${table}`,
      `drop trigger if exists ${table}_truncated_notice on ${table}`,
      `drop function if exists ${table}_change_notice()`,
    ]),
    'drop function if exists truncate_change_notice()',
  ];
}
