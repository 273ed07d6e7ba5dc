import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SandboxChargesTable } from '../../db/schema';

export type SandboxCharge = Selectable<SandboxChargesTable>;

/** Opening the same checkout twice (a second click on Pay) keeps the first charge. */
export async function openSandboxCharge(
  db: Db,
  charge: Pick<SandboxCharge, 'reference' | 'amount_minor' | 'currency' | 'email' | 'created_at'>,
): Promise<void> {
  await db
    .insertInto('sandbox_charges')
    .values({ ...charge, outcome: null, decided_at: null })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .execute();
}

export function findSandboxCharge(db: Db, reference: string): Promise<SandboxCharge | undefined> {
  return db.selectFrom('sandbox_charges').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Records the checkout's outcome once; false when it was already decided (by this call's twin, say). */
export async function decideSandboxCharge(
  db: Db,
  decision: { reference: string; outcome: 'success' | 'failed'; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_charges')
    .set({ outcome: decision.outcome, decided_at: decision.now })
    .where('reference', '=', decision.reference)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
