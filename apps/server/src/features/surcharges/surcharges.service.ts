import { CHARGE_CURRENCY } from '@docverify/contract/surcharges/money';
import type { TSurcharge, TSurchargeInput } from '@docverify/contract/surcharges/surcharge';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
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
  if (!(await insertOrganisationSurcharge(ctx.db, row))) {
    throw new AppError('CONFLICT', 'Your surcharge is already set: update it instead');
  }
  return present(row);
}

export async function changeSurcharge(
  ctx: AppContext,
  input: TSurchargeInput & { actor: Actor; organisationId: string },
): Promise<TSurcharge> {
  const { organisationId } = input;
  const updated = await updateOrganisationSurcharge(ctx.db, organisationId, {
    amount_minor: input.amount,
    updated_at: isoNow(ctx.clock),
    updated_by_user_id: input.actor.userId,
  });
  const row = updated ? await findOrganisationSurcharge(ctx.db, organisationId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Set your surcharge first');
  return present(row);
}
