import type { Db } from '../../db/database';

/** The reference rows a submission names, read before anything is written. */
export async function findSubmissionReferences(
  db: Db,
  ids: { documentTypeId: string; countryCode: string; organisationId: string },
) {
  const [type, country, organisation] = await Promise.all([
    db
      .selectFrom('document_types')
      .innerJoin('document_categories', 'document_categories.id', 'document_types.category_id')
      .select(['document_types.id', 'document_types.name', 'document_types.category_id', 'document_categories.tag'])
      .where('document_types.id', '=', ids.documentTypeId)
      .executeTakeFirst(),
    db.selectFrom('countries').select(['code', 'name']).where('code', '=', ids.countryCode).executeTakeFirst(),
    db
      .selectFrom('organisations')
      .select(['id', 'name', 'country_code', 'verification_status'])
      .where('id', '=', ids.organisationId)
      .executeTakeFirst(),
  ]);
  return { type, country, organisation };
}
