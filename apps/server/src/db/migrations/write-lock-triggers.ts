/**
 * PostgreSQL only (decision 062, superseded by 075): migration 023 adds these triggers and 028 removes them, the
 * tallies then being applied at commit in one order. While they stand, every transaction that writes requests or
 * payments takes one transaction-level advisory lock, per schema, at its first such statement, and holds it to its
 * end. Those transactions update the tally rows of several tables (requests, payments, their history and the
 * bodies' revenue) in orders that differ from one kind of write to another, and without one order they deadlock
 * under concurrent writers. SQLite has one writer at a time already.
 */
const TABLES = ['documents', 'payments'] as const;

export function writeLockTriggers(): string[] {
  return [
    `create or replace function document_writes_lock() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtext(TG_TABLE_SCHEMA || '.document_writes'));
  return null;
end $$`,
    ...TABLES.map(
      (table) =>
        `create trigger ${table}_write_lock before insert or update or delete on ${table} for each statement execute function document_writes_lock()`,
    ),
  ];
}

export function dropWriteLockTriggers(): string[] {
  return [
    ...TABLES.map((table) => `drop trigger if exists ${table}_write_lock on ${table}`),
    'drop function if exists document_writes_lock()',
  ];
}
