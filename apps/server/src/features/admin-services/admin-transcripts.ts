import type { TAdminTranscript, TAdminTranscriptList } from '@docverify/contract/admin/services';
import { CHARGE_CURRENCY } from '@docverify/contract/surcharges/money';
import { ZDeliveryOption, type ZTranscriptServiceInput } from '@docverify/contract/transcripts/transcript';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import { updateTranscriptService } from '../transcripts/transcripts.repository';
import { findOfferingOf, listOfferingsPage, readOfferingOf, type OfferingRow } from './admin-transcripts.repository';
import { pageOf, PAGE_SIZE } from './paging';

type TranscriptInput = z.output<typeof ZTranscriptServiceInput>;
const ZStoredDeliveryOptions = z.array(ZDeliveryOption);

function present(row: OfferingRow): TAdminTranscript {
  return {
    id: row.id,
    organisation_id: row.organisation_id,
    organisation_name: row.organisation_name,
    verification_status: row.verification_status,
    transcript_access: row.transcript_access,
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

/** Every organisation's transcript offering, by organisation name. */
export async function listTranscriptOfferings(
  ctx: AppContext,
  filter: { page: number; search?: string },
): Promise<TAdminTranscriptList> {
  const { rows, total } = await listOfferingsPage(ctx.db, {
    limit: PAGE_SIZE,
    offset: (filter.page - 1) * PAGE_SIZE,
    search: filter.search,
  });
  return pageOf(rows.map(present), filter.page, total);
}

const comparable = ({ fee, processing_days, delivery_options, notes, active }: TAdminTranscript | TranscriptInput) => ({
  fee,
  processing_days,
  delivery_options,
  notes,
  active,
});

/** An administrator's correction of one organisation's offering: the whole offering, audited before and after. */
export async function correctTranscriptOffering(
  ctx: AppContext,
  admin: Administrator,
  input: TranscriptInput & { organisation_id: string },
): Promise<TAdminTranscript> {
  const { organisation_id: organisationId, ...service } = input;
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findOfferingOf(trx, organisationId);
    if (!before) {
      throw new AppError('NOT_FOUND', 'This organisation has no transcript service', {
        organisation_id: 'This organisation has no transcript service',
      });
    }
    await updateTranscriptService(trx, organisationId, {
      fee_minor: service.fee,
      currency: CHARGE_CURRENCY,
      processing_days: service.processing_days,
      delivery_options: JSON.stringify(service.delivery_options),
      notes: service.notes,
      active: service.active ? 1 : 0,
      updated_at: now,
      updated_by_user_id: admin.id,
    });
    await recordAudit(trx, {
      actorUserId: admin.id,
      action: 'transcript_service.corrected',
      entityType: 'transcript_service',
      entityId: before.id,
      before: comparable(present(before)),
      after: comparable(service),
      now,
    });
  });
  return present(await readOfferingOf(ctx.db, organisationId));
}
