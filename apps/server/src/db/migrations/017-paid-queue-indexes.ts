import type { Kysely } from 'kysely';
import { createIndexNow, queueIndexBuilds, type IndexBuild } from '../index-builds';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A verifying body's queue and an organisation's referred requests never show unpaid requests
 * (`status <> 'awaiting_payment'`, documents-list.repository `inScope`), but their indexes held every request, so
 * each entry a page, a window of a search or a count walked had to be read from the table to check its status:
 * at a million requests, a common search in a body's queue of 300k spent 1.3 of its 4.2 ms finding a window's
 * end and counting it. These indexes hold only paid requests, so the walk never leaves the index. The condition
 * is written exactly as the lists write it (a literal), which both planners need to use a partial index.
 * `documents_by_decision (organisation_id, …)` keeps every request findable by its body (foreign-key checks).
 */
const PAID = "status <> 'awaiting_payment'";
const orders = {
  newest: 'created_at, seq',
  name: 'sort_name, created_at, seq',
  payment: 'payment_status, created_at, seq',
  facets: 'status, document_type_name, created_at, seq',
};
const scopes = [
  { scope: 'organisation', column: 'organisation_id', where: PAID },
  { scope: 'referrer', column: 'referrer_organisation_id', where: `referrer_organisation_id is not null and ${PAID}` },
];

const paidIndexes: IndexBuild[] = scopes.flatMap(({ scope, column, where }) =>
  Object.entries(orders).map(([order, columns]): IndexBuild => ({
    kind: 'create',
    name: `documents_${scope}_paid_by_${order}`,
    table: 'documents',
    definition: `${column}, ${columns}`,
    where,
  })),
);

/** The indexes they replace, as migration 010 built them. */
const replaced: IndexBuild[] = scopes.flatMap(({ scope, column }) =>
  Object.entries(orders).map(([order, columns]): IndexBuild => ({
    kind: 'create',
    name: `documents_${scope}_by_${order}`,
    table: 'documents',
    definition: `${column}, ${columns}`,
    ...(column === 'organisation_id' ? {} : { where: `${column} is not null` }),
  })),
);

const dropped = (builds: IndexBuild[]) => builds.map(({ name }): IndexBuild => ({ kind: 'drop', name }));

// Built after the migrations commit (concurrently on PostgreSQL), the old ones dropped once the new exist.
export async function up(db: AnyDb): Promise<void> {
  await queueIndexBuilds(db, [...paidIndexes, ...dropped(replaced)]);
}

// Undone at once (a downgrade is rare, and is followed by the older code's start, which builds nothing).
export async function down(db: AnyDb): Promise<void> {
  for (const build of replaced) {
    if (build.kind === 'create') await createIndexNow(db, build);
  }
  for (const { name } of paidIndexes) await db.schema.dropIndex(name).ifExists().execute();
  await db
    .deleteFrom('index_builds')
    .where(
      'name',
      'in',
      [...paidIndexes, ...replaced].map(({ name }) => name),
    )
    .execute();
}
