import { CHARGE_CURRENCY } from '@docverify/contract/surcharges/money';
import type { TSurcharge, TSurchargeInput } from '@docverify/contract/surcharges/surcharge';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit/audit';
import type { Actor } from '../auth/authenticate';
import {
  findOrganisationSurcharge,
  insertOrganisationSurcharge,
  updateOrganisationSurcharge,
  type SurchargeRow,
} from './surcharges.repository';

function present(row: SurchargeRow): TSurcharge {
  return {
    id: row.id,
    amount: row.amount_minor,
    currency: row.currency,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function viewSurcharge(ctx: AppContext, organisationId: string): Promise<TSurcharge | null> {
  const row = await findOrganisationSurcharge(ctx.db, organisationId);
  return row ? present(row) : null;
}

/** In the platform's currency, which is the one `quoteFee` adds to the service charge. */
export async function createSurcharge(
  ctx: AppContext,
  input: TSurchargeInput & { actor: Actor; organisationId: string },
): Promise<TSurcharge> {
  const { organisationId } = input;
  const row: SurchargeRow = {
    id: newId(),
    organisation_id: organisationId,
    amount_minor: input.amount,
    currency: CHARGE_CURRENCY,
    created_at: isoNow(ctx.clock),
    updated_at: null,
    updated_by_user_id: input.actor.userId,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await insertOrganisationSurcharge(trx, row))) {
      throw new AppError('CONFLICT', 'Your surcharge is already set: update it instead');
    }
    await recordAudit(trx, {
      actorUserId: input.actor.userId,
      action: 'surcharge.created',
      entityType: 'surcharge',
      entityId: row.id,
      after: present(row),
      now: row.created_at,
    });
  });
  return present(row);
}

export async function changeSurcharge(
  ctx: AppContext,
  input: TSurchargeInput & { actor: Actor; organisationId: string },
): Promise<TSurcharge> {
  const { organisationId } = input;
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findOrganisationSurcharge(trx, organisationId);
    const updated = await updateOrganisationSurcharge(trx, organisationId, {
      amount_minor: input.amount,
      updated_at: now,
      updated_by_user_id: input.actor.userId,
    });
    const row = updated ? await findOrganisationSurcharge(trx, organisationId) : undefined;
    if (!row || !before) throw new AppError('NOT_FOUND', 'Set your surcharge first');
    await recordAudit(trx, {
      actorUserId: input.actor.userId,
      action: 'surcharge.updated',
      entityType: 'surcharge',
      entityId: row.id,
      before: present(before),
      after: present(row),
      now,
    });
    return present(row);
  });
}
