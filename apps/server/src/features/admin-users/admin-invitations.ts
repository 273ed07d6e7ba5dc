import type { TAdminInviteResponse, ZAdminInvite } from '@docverify/contract/admin/users';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { addSeconds } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { requireInvitationAllowed } from '../../lib/throttle';
import { newId, newSecretToken } from '../../lib/ids';
import { adminInvitationMail } from '../../mail/templates';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import { insertInvitation, invitationTokenHash } from '../auth/invitations.repository';
import { findUserByEmail } from '../auth/users.repository';

const INVITATION_DAYS = 7;

/**
 * Issues an administrator invitation and e-mails its link; `/signup/admin` redeems it. Only the token's hash is
 * stored. Any existing account with the e-mail is refused, even an unconfirmed one: the admin sign-up would
 * replace it, and an organisation's invited staff member must not turn into an administrator.
 */
export async function inviteAdministrator(
  ctx: AppContext,
  admin: Administrator,
  input: z.output<typeof ZAdminInvite>,
): Promise<TAdminInviteResponse['data']> {
  if (await findUserByEmail(ctx.db, input.email)) {
    throw new AppError('CONFLICT', 'An account with this e-mail already exists', {
      email: 'An account with this e-mail already exists',
    });
  }
  await requireInvitationAllowed(ctx, { email: input.email });
  const now = ctx.clock.now();
  const token = newSecretToken();
  const invitationId = newId();
  const expiresAt = addSeconds(now, INVITATION_DAYS * 86_400).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await insertInvitation(trx, {
      id: invitationId,
      email: input.email,
      token_hash: invitationTokenHash(ctx, token),
      admin_type: input.adminType,
      invited_by_user_id: admin.id,
      expires_at: expiresAt,
      created_at: now.toISOString(),
    });
    await recordAudit(trx, {
      actorUserId: admin.id,
      action: 'admin.invited',
      entityType: 'user',
      entityId: invitationId,
      after: { email: input.email, adminType: input.adminType, expiresAt },
      now: now.toISOString(),
    });
    await ctx.mailer.send(
      adminInvitationMail({
        to: input.email,
        firstName: input.firstName,
        invitedBy: `${admin.firstName} ${admin.lastName}`,
        adminType: input.adminType,
        link: `${ctx.config.publicUrl}/signup/admin?invitation=${token}`,
        days: INVITATION_DAYS,
      }),
      trx,
    );
  });
  return { email: input.email, adminType: input.adminType, expiresAt };
}
