import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UserFactorRow, UserFactorsTable, WebauthnChallengesTable } from '../../db/schema';

/** An account's confirmed factors, oldest first (at most a handful per person). */
export async function listConfirmedFactors(db: Db, userId: string): Promise<UserFactorRow[]> {
  return db
    .selectFrom('user_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findFactor(db: Db, p: { id: string; userId: string }): Promise<UserFactorRow | undefined> {
  return db
    .selectFrom('user_factors')
    .selectAll()
    .where('id', '=', p.id)
    .where('user_id', '=', p.userId)
    .executeTakeFirst();
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<UserFactorRow | undefined> {
  return db
    .selectFrom('user_factors')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .where('kind', '=', 'passkey')
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
}

export async function insertFactor(db: Db, factor: Insertable<UserFactorsTable>): Promise<void> {
  await db.insertInto('user_factors').values(factor).execute();
}

/** Authenticator apps started and never confirmed: only the newest one is kept, so a user can start again freely. */
export async function deleteUnconfirmedTotp(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('user_factors')
    .where('user_id', '=', userId)
    .where('kind', '=', 'totp')
    .where('confirmed_at', 'is', null)
    .execute();
}

export async function confirmFactor(
  db: Db,
  p: { id: string; label: string; now: string; step: number },
): Promise<void> {
  await db
    .updateTable('user_factors')
    .set({ confirmed_at: p.now, last_used_at: p.now, label: p.label, totp_last_step: p.step })
    .where('id', '=', p.id)
    .execute();
}

/**
 * Takes a time step of an authenticator app, once: false when this step or a later one was already used (a code
 * seen once is refused again, RFC 6238 section 5.2), so two requests with the same code cannot both pass.
 */
export async function takeTotpStep(db: Db, p: { id: string; step: number; now: string }): Promise<boolean> {
  const result = await db
    .updateTable('user_factors')
    .set({ totp_last_step: p.step, last_used_at: p.now })
    .where('id', '=', p.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', p.step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a passkey's use; its signature counter only moves forward (a cloned key shows a counter going back). */
export async function recordPasskeyUse(db: Db, p: { id: string; counter: number; now: string }): Promise<void> {
  await db
    .updateTable('user_factors')
    .set({ sign_count: p.counter, last_used_at: p.now })
    .where('id', '=', p.id)
    .execute();
}

export async function deleteFactor(db: Db, p: { id: string; userId: string }): Promise<boolean> {
  const result = await db
    .deleteFrom('user_factors')
    .where('id', '=', p.id)
    .where('user_id', '=', p.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteAllFactors(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('user_factors').where('user_id', '=', userId).executeTakeFirst();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  return Number(result.numDeletedRows);
}

export async function setSecondFactorEnrolled(db: Db, userId: string, at: string | null): Promise<void> {
  await db.updateTable('users').set({ second_factor_enrolled_at: at }).where('id', '=', userId).execute();
}

/** Replaces an account's recovery codes with new ones (hashed). */
export async function replaceRecoveryCodes(
  db: Db,
  p: { userId: string; hashes: { id: string; hash: string }[]; now: string },
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', p.userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      p.hashes.map(({ id, hash }) => ({ id, user_id: p.userId, code_hash: hash, created_at: p.now, used_at: null })),
    )
    .execute();
}

/** Uses one recovery code, once: false when it is not this account's or was already used. */
export async function useRecoveryCode(db: Db, p: { userId: string; hash: string; now: string }): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: p.now })
    .where('user_id', '=', p.userId)
    .where('code_hash', '=', p.hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertChallenge(db: Db, challenge: Insertable<WebauthnChallengesTable>): Promise<void> {
  await db.insertInto('webauthn_challenges').values(challenge).execute();
}

/**
 * Takes a challenge, once: deleted as it is read, so an answer replayed (or two sent at once) finds nothing the
 * second time. Undefined when it is unknown or expired.
 */
export async function takeChallenge(
  db: Db,
  p: { id: string; now: string },
): Promise<Pick<WebauthnChallengesTable, 'challenge' | 'purpose' | 'user_id' | 'session_id'> | undefined> {
  return db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', p.id)
    .where('expires_at', '>', p.now)
    .returning(['challenge', 'purpose', 'user_id', 'session_id'])
    .executeTakeFirst();
}

export async function deleteExpiredChallenges(db: Db, before: string): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', before).execute();
}
