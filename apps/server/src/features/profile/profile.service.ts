import type { TUser } from '@docverify/contract/auth/user';
import type { TPasswordChange } from '@docverify/contract/profile/profile';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { passwordChangedMail } from '../../mail/templates';
import { loadUser } from '../auth/auth.service';
import type { Actor } from '../auth/authenticate';
import { updateUser } from '../auth/users.repository';
import { findPasswordHash, revokeOtherSessions } from './profile.repository';

export async function updateProfile(
  ctx: AppContext,
  input: { actor: Actor; firstName: string; lastName: string; phone: string | null },
): Promise<TUser> {
  await updateUser(ctx.db, input.actor.userId, {
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    updated_at: isoNow(ctx.clock),
  });
  return loadUser(ctx, input.actor.userId);
}

/** Needs the current password; other devices are signed out, the one making the change stays in. */
export async function changePassword(ctx: AppContext, input: TPasswordChange & { actor: Actor }): Promise<void> {
  const user = await findPasswordHash(ctx.db, input.actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has ended: sign in again');
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw AppError.validation('currentPassword', 'Current password is wrong');
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.config.scryptCost);
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, input.actor.userId, { password_hash: passwordHash, updated_at: now });
    await revokeOtherSessions(trx, input.actor.userId, input.actor.sessionId, now);
    await ctx.mailer.send(passwordChangedMail(user.email, user.first_name), trx);
  });
}
