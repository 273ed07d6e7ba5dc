import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditLogTable } from '../../db/schema';

/** Each reads the records an audit page names, by primary key: one short query per kind of record. */
export const findDocumentsNamed = (db: Db, ids: string[]) =>
  db
    .selectFrom('documents')
    .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
    .select(['documents.id', 'documents.application_id', 'organisations.name'])
    .where('documents.id', 'in', ids)
    .execute();

export const findOrganisationsNamed = (db: Db, ids: string[]) =>
  db.selectFrom('organisations').select(['id', 'name', 'email']).where('id', 'in', ids).execute();

export const findDocumentTypesNamed = (db: Db, ids: string[]) =>
  db.selectFrom('document_types').select(['id', 'name']).where('id', 'in', ids).execute();

export const findSurchargesNamed = (db: Db, ids: string[]) =>
  db
    .selectFrom('surcharges')
    .leftJoin('organisations', 'organisations.id', 'surcharges.organisation_id')
    .select(['surcharges.id', 'organisations.name'])
    .where('surcharges.id', 'in', ids)
    .execute();

export const findTranscriptServicesNamed = (db: Db, ids: string[]) =>
  db
    .selectFrom('transcript_services')
    .innerJoin('organisations', 'organisations.id', 'transcript_services.organisation_id')
    .select(['transcript_services.id', 'organisations.name'])
    .where('transcript_services.id', 'in', ids)
    .execute();

export const findMailNamed = (db: Db, ids: string[]) =>
  db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject']).where('id', 'in', ids).execute();

export const findUnaccreditedNamed = (db: Db, ids: string[]) =>
  db.selectFrom('unaccredited_institutions').select(['id', 'name']).where('id', 'in', ids).execute();

export const findPeopleNamed = (db: Db, ids: string[]) =>
  db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.category',
      'users.is_system_admin',
      'organisations.name as organisation',
    ])
    .where('users.id', 'in', ids)
    .execute();

/** Who acted, as the entry stores them in its search text. */
export const findAuditActor = (db: Db, userId: string) =>
  db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirst();

export async function insertAuditEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
