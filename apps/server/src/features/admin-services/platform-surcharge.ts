import { CHARGE_CURRENCY } from '@docverify/contract/surcharges/money';
import type { TSurcharge } from '@docverify/contract/surcharges/surcharge';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import {
  findPlatformSurchargeRow,
  insertPlatformSurcharge,
  updateSurchargeAmount,
} from './platform-surcharge.repository';

/**
 * The platform's surcharge is the `surcharges` row without an organisation. A unique index cannot keep it to one
 * row (NULLs never collide), so it always has this id: the primary key does.
 */
export const PLATFORM_SURCHARGE_ID = 'platform-surcharge';

async function findPlatformSurcharge(db: Db): Promise<TSurcharge | null> {
  const row = await findPlatformSurchargeRow(db);
  if (!row) return null;
  const { amount_minor: amount, ...rest } = row;
  return { ...rest, amount };
}

export function viewPlatformSurcharge(ctx: AppContext): Promise<TSurcharge | null> {
  return findPlatformSurcharge(ctx.db);
}

export async function createPlatformSurcharge(
  ctx: AppContext,
  admin: Administrator,
  amount: number,
): Promise<TSurcharge> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const conflict = () => new AppError('CONFLICT', 'The platform surcharge is already set: update it instead');
    if (await findPlatformSurcharge(trx)) throw conflict();
    const inserted = await insertPlatformSurcharge(trx, {
      id: PLATFORM_SURCHARGE_ID,
      amount,
      currency: CHARGE_CURRENCY,
      now,
      byUserId: admin.id,
    });
    if (!inserted) throw conflict();
    await recordAudit(trx, {
      actorUserId: admin.id,
      action: 'surcharge.created',
      entityType: 'surcharge',
      entityId: PLATFORM_SURCHARGE_ID,
      after: { amount, currency: CHARGE_CURRENCY },
      now,
    });
  });
  return (await findPlatformSurcharge(ctx.db))!;
}

/** Applies to checkouts opened from now on, like a service charge change. */
export async function updatePlatformSurcharge(
  ctx: AppContext,
  admin: Administrator,
  amount: number,
): Promise<TSurcharge> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findPlatformSurcharge(trx);
    if (!before) throw new AppError('NOT_FOUND', 'Set the platform surcharge first');
    await updateSurchargeAmount(trx, { id: before.id, amount, now, byUserId: admin.id });
    await recordAudit(trx, {
      actorUserId: admin.id,
      action: 'surcharge.updated',
      entityType: 'surcharge',
      entityId: before.id,
      before: { amount: before.amount, currency: before.currency },
      after: { amount, currency: before.currency },
      now,
    });
  });
  return (await findPlatformSurcharge(ctx.db))!;
}
