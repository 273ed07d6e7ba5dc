import type { Db } from '../../db/database';

export function findPasswordHash(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['password_hash', 'email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Ends every session of the user but the one in use, which changed the password. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
