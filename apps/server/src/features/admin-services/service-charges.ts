import type { TServiceCharge, TServiceChargeInput } from '@docverify/contract/admin/services';
import { CHARGE_CURRENCY } from '@docverify/contract/surcharges/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import {
  findChargeOfType,
  insertServiceCharge,
  listChargesByType,
  updateServiceChargeAmount,
  type ChargeRow,
} from './service-charges.repository';

function present(row: ChargeRow): TServiceCharge {
  return {
    document_type_id: row.document_type_id,
    document_type_name: row.document_type_name,
    category_id: row.category_id,
    category_name: row.category_name,
    amount: row.amount_minor,
    currency: row.currency,
    updated_at: row.updated_at,
    updated_by: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  };
}

export async function listServiceCharges(ctx: AppContext): Promise<TServiceCharge[]> {
  return (await listChargesByType(ctx.db)).map(present);
}

async function findServiceCharge(db: Db, documentTypeId: string): Promise<TServiceCharge | undefined> {
  const row = await findChargeOfType(db, documentTypeId);
  return row && present(row);
}

const noSuchType = () =>
  new AppError('NOT_FOUND', 'No such document type', { document_type_id: 'No such document type' });

/** For a document type without a charge; the table's unique document type decides a race (409). */
export async function createServiceCharge(
  ctx: AppContext,
  admin: Administrator,
  input: { document_type_id: string; amount: number },
): Promise<TServiceCharge> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await findServiceCharge(trx, input.document_type_id);
    if (!existing) throw noSuchType();
    const inserted = await insertServiceCharge(trx, {
      id: newId(),
      documentTypeId: input.document_type_id,
      amount: input.amount,
      currency: CHARGE_CURRENCY,
      now,
      byUserId: admin.id,
    });
    if (!inserted) {
      throw new AppError('CONFLICT', 'This document type already has a service charge: update it instead');
    }
    await recordAudit(trx, {
      actorUserId: admin.id,
      action: 'service_charge.created',
      entityType: 'service_charge',
      entityId: input.document_type_id,
      after: { amount: input.amount, currency: CHARGE_CURRENCY },
      now,
    });
  });
  return (await findServiceCharge(ctx.db, input.document_type_id))!;
}

/**
 * Prices requests checked out from now on: a payment stores the breakdown it was opened with, so requests
 * already priced keep their amount.
 */
export async function updateServiceCharge(
  ctx: AppContext,
  admin: Administrator,
  input: TServiceChargeInput & { amount: number },
): Promise<TServiceCharge> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findServiceCharge(trx, input.document_type_id);
    if (!before) throw noSuchType();
    if (before.amount === null) {
      throw new AppError('NOT_FOUND', 'This document type has no service charge yet: create it first');
    }
    await updateServiceChargeAmount(trx, {
      documentTypeId: input.document_type_id,
      amount: input.amount,
      now,
      byUserId: admin.id,
    });
    await recordAudit(trx, {
      actorUserId: admin.id,
      action: 'service_charge.updated',
      entityType: 'service_charge',
      entityId: input.document_type_id,
      before: { amount: before.amount, currency: before.currency },
      after: { amount: input.amount, currency: before.currency },
      now,
    });
  });
  return (await findServiceCharge(ctx.db, input.document_type_id))!;
}
