import { sql, type SqlBool } from 'kysely';
import { pageWithTotal } from '../../db/query-helpers';
import type { Db } from '../../db/database';
import { likePattern } from '../../lib/like';

function offerings(db: Db) {
  return db
    .selectFrom('transcript_services')
    .innerJoin('organisations', 'organisations.id', 'transcript_services.organisation_id')
    .selectAll('transcript_services')
    .select([
      'organisations.name as organisation_name',
      'organisations.verification_status',
      'organisations.transcript_access',
    ]);
}

export type OfferingRow = Awaited<ReturnType<ReturnType<typeof offerings>['execute']>>[number];

/** One page of every organisation's transcript offering, by organisation name, and how many match in all. */
export async function listOfferingsPage(
  db: Db,
  filter: { limit: number; offset: number; search?: string },
): Promise<{ rows: OfferingRow[]; total: number }> {
  let query = offerings(db);
  if (filter.search) {
    query = query.where(
      sql<SqlBool>`lower(organisations.name || ' ' || organisations.referral_code) like ${likePattern(filter.search)} escape '\\'`,
    );
  }
  return pageWithTotal(query, (rows) =>
    rows.orderBy('organisations.name').orderBy('transcript_services.id').limit(filter.limit).offset(filter.offset),
  );
}

export const findOfferingOf = (db: Db, organisationId: string): Promise<OfferingRow | undefined> =>
  offerings(db).where('transcript_services.organisation_id', '=', organisationId).executeTakeFirst();

/** As `findOfferingOf`, for an offering known to stand (throws Kysely's NoResultError otherwise). */
export const readOfferingOf = (db: Db, organisationId: string): Promise<OfferingRow> =>
  offerings(db).where('transcript_services.organisation_id', '=', organisationId).executeTakeFirstOrThrow();
