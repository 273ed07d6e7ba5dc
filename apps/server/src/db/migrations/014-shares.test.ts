import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import { createMigrator, type Db } from '../database';
import { dialectOf } from '../dialect';

const share = (documentId: string, userId: string, overrides: Record<string, unknown> = {}) => ({
  id: newId(),
  document_id: documentId,
  code: newId(),
  label: 'Acme HR',
  created_by_user_id: userId,
  created_at: new Date().toISOString(),
  expires_at: null,
  revoked_at: null,
  revoked_by_user_id: null,
  is_default: 0,
  last_viewed_at: null,
  ...overrides,
});

/** The plan's lines; on PostgreSQL with sequential scans off, as near-empty tables are cheaper to scan. */
async function planOf(db: Db, query: string): Promise<string> {
  if (dialectOf(db) === 'sqlite') {
    return (await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(db)).rows
      .map((row) => row.detail)
      .join(' ');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = (await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx)).rows;
    return rows.map((row) => row['QUERY PLAN']).join(' ');
  });
}

describeOnEachDatabase(
  'migration 014: share links and their views',
  async () => ({}),
  (t) => {
    it('holds codes unique and one default link per request', async () => {
      const { db } = t().database;
      const user = await createUser(db);
      const document = await createDocument(db, { uploader: user, organisation: await createOrganisation(db) });
      const first = share(document.id, user.id, { is_default: 1 });
      await db.insertInto('document_shares').values(first).execute();
      await expect(
        db
          .insertInto('document_shares')
          .values(share(document.id, user.id, { code: first.code }))
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('document_shares')
          .values(share(document.id, user.id, { is_default: 1 }))
          .execute(),
      ).rejects.toThrow();
      // Any number of links the owner made.
      await db
        .insertInto('document_shares')
        .values([share(document.id, user.id), share(document.id, user.id)])
        .execute();
      const row = await db
        .selectFrom('document_shares')
        .select('view_count')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.view_count)).toBe(0);
    });

    it('reads every list and batch through its index', async () => {
      const { db } = t().database;
      const reads: [string, string][] = [
        [
          "select id, viewed_at from share_views where document_id = 'd' and (viewed_at, id) < ('2026-11-25', 'z') order by viewed_at desc, id desc limit 21",
          'share_views_document_idx',
        ],
        [
          "select id from share_views where share_id = 's' and viewed_at >= '2026-11-25' and browser_family = 'b' limit 1",
          'share_views_share_idx',
        ],
        ["select id from share_views where viewed_at < '2025-11-25' limit 1000", 'share_views_viewed_idx'],
        [
          "select id from document_shares where document_id = 'd' order by created_at desc, id desc limit 51",
          'document_shares_document_idx',
        ],
      ];
      for (const [query, index] of reads) expect(await planOf(db, query), query).toContain(index);
    });

    it('goes down and up again, with every index it promised', async () => {
      const { db, schema } = t().database;
      await migrateToBefore(db, schema, '014-shares');
      const tables = (await db.introspection.getTables()).filter((table) => !schema || table.schema === schema);
      expect(tables.map((table) => table.name)).not.toContain('document_shares');
      expect(tables.map((table) => table.name)).not.toContain('share_views');
      const up = await createMigrator(db, schema).migrateToLatest();
      expect(up.error).toBeUndefined();

      const indexes =
        t().database.dialect === 'sqlite'
          ? (
              await sql<{
                name: string;
              }>`select name from sqlite_master where type = 'index' and tbl_name in ('document_shares', 'share_views')`.execute(
                db,
              )
            ).rows
          : (
              await sql<{
                name: string;
              }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename in ('document_shares', 'share_views')`.execute(
                db,
              )
            ).rows;
      expect(indexes.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'document_shares_document_idx',
          'document_shares_default_idx',
          'share_views_share_idx',
          'share_views_document_idx',
          'share_views_viewed_idx',
        ]),
      );
    });
  },
);
