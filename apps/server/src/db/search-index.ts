import type { IndexBuild } from './index-builds';

/**
 * The tables searched by case-insensitive substring (spec section 5), each with a lower-cased `search_text`
 * and a `seq`: a stable whole number per row (SQLite's rowid can change in a VACUUM) that keys the search index
 * and breaks ties in every list order. `watch` names the columns `search_text` is made from.
 */
export const searchedTables = ['documents', 'payments', 'audit_log', 'users'] as const;
export type SearchedTable = (typeof searchedTables)[number];

export const searchIndexName = (table: SearchedTable) => `${table}_search`;

/**
 * SQLite: a contentless FTS5 trigram index (detail=none: it only says which rows hold every trigram of a term,
 * so candidates are checked against the text itself), kept by triggers; the insert trigger also numbers the row.
 */
export function sqliteSearchStatements(table: SearchedTable): string[] {
  const index = searchIndexName(table);
  return [
    `create virtual table ${index} using fts5(search_text, tokenize = 'trigram', content = '', contentless_delete = 1, detail = none)`,
    `create trigger ${table}_search_insert after insert on ${table} begin
       update ${table} set seq = (select coalesce(max(seq), 0) + 1 from ${table}) where rowid = NEW.rowid and seq is null;
       insert into ${index} (rowid, search_text) select seq, search_text from ${table} where rowid = NEW.rowid;
     end`,
    `create trigger ${table}_search_update after update of search_text on ${table} when OLD.search_text is not NEW.search_text begin
       delete from ${index} where rowid = OLD.seq;
       insert into ${index} (rowid, search_text) values (NEW.seq, NEW.search_text);
     end`,
    `create trigger ${table}_search_delete after delete on ${table} begin
       delete from ${index} where rowid = OLD.seq;
     end`,
  ];
}

/**
 * SQLite: the search index filled from the table (after a migration's backfill, or a bulk load). It is filled
 * without merging its segments on the way, then merged once ('optimize'), and merging is set back to FTS5's
 * default (4) for the writes that follow: at a million rows that fill is 12 % quicker than merging as it goes
 * (15.7 against 17.9 s), and the merged index answers its queries faster. The rows go in `seq` order: FTS5 writes
 * out what it holds in memory whenever a row number is lower than the last, and the planner would otherwise read
 * them from a list's covering index (which holds `search_text` since migration 018) in that list's order: at a
 * million rows 85,000 such descents for documents and 511,000 for the trail, and a fill three times as long
 * (documents 59.4 → 19.3 s, the trail 77.7 → 25.5 s). `from` is another table with the same two columns (the
 * seed's search index thread keeps the rows it is handed in one, seed/scale/search-build-worker.ts).
 */
export const sqliteSearchRefill = (table: SearchedTable, from: string = table) => {
  const index = searchIndexName(table);
  return [
    `delete from ${index}`,
    `insert into ${index} (${index}, rank) values ('automerge', 0)`,
    `insert into ${index} (rowid, search_text) select seq, search_text from ${from} where seq is not null order by seq`,
    `insert into ${index} (${index}) values ('optimize')`,
    `insert into ${index} (${index}, rank) values ('automerge', 4)`,
  ];
};

/**
 * PostgreSQL: a trigram GIN index, which answers `search_text like '%term%'` for terms of three characters or
 * more; built concurrently after the migration. The operator class is pg_trgm's, installed in `public`.
 */
export function postgresSearchIndex(table: SearchedTable): IndexBuild {
  return {
    kind: 'create',
    name: `${table}_search_trgm`,
    table,
    using: 'gin',
    definition: 'search_text public.gin_trgm_ops',
  };
}

/** PostgreSQL: `seq` from a sequence of its own, as a column default. */
export const postgresSeqDefault = (table: SearchedTable) => [
  `create sequence if not exists ${table}_seq_seq owned by ${table}.seq`,
  `select setval('${table}_seq_seq', coalesce((select max(seq) from ${table}), 0) + 1, false)`,
  `alter table ${table} alter column seq set default nextval('${table}_seq_seq')`,
];

/** Every existing row numbered in the order it was created. */
export const seqBackfill = (table: SearchedTable) =>
  `update ${table} set seq = numbered.n from (select id, row_number() over (order by created_at, id) as n from ${table}) as numbered where numbered.id = ${table}.id`;
