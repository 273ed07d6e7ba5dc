/**
 * What the database tells every instance when a signed-in caller's row changes (decision 048): each change to a
 * session, an account or an organisation is a notice on one channel, sent by triggers in the changing transaction
 * and delivered to every listening connection when (and only if) it commits.
 */

/** One channel for the whole database; a notice names its schema, as test schemas share a database. */
export const CHANGES_CHANNEL = 'docverify_changes';

/** A notice's payload: `<schema> user <id>`, `<schema> organisation <id>`, `<schema> all`, or a listener's own `<schema> sync <n>`. */
export type ChangeNotice =
  { kind: 'user'; id: string } | { kind: 'organisation'; id: string } | { kind: 'all' } | { kind: 'sync'; id: string };

export function parseChangeNotice(payload: string, schema: string): ChangeNotice | undefined {
  const [noticeSchema, kind, id] = payload.split(' ');
  if (noticeSchema !== schema) return undefined;
  if (kind === 'all') return { kind };
  if (!id) return undefined;
  if (kind === 'user' || kind === 'organisation' || kind === 'sync') return { kind, id };
  return undefined;
}

/**
 * The tables whose rows the session check reads, and the notice a change to a row sends. A column added to what
 * the session check reads needs nothing here: any change of a row sends its notice.
 */
const sources = [
  { table: 'sessions', kind: 'user', key: 'user_id' },
  { table: 'users', kind: 'user', key: 'id' },
  { table: 'organisations', kind: 'organisation', key: 'id' },
] as const;

export const NOTICED_TABLES: readonly string[] = sources.map((source) => source.table);

/**
 * PostgreSQL only: SQLite runs one instance in one process, whose session check reads its own connection. Row
 * triggers for updates (only when the row really changed) and deletes; a TRUNCATE (tests, an operator) says all.
 */
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
