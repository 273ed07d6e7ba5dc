import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { keyedHash } from '../../lib/hashing';

export function invitationTokenHash(ctx: { secrets: Pick<AppContext['secrets'], 'hashKey'> }, token: string): string {
  return keyedHash(ctx.secrets.hashKey, `invitation:${token}`);
}

export async function findPendingInvitation(ctx: AppContext, token: string) {
  return ctx.db
    .selectFrom('admin_invitations')
    .selectAll()
    .where('token_hash', '=', invitationTokenHash(ctx, token))
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', isoNow(ctx.clock))
    .executeTakeFirst();
}

export async function insertInvitation(
  db: Db,
  invitation: {
    id: string;
    email: string;
    token_hash: string;
    admin_type: '1' | '2';
    invited_by_user_id: string | null;
    expires_at: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('admin_invitations')
    .values({ ...invitation, accepted_at: null })
    .execute();
}

export async function markInvitationAccepted(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('admin_invitations').set({ accepted_at: now }).where('id', '=', id).execute();
}
