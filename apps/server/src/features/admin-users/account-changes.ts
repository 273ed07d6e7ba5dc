import type { TManagedUser, ZAdminUpdate, ZUserStatusUpdate } from '@docverify/contract/admin/users';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserUpdate } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import { revokeAllSessions } from '../auth/sessions.repository';
import { updateUser } from '../auth/users.repository';
import { findAccount, type AccountRow } from './admin-users.repository';
import { presentManagedUser } from './present';

/**
 * Applies a change to one account in the caller's transaction. Deactivating also revokes every session at once:
 * the session check would refuse an inactive user anyway, but revoked sessions stay dead if the account is
 * activated again.
 */
async function applyChange(trx: Db, account: AccountRow, patch: UserUpdate, now: string) {
  await updateUser(trx, account.id, { ...patch, updated_at: now });
  if (patch.status === 'inactive') await revokeAllSessions(trx, account.id, now);
}

/** Any administrator activates or deactivates an organisation, staff, individual, student or agent account. */
export async function setUserStatus(
  ctx: AppContext,
  admin: Administrator,
  input: z.output<typeof ZUserStatusUpdate>,
): Promise<TManagedUser> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const account = await findAccount(trx, input.user_id);
    if (!account) throw new AppError('NOT_FOUND', 'No such user', { user_id: 'No such user' });
    if (account.is_system_admin === 1) {
      // Administrators are changed by a super administrator, through `/system/admin/update/admin`.
      throw new AppError('FORBIDDEN', 'Administrators are managed under Administrators', {
        user_id: 'Administrators are managed under Administrators',
      });
    }
    if (account.status === input.status) return;
    await applyChange(
      trx,
      account,
      { status: input.status, deactivated_by_admin_at: input.status === 'inactive' ? now : null },
      now,
    );
    await recordAudit(trx, {
      actorUserId: admin.id,
      action: input.status === 'active' ? 'user.activated' : 'user.deactivated',
      entityType: 'user',
      entityId: account.id,
      before: { status: account.status },
      after: { status: input.status },
      now,
    });
  });
  return presentManagedUser((await findAccount(ctx.db, input.user_id))!);
}

/**
 * A super administrator edits an administrator. Nobody demotes or deactivates themself: it would lock them out of
 * this very screen, and with it the service could be left without a super administrator. That is a 409 (the
 * request is well formed; the rule about one's own account refuses it), naming the field.
 */
export async function updateAdministrator(
  ctx: AppContext,
  admin: Administrator,
  input: z.output<typeof ZAdminUpdate>,
): Promise<TManagedUser> {
  const { admin_id: adminId, ...changes } = input;
  if (adminId === admin.id) {
    if (changes.system_admin_type === '2') {
      throw new AppError('CONFLICT', 'You cannot demote yourself', {
        system_admin_type: 'You cannot demote yourself',
      });
    }
    if (changes.status === 'inactive') {
      throw new AppError('CONFLICT', 'You cannot deactivate yourself', { status: 'You cannot deactivate yourself' });
    }
  }
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const account = await findAccount(trx, adminId);
    if (!account || account.is_system_admin !== 1) {
      throw new AppError('NOT_FOUND', 'No such administrator', { admin_id: 'No such administrator' });
    }
    const current = {
      firstName: account.first_name,
      lastName: account.last_name,
      phone: account.phone,
      system_admin_type: account.system_admin_type,
      status: account.status,
    };
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (field) => changes[field] !== undefined && changes[field] !== current[field],
    );
    if (changed.length === 0) return;
    await applyChange(
      trx,
      account,
      {
        first_name: changes.firstName,
        last_name: changes.lastName,
        phone: changes.phone,
        system_admin_type: changes.system_admin_type,
        status: changes.status,
      },
      now,
    );
    await recordAudit(trx, {
      actorUserId: admin.id,
      action: 'admin.updated',
      entityType: 'user',
      entityId: account.id,
      before: Object.fromEntries(changed.map((field) => [field, current[field]])),
      after: Object.fromEntries(changed.map((field) => [field, changes[field]])),
      now,
    });
  });
  return presentManagedUser((await findAccount(ctx.db, adminId))!);
}
