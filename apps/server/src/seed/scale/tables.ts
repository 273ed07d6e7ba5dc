import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/** The tables the seed fills, in the order their rows must exist (a row's references come first). */
export const seededTables = [
  'organisations',
  'users',
  'user_factors',
  'stored_files',
  'documents',
  'document_events',
  'payments',
  'audit_log',
] as const;
export type SeededTable = (typeof seededTables)[number];

/**
 * A whole row, every column named: the generators build these as object literals, so a column a migration adds
 * (or renames) fails to compile here instead of failing at a million rows.
 */
export type SeededRow<T extends SeededTable> = Selectable<Database[T]>;
export type SeededRows = { [T in SeededTable]: SeededRow<T>[] };

export const emptyRows = (): SeededRows => ({
  organisations: [],
  users: [],
  user_factors: [],
  stored_files: [],
  documents: [],
  document_events: [],
  payments: [],
  audit_log: [],
});

export type Cell = string | number | null;

/** The writers bind values in the order of the first row's keys; every row of a table is built the same way. */
export function columnsOf(row: object): string[] {
  return Object.keys(row);
}
