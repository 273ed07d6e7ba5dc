import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import type { Db } from '../database';
import { migrateToLatest } from '../database';
import { dialectOf } from '../dialect';

/** PostgreSQL's triggers on the test schema's tables, and whether the tally notes' table is there. */
async function triggersAndNotes(db: Db, schema: string | undefined) {
  const triggers = await sql<{ name: string }>`
    select t.tgname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where not t.tgisinternal and n.nspname = ${schema ?? 'public'}`.execute(db);
  const table = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = ${schema ?? 'public'} and tablename = 'tally_changes'`.execute(
    db,
  );
  return { triggers: triggers.rows.map((row) => row.name), notes: table.rows.length > 0 };
}

async function organisationCount(db: Db, organisationId: string) {
  const tally = await db
    .selectFrom('document_tallies')
    .select((eb) => eb.fn.sum<number>('count').as('count'))
    .where('scope', '=', 'organisation')
    .where('scope_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(tally.count);
}

describeOnEachDatabase(
  'migration 028: tallies applied at commit instead of one advisory lock',
  async () => ({}),
  (t) => {
    it('on PostgreSQL drops the advisory lock and applies the tallies at commit; SQLite keeps its triggers', async () => {
      const { db, schema } = t().database;
      const organisation = await createOrganisation(db);
      if (dialectOf(db) === 'postgres') {
        const { triggers, notes } = await triggersAndNotes(db, schema);
        expect(notes).toBe(true);
        expect(triggers).toContain('tally_changes_apply');
        expect(triggers.filter((name) => name.endsWith('_write_lock'))).toEqual([]);
        // Inside the writing transaction the request is noted, not yet counted; its commit counts it.
        await db.transaction().execute(async (trx) => {
          await createDocument(trx, { uploader: await createUser(trx), organisation, status: 'submitted' });
          expect(await organisationCount(trx, organisation.id)).toBe(0);
        });
        const left = await sql<{ n: number }>`select count(*)::int as n from tally_changes`.execute(db);
        expect(left.rows[0]!.n).toBe(0);
      } else {
        await createDocument(db, { uploader: await createUser(db), organisation, status: 'submitted' });
      }
      expect(await organisationCount(db, organisation.id)).toBe(1);
    });

    it('on PostgreSQL counts notes made after an early application, and a statement of many rows', async () => {
      const { db } = t().database;
      if (dialectOf(db) !== 'postgres') return;
      const organisation = await createOrganisation(db);
      const uploader = await createUser(db);
      await db.transaction().execute(async (trx) => {
        await createDocument(trx, { uploader, organisation, status: 'submitted' });
        await sql`set constraints all immediate`.execute(trx);
        expect(await organisationCount(trx, organisation.id)).toBe(1);
        await sql`set constraints all deferred`.execute(trx);
        await createDocument(trx, { uploader, organisation, status: 'submitted' });
      });
      expect(await organisationCount(db, organisation.id)).toBe(2);
      await db
        .updateTable('documents')
        .set({ status: 'pending' })
        .where('organisation_id', '=', organisation.id)
        .execute();
      const pending = await db
        .selectFrom('document_tallies')
        .select('count')
        .where('scope', '=', 'organisation')
        .where('scope_id', '=', organisation.id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      expect(Number(pending.count)).toBe(2);
    });

    it('goes down and up again, the tallies following writes either way', async () => {
      const { db, schema } = t().database;
      await migrateToBefore(db, schema, '028-tallies-applied-at-commit');
      const organisation = await createOrganisation(db);
      const uploader = await createUser(db);
      if (dialectOf(db) === 'postgres') {
        const down = await triggersAndNotes(db, schema);
        expect(down.notes).toBe(false);
        expect(down.triggers).toEqual(expect.arrayContaining(['documents_write_lock', 'payments_write_lock']));
      }
      await createDocument(db, { uploader, organisation, status: 'submitted' });
      await migrateToLatest(db, schema);
      await createDocument(db, { uploader, organisation, status: 'submitted' });
      expect(await organisationCount(db, organisation.id)).toBe(2);
    });
  },
);
