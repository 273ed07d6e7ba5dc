import type {
  TInstituteDecision,
  TVerifyingBody,
  TVerifyingBodyList,
  TVerificationStatus,
} from '@docverify/contract/admin/services';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import { requireProvenBody } from '../body-proof/body-proof';
import { toInstitution } from '../institutions/institutions.repository';
import { pageOf, PAGE_SIZE } from './paging';
import { verificationChangedMail } from './verification-mail';
import {
  findBodyRow,
  listBodiesPage,
  listOrganisationAccounts,
  updateBodyStanding,
  type BodyRow,
} from './verifying-bodies.repository';

function present(row: BodyRow): TVerifyingBody {
  return {
    ...toInstitution(row),
    transcript_access: row.transcript_access,
    created_at: row.created_at,
    authorised_person:
      row.person_email !== null
        ? {
            firstName: row.person_first_name ?? '',
            lastName: row.person_last_name ?? '',
            email: row.person_email,
            phone: row.person_phone,
          }
        : null,
  };
}

/** Every organisation, whatever its status: newest first, so those awaiting verification are at hand. */
export async function listVerifyingBodies(
  ctx: AppContext,
  filter: { page: number; search?: string; verification_status?: TVerificationStatus },
): Promise<TVerifyingBodyList> {
  const { rows, total } = await listBodiesPage(ctx.db, {
    limit: PAGE_SIZE,
    offset: (filter.page - 1) * PAGE_SIZE,
    search: filter.search,
    verification_status: filter.verification_status,
  });
  return pageOf(rows.map(present), filter.page, total);
}

async function findBody(db: Db, organisationId: string): Promise<TVerifyingBody | undefined> {
  const row = await findBodyRow(db, organisationId);
  return row && present(row);
}

/**
 * Verifies, rejects or suspends an organisation and grants or withdraws its transcript access, each change
 * audited. Only verified bodies are offered to requesters (institutions repository), and only active access
 * opens the transcript service (charges/service-access), so nothing else needs to change.
 */
export async function decideVerifyingBody(
  ctx: AppContext,
  admin: Administrator,
  decision: Omit<TInstituteDecision, 'note'> & { note: string | null },
): Promise<TVerifyingBody> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findBody(trx, decision.organisation_id);
    if (!current) {
      throw new AppError('NOT_FOUND', 'No such organisation', { organisation_id: 'No such organisation' });
    }
    const status = decision.verification_status ?? current.verifier_status;
    const access = decision.transcript_access ?? current.transcript_access;
    if (status === current.verifier_status && access === current.transcript_access) return;
    if (status === 'verified' && current.verifier_status !== 'verified')
      await requireProvenBody({ ...ctx, db: trx }, current.id);
    await updateBodyStanding(trx, { id: current.id, verificationStatus: status, transcriptAccess: access, now });
    const audit = { actorUserId: admin.id, entityType: 'organisation' as const, entityId: current.id, now };
    if (status !== current.verifier_status) {
      await recordAudit(trx, {
        ...audit,
        action: 'organisation.verification_changed',
        before: { verification_status: current.verifier_status },
        after: { verification_status: status, note: decision.note },
      });
    }
    if (access !== current.transcript_access) {
      await recordAudit(trx, {
        ...audit,
        action: 'organisation.transcript_access_changed',
        before: { transcript_access: current.transcript_access },
        after: { transcript_access: access, note: decision.note },
      });
    }
    if (status !== current.verifier_status) {
      await mailOrganisation(ctx, trx, { ...current, verifier_status: status }, decision.note);
    }
  });
  return (await findBody(ctx.db, decision.organisation_id))!;
}

/** Each of the organisation's accounts is told, by a message stored with the decision (outbox, decision 021). */
async function mailOrganisation(ctx: AppContext, trx: Db, body: TVerifyingBody, note: string | null): Promise<void> {
  const accounts = await listOrganisationAccounts(trx, body.id);
  for (const account of accounts) {
    await ctx.mailer.send(
      verificationChangedMail(
        { email: account.email, firstName: account.first_name },
        body.company_name,
        body.verifier_status,
        note,
      ),
      trx,
    );
  }
}
