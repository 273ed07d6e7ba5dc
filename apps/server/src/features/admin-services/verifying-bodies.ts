import type {
  TInstituteDecision,
  TVerifyingBody,
  TVerifyingBodyList,
  TVerificationStatus,
} from '@docverify/contract/admin/services';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import { institutions, toInstitution, type InstitutionRow } from '../institutions/institutions.repository';
import { likePattern } from '../../lib/like';
import { pageOf, PAGE_SIZE } from './paging';
import { verificationChangedMail } from './verification-mail';

/** Each body with its authorised person: the account that signed it up, read by primary key. */
const bodies = (db: Db) =>
  institutions(db)
    .leftJoin('users as person', 'person.id', 'organisations.created_by_user_id')
    .select([
      'person.first_name as person_first_name',
      'person.last_name as person_last_name',
      'person.email as person_email',
      'person.phone as person_phone',
    ]);
type BodyRow = InstitutionRow & {
  person_first_name: string | null;
  person_last_name: string | null;
  person_email: string | null;
  person_phone: string | null;
};

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
  let query = bodies(ctx.db);
  if (filter.verification_status) {
    query = query.where('organisations.verification_status', '=', filter.verification_status);
  }
  if (filter.search) {
    // One expression on both databases: `||` joins text in SQLite and PostgreSQL alike.
    query = query.where(
      sql<SqlBool>`lower(organisations.name || ' ' || organisations.referral_code || ' ' || coalesce(organisations.email, '') || ' ' || coalesce(organisations.city, '')) like ${likePattern(filter.search)} escape '\\'`,
    );
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy('organisations.created_at', 'desc')
      .orderBy('organisations.id')
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(present), filter.page, Number(count.count));
}

async function findBody(db: Db, organisationId: string): Promise<TVerifyingBody | undefined> {
  const row = await bodies(db).where('organisations.id', '=', organisationId).executeTakeFirst();
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
    await trx
      .updateTable('organisations')
      .set({ verification_status: status, transcript_access: access, updated_at: now })
      .where('id', '=', current.id)
      .execute();
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
  const accounts = await trx
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('organisation_id', '=', body.id)
    .where('category', '=', 'org')
    .execute();
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
