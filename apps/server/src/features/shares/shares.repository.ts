import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DocumentShareRow, ShareViewsTable } from '../../db/schema';

/** What the shares rules read of a request: its state, its default code, and who made it. */
export async function findShareableDocument(db: Db, documentId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'status', 'viewer_code', 'uploaded_by_user_id', 'decided_at'])
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** The request whose viewer code this is (its default link before the link has a row of its own). */
export async function findDocumentByViewerCode(db: Db, code: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'status', 'viewer_code', 'uploaded_by_user_id', 'decided_at'])
    .where('viewer_code', '=', code)
    .executeTakeFirst();
}

export async function findShareByCode(db: Db, code: string): Promise<DocumentShareRow | undefined> {
  return db.selectFrom('document_shares').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findShare(db: Db, documentId: string, shareId: string): Promise<DocumentShareRow | undefined> {
  return db
    .selectFrom('document_shares')
    .selectAll()
    .where('id', '=', shareId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** A request's links, bounded by the per-request cap the service enforces on creation. */
export async function listShares(db: Db, documentId: string, limit: number): Promise<DocumentShareRow[]> {
  return db
    .selectFrom('document_shares')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countShares(db: Db, documentId: string): Promise<number> {
  const row = await db
    .selectFrom('document_shares')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertShare(db: Db, share: DocumentShareRow): Promise<void> {
  await db.insertInto('document_shares').values(share).execute();
}

/** Writes the default link unless it is there already: two first visits at once leave one row. */
export async function insertShareIfAbsent(db: Db, share: DocumentShareRow): Promise<void> {
  await db
    .insertInto('document_shares')
    .values(share)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Revokes a live link; false when it was revoked already (by this call's twin, say). */
export async function revokeShare(
  db: Db,
  { shareId, actorUserId, now }: { shareId: string; actorUserId: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('document_shares')
    .set({ revoked_at: now, revoked_by_user_id: actorUserId })
    .where('id', '=', shareId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Holds the link's row until the caller's transaction ends (a write lock on PostgreSQL; SQLite has one writer
 * anyway), so two requests of one visit check for each other's view one after the other, never both at once.
 */
export async function lockShare(db: Db, shareId: string): Promise<void> {
  await db
    .updateTable('document_shares')
    .set({ view_count: sql`view_count` })
    .where('id', '=', shareId)
    .execute();
}

/** A view of this link by the same kind of visitor, with the same outcome, since `since`: the same visit. */
export async function hasRecentView(
  db: Db,
  view: Pick<ShareViewsTable, 'share_id' | 'browser_family' | 'network_hint' | 'outcome'>,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('share_views')
    .select('id')
    .where('share_id', '=', view.share_id)
    .where('viewed_at', '>=', since)
    .where('browser_family', '=', view.browser_family)
    .where('network_hint', '=', view.network_hint)
    .where('outcome', '=', view.outcome)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertView(db: Db, view: ShareViewsTable): Promise<void> {
  await db.insertInto('share_views').values(view).execute();
}

export async function countShownView(db: Db, shareId: string, viewedAt: string): Promise<void> {
  await db
    .updateTable('document_shares')
    .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: viewedAt }))
    .where('id', '=', shareId)
    .execute();
}

export type ViewPosition = { viewedAt: string; id: string };

/** One page of a request's views, newest first, from the (document_id, viewed_at, id) index. */
export async function listViews(db: Db, documentId: string, before: ViewPosition | undefined, limit: number) {
  let query = db
    .selectFrom('share_views')
    .innerJoin('document_shares', 'document_shares.id', 'share_views.share_id')
    .select([
      'share_views.id',
      'share_views.viewed_at',
      'share_views.share_id',
      'share_views.outcome',
      'share_views.browser_family',
      'share_views.network_hint',
      'document_shares.label as share_label',
    ])
    .where('share_views.document_id', '=', documentId);
  if (before) {
    query = query.where(
      (eb) => eb.refTuple('share_views.viewed_at', 'share_views.id'),
      '<',
      (eb) => eb.tuple(before.viewedAt, before.id),
    );
  }
  return query.orderBy('share_views.viewed_at', 'desc').orderBy('share_views.id', 'desc').limit(limit).execute();
}

export type ListedView = Awaited<ReturnType<typeof listViews>>[number];

/** Deletes up to `batch` views older than `before`, through the viewed_at index; returns how many. */
export async function deleteViewsBefore(db: Db, before: string, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('share_views')
    .where('id', 'in', (eb) => eb.selectFrom('share_views').select('id').where('viewed_at', '<', before).limit(batch))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
