import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { isThrottled, throttleAttempt } from '../../lib/throttle';
import { signInFailuresMail } from '../../mail/sign-in-templates';
import { recordAudit } from '../audit/audit';
import { networkOf } from './device';
import { securityLinks } from './security-links';

/**
 * After a wrong password for an existing account: once that account's sign-in throttle has tripped, the burst is
 * written to the audit trail and its owner e-mailed, once per burst (the `signInBurstNotice` throttle). Run after
 * the reply, so a wrong password takes the same time whether or not the account exists or is under attack.
 */
export function noteSignInFailure(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'is_system_admin' | 'category'>,
  attempt: { email: string; ip: string | null },
): void {
  ctx.afterReply.run('sign-in failure burst', async () => {
    if (!(await isThrottled(ctx, 'signIn', attempt.email))) return;
    if ((await throttleAttempt(ctx, 'signInBurstNotice', user.id)) !== undefined) return;
    const now = isoNow(ctx.clock);
    const network = networkOf(attempt.ip);
    await ctx.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorUserId: null,
        action: 'user.sign_in_failures',
        entityType: 'user',
        entityId: user.id,
        after: { network },
        now,
      });
      const links = securityLinks(ctx.config.publicUrl, user);
      await ctx.mailer.send(signInFailuresMail(user.email, user.first_name, { network, at: now }, links), trx);
    });
  });
}
