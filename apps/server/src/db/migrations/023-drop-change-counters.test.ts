import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import type { Db } from '../database';
import { migrateToLatest } from '../database';
import { dialectOf } from '../dialect';

/** The names of the triggers on the test database's tables, and whether the counters' table is there. */
async function triggersAndCounters(db: Db, schema: string | undefined) {
  if (dialectOf(db) === 'sqlite') {
    const { rows } = await sql<{ name: string; type: string }>`
      select name, type from sqlite_master where type = 'trigger' or name = 'list_generations'`.execute(db);
    return {
      triggers: rows.filter((row) => row.type === 'trigger').map((row) => row.name),
      counters: rows.some((row) => row.type === 'table'),
    };
  }
  const triggers = await sql<{ name: string }>`
    select t.tgname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where not t.tgisinternal and n.nspname = ${schema ?? 'public'}`.execute(db);
  const table = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = ${schema ?? 'public'} and tablename = 'list_generations'`.execute(
    db,
  );
  return { triggers: triggers.rows.map((row) => row.name), counters: table.rows.length > 0 };
}

const isCounterOrNotice = (name: string) => /generations|_notice/.test(name);

describeOnEachDatabase(
  'migration 023: the change counters and change notices dropped',
  async () => ({}),
  (t) => {
    it('leaves no counter, counter trigger or change notice, and the tallies still follow each write', async () => {
      const { db, schema } = t().database;
      const { triggers, counters } = await triggersAndCounters(db, schema);
      expect(counters).toBe(false);
      expect(triggers.filter(isCounterOrNotice)).toEqual([]);
      // The tallies' triggers are not the counters': they stay.
      expect(triggers.length).toBeGreaterThan(0);

      const organisation = await createOrganisation(db);
      await createDocument(db, { uploader: await createUser(db), organisation, status: 'submitted' });
      const tally = await db
        .selectFrom('document_tallies')
        .select((eb) => eb.fn.sum<number>('count').as('count'))
        .where('scope', '=', 'organisation')
        .where('scope_id', '=', organisation.id)
        .executeTakeFirstOrThrow();
      expect(Number(tally.count)).toBe(1);
    });

    it('goes down and up again', async () => {
      const { db, schema } = t().database;
      await migrateToBefore(db, schema, '023-drop-change-counters');
      const down = await triggersAndCounters(db, schema);
      expect(down.counters).toBe(true);
      expect(down.triggers.filter(isCounterOrNotice).length).toBeGreaterThan(0);
      await migrateToLatest(db, schema);
      const up = await triggersAndCounters(db, schema);
      expect(up.counters).toBe(false);
      expect(up.triggers.filter(isCounterOrNotice)).toEqual([]);
    });
  },
);
