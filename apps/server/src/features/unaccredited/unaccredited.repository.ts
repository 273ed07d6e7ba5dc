import type { Db } from '../../db/database';
import type { UnaccreditedInstitutionRow } from '../../db/schema';

/** Rows per insert statement: 7 values each stays far below either database's parameter limit. */
const INSERT_BATCH = 500;

function entries(db: Db) {
  return db
    .selectFrom('unaccredited_institutions')
    .leftJoin('users', 'users.id', 'unaccredited_institutions.added_by_user_id')
    .select([
      'unaccredited_institutions.id',
      'unaccredited_institutions.name',
      'unaccredited_institutions.normalised_name',
      'unaccredited_institutions.country_code',
      'unaccredited_institutions.source',
      'unaccredited_institutions.note',
      'unaccredited_institutions.created_at',
      'users.first_name as added_by_first_name',
      'users.last_name as added_by_last_name',
    ]);
}

export type UnaccreditedEntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

/**
 * One page in name order over the unique index on the normalised name. A search looks for its normalised words
 * anywhere in the name: normalised text holds only letters, digits and spaces, so it needs no LIKE escaping. The
 * list is an administrator's curated few thousand names, so counting a search's matches stays cheap.
 */
export async function listEntries(
  db: Db,
  { search, limit, offset }: { search: string; limit: number; offset: number },
) {
  let page = entries(db);
  let count = db.selectFrom('unaccredited_institutions').select((eb) => eb.fn.countAll<number | string>().as('total'));
  if (search) {
    page = page.where('unaccredited_institutions.normalised_name', 'like', `%${search}%`);
    count = count.where('normalised_name', 'like', `%${search}%`);
  }
  const [rows, total] = await Promise.all([
    page.orderBy('unaccredited_institutions.normalised_name').limit(limit).offset(offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export function findEntry(db: Db, id: string) {
  return entries(db).where('unaccredited_institutions.id', '=', id).executeTakeFirst();
}

export function findEntryByNormalisedName(db: Db, normalisedName: string) {
  return entries(db).where('unaccredited_institutions.normalised_name', '=', normalisedName).executeTakeFirst();
}

/**
 * Adds the rows whose normalised name is not on the list yet; returns how many went in. `on conflict do nothing`
 * on the unique index, so a name already there — or added by another administrator at the same moment — is skipped.
 */
export async function insertEntries(db: Db, rows: UnaccreditedInstitutionRow[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const result = await db
      .insertInto('unaccredited_institutions')
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflict((conflict) => conflict.column('normalised_name').doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

export async function deleteEntry(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('unaccredited_institutions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
