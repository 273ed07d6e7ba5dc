import { expect } from 'vitest';
import { createMigrator, type Db } from '../db/database';
import { migrations } from '../db/migrations/index';

/**
 * Takes the test database down to the migration before `name` (later ones, other features', come down first):
 * what a migration's "goes down and up again" test starts with. Fails the test if `name` is unknown or going
 * down fails.
 */
export async function migrateToBefore(db: Db, schema: string | undefined, name: string): Promise<void> {
  const names = Object.keys(migrations).sort();
  const index = names.indexOf(name);
  expect(index, name).toBeGreaterThan(0);
  const down = await createMigrator(db, schema).migrateTo(names[index - 1]!);
  expect(down.error).toBeUndefined();
}
