import {
  REFERRAL_PAGE_SIZE,
  type TReferralSummaryResponse,
  type TReferredUsersResponse,
  type ZReferredDocumentsRequest,
  type ZReferredUsersRequest,
} from '@docverify/contract/referrals/referrals';
import type { z } from 'zod';
import type { TDocumentListResponse } from '@docverify/contract/documents/list-answers';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Caller } from '../documents/access';
import type { DocumentScope } from '../documents/documents-list.repository';
import { listDocumentsInScope } from '../documents/list-documents';
import { statusCounts } from '../documents/read-documents';
import { findOrganisationById } from '../organisations/organisations.repository';
import { countReferredUsers, referredUsersBySeq, referredUsersFetch } from './referrals.repository';
import { readListPage, searchTerm } from '../../db/list-page';
import { callerViewer } from '../documents/access';

/** Only organisations (their users and staff) have a referral link; everyone else gets 403. */
export function referringOrganisationId(caller: Caller): string {
  if (!caller.organisationId) throw new AppError('FORBIDDEN', 'Only organisations have a referral link');
  return caller.organisationId;
}

const referredScope = (organisationId: string): DocumentScope => ({
  kind: 'referred-by-organisation',
  organisationId,
});

/** `POST /get/referral`: the organisation's code, the sign-up link to share, and what it has brought in. */
export async function referralSummary(
  ctx: AppContext,
  { caller, referral }: { caller: Caller; referral: string | undefined },
): Promise<TReferralSummaryResponse['data']> {
  const organisationId = referringOrganisationId(caller);
  const organisation = await findOrganisationById(ctx.db, organisationId);
  if (!organisation) throw new AppError('NOT_FOUND', 'No such organisation');
  // The spec's client names the code it asks about; it may only ever be the caller's own.
  if (referral && referral.toUpperCase() !== organisation.referral_code) {
    throw new AppError('FORBIDDEN', "You can only see your own organisation's referrals");
  }
  const [users, documents] = await Promise.all([
    countReferredUsers(ctx.db, organisationId),
    statusCounts(ctx.db, referredScope(organisationId)).then((counts) =>
      Object.values(counts).reduce((sum, count) => sum + count, 0),
    ),
  ]);
  return {
    referral: organisation.referral_code,
    link: `${ctx.config.publicUrl}/signup/${organisation.referral_code}`,
    counts: { users, documents },
  };
}

/** `POST /referrals/users`: the people who signed up through the link, newest first. */
export async function listReferredUsers(
  ctx: AppContext,
  { caller, query }: { caller: Caller; query: z.output<typeof ZReferredUsersRequest> },
): Promise<TReferredUsersResponse> {
  const organisationId = referringOrganisationId(caller);
  const term = searchTerm(query.search);
  const { rows: keys, info } = await readListPage(
    ctx.db,
    {
      table: 'users',
      term,
      listed: await countReferredUsers(ctx.db, organisationId),
      fetchFor: (search) => referredUsersFetch(ctx.db, organisationId, term, search),
      identity: ['referred-users', organisationId],
    },
    { page: query.page, cursor: query.cursor, pageSize: REFERRAL_PAGE_SIZE },
  );
  const rows = await referredUsersBySeq(
    ctx.db,
    keys.map((row) => row.seq),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      category: row.category,
      createdAt: row.created_at,
    })),
    ...info,
  };
}

/**
 * `POST /referrals/documents`: the referred users' paid requests, through the documents list's own queries,
 * searched, filtered and sorted as every document list is.
 */
export function listReferredDocuments(
  ctx: AppContext,
  { caller, query }: { caller: Caller; query: z.output<typeof ZReferredDocumentsRequest> },
): Promise<TDocumentListResponse> {
  return listDocumentsInScope(ctx, referredScope(referringOrganisationId(caller)), query, callerViewer(caller));
}
