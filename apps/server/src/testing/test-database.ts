import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { migrateToLatest, openDatabase, type Db, type DbDialect } from '../db/database';
import { systemClock } from '../lib/clock';
import { seedReferenceData } from '../seed/seed';

const postgresUrl = process.env.TEST_DATABASE_URL;

if (!postgresUrl) {
  console.warn(
    '\n[tests] PostgreSQL suites are SKIPPED: TEST_DATABASE_URL is not set. `.ci/run` sets it to the local server; ' +
      'set it yourself (e.g. postgres://postgres@127.0.0.1:5432/test) to run them.\n',
  );
}

export type TestDatabase = { db: Db; dialect: DbDialect; schema?: string; destroy(): Promise<void> };

/** As at the product's first start: migrated, with the reference data it cannot run without. */
async function prepare(db: Db, schema?: string): Promise<void> {
  await migrateToLatest(db, schema);
  await seedReferenceData(db, systemClock);
}

/** A fresh, migrated database: in-memory SQLite, or a private schema on the PostgreSQL test server. */
export async function createTestDatabase(dialect: DbDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    await prepare(db);
    return { db, dialect, destroy: () => db.destroy() };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ dialect: 'postgres', url: postgresUrl });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = openDatabase({ dialect: 'postgres', url: postgresUrl, schema });
  await prepare(db, schema);
  return {
    db,
    dialect,
    schema,
    destroy: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * Runs the same suite on SQLite and on PostgreSQL. Without TEST_DATABASE_URL the PostgreSQL copy is skipped,
 * and its title says why.
 */
export function describeOnEachDatabase<T>(
  title: string,
  setup: (database: TestDatabase) => Promise<T>,
  body: (get: () => T & { database: TestDatabase }) => void,
): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const skipped = dialect === 'postgres' && !postgresUrl;
    describe.skipIf(skipped)(`${title} [${dialect}${skipped ? ': skipped, TEST_DATABASE_URL not set' : ''}]`, () => {
      let value: (T & { database: TestDatabase }) | undefined;
      beforeAll(async () => {
        const database = await createTestDatabase(dialect);
        value = { ...(await setup(database)), database };
      });
      afterAll(async () => {
        const teardown = (value as { close?: () => Promise<void> } | undefined)?.close;
        if (teardown) await teardown();
        await value?.database.destroy();
      });
      body(() => {
        if (!value) throw new Error('test database not ready');
        return value;
      });
    });
  }
}
