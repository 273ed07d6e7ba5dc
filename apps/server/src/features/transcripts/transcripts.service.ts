import { CHARGE_CURRENCY } from '@docverify/contract/surcharges/money';
import {
  ZDeliveryOption,
  type TTranscriptOffer,
  type TTranscriptService,
  type ZTranscriptServiceInput,
} from '@docverify/contract/transcripts/transcript';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { TranscriptServiceRow } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit/audit';
import type { Actor } from '../auth/authenticate';
import {
  findOfferedTranscriptService,
  findTranscriptService,
  insertTranscriptService,
  updateTranscriptService,
} from './transcripts.repository';

type TranscriptInput = z.output<typeof ZTranscriptServiceInput>;

const ZStoredDeliveryOptions = z.array(ZDeliveryOption);

function present(row: TranscriptServiceRow): TTranscriptService {
  return {
    id: row.id,
    fee: row.fee_minor,
    currency: row.currency,
    processing_days: row.processing_days,
    delivery_options: ZStoredDeliveryOptions.parse(JSON.parse(row.delivery_options)),
    notes: row.notes,
    active: row.active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function columnsOf(input: TranscriptInput) {
  return {
    fee_minor: input.fee,
    currency: CHARGE_CURRENCY,
    processing_days: input.processing_days,
    delivery_options: JSON.stringify(input.delivery_options),
    notes: input.notes,
    active: input.active ? 1 : 0,
  };
}

export async function viewTranscriptService(
  ctx: AppContext,
  organisationId: string,
): Promise<TTranscriptService | null> {
  const row = await findTranscriptService(ctx.db, organisationId);
  return row ? present(row) : null;
}

export async function setUpTranscriptService(
  ctx: AppContext,
  input: { actor: Actor; organisationId: string; service: TranscriptInput },
): Promise<TTranscriptService> {
  const { organisationId } = input;
  const row: TranscriptServiceRow = {
    id: newId(),
    organisation_id: organisationId,
    ...columnsOf(input.service),
    created_at: isoNow(ctx.clock),
    updated_at: null,
    updated_by_user_id: input.actor.userId,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await insertTranscriptService(trx, row))) {
      throw new AppError('CONFLICT', 'Your transcript service is already set up: update it instead');
    }
    await recordAudit(trx, {
      actorUserId: input.actor.userId,
      action: 'transcript_service.created',
      entityType: 'transcript_service',
      entityId: row.id,
      after: present(row),
      now: row.created_at,
    });
  });
  return present(row);
}

export async function changeTranscriptService(
  ctx: AppContext,
  input: { actor: Actor; organisationId: string; service: TranscriptInput },
): Promise<TTranscriptService> {
  const { organisationId } = input;
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findTranscriptService(trx, organisationId);
    const updated = await updateTranscriptService(trx, organisationId, {
      ...columnsOf(input.service),
      updated_at: now,
      updated_by_user_id: input.actor.userId,
    });
    const row = updated ? await findTranscriptService(trx, organisationId) : undefined;
    if (!row || !before) throw new AppError('NOT_FOUND', 'Set up your transcript service first');
    await recordAudit(trx, {
      actorUserId: input.actor.userId,
      action: 'transcript_service.updated',
      entityType: 'transcript_service',
      entityId: row.id,
      before: present(before),
      after: present(row),
      now,
    });
    return present(row);
  });
}

/** What a requester sees for one institution: null when it offers no transcript service of its own. */
export async function transcriptOffer(ctx: AppContext, institutionId: string): Promise<TTranscriptOffer | null> {
  const row = await findOfferedTranscriptService(ctx.db, institutionId);
  if (!row) return null;
  const { fee, currency, processing_days, delivery_options, notes } = present(row);
  return { institution_id: institutionId, fee, currency, processing_days, delivery_options, notes };
}
