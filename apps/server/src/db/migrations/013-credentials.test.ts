import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { isUniqueViolation } from '../../lib/db-errors';
import { createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { describeOnEachDatabase } from '../../testing/test-database';
import { createMigrator } from '../database';

describeOnEachDatabase(
  'migration 013: credentials',
  async () => ({}),
  (t) => {
    const row = (documentId: string, index: number, revokedAt: string | null = null) => ({
      id: crypto.randomUUID(),
      document_id: documentId,
      kid: 'k1',
      status_list_id: 1,
      status_index: index,
      jws: 'a.b.c',
      issued_at: '2026-11-25T10:00:00.000Z',
      revoked_at: revokedAt,
      revocation_reason: revokedAt ? 'status became archived' : null,
    });

    it('holds one credential per status bit and at most one live credential per request', async () => {
      const { db } = t().database;
      const { organisation } = await createOrganisationUser(db);
      const owner = await createUser(db);
      const document = await createDocument(db, { uploader: owner, organisation, status: 'verified' });
      await db.insertInto('credential_keys').values({ kid: 'k1', public_jwk: '{}', created_at: 'now' }).execute();
      await db.insertInto('status_lists').values({ id: 1, size: 131_072, created_at: 'now' }).execute();
      await db
        .insertInto('credentials')
        .values(row(document.id, 7, '2026-11-25T10:01:00.000Z'))
        .execute();
      await db.insertInto('credentials').values(row(document.id, 8)).execute();
      const refusal = async (values: ReturnType<typeof row>) => {
        try {
          await db.insertInto('credentials').values(values).execute();
          return 'inserted';
        } catch (error) {
          return isUniqueViolation(error) ? 'unique' : String(error);
        }
      };
      expect(await refusal(row(document.id, 7, '2026-11-25T10:02:00.000Z'))).toBe('unique');
      expect(await refusal(row(document.id, 9))).toBe('unique');
      expect(await refusal(row(document.id, 9, '2026-11-25T10:02:00.000Z'))).toBe('inserted');
    });

    it('goes down and up again', async () => {
      const { db, schema } = t().database;
      const migrator = createMigrator(db, schema);
      const down = await migrator.migrateTo('012-words-people-can-quote');
      expect(down.error).toBeUndefined();
      const names = async () =>
        (await db.introspection.getTables())
          .filter((table) => !schema || table.schema === schema)
          .map((table) => table.name);
      expect(await names()).not.toContain('credentials');
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(await names()).toEqual(expect.arrayContaining(['credentials', 'credential_keys', 'status_lists']));
      await sql`select 1`.execute(db);
    });
  },
);
