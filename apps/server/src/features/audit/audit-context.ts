import type { Db } from '../../db/database';
import type { AuditEntity } from './audit';
import {
  findDocumentTypesNamed,
  findDocumentsNamed,
  findMailNamed,
  findOrganisationsNamed,
  findPeopleNamed,
  findSurchargesNamed,
  findTranscriptServicesNamed,
  findUnaccreditedNamed,
} from './audit.repository';

/**
 * What the trail's sentence needs about the record an entry is about, in words (decision 020): what a person calls
 * it (a request's APP-… id, a person's or a body's name, a document type), the organisation it belongs to (the
 * body a request was sent to, a staff member's organisation), and a person's e-mail and kind.
 */
export type AuditContext = {
  name: string | null;
  organisation: string | null;
  email: string | null;
  category: string | null;
};

export type AuditRef = { entityType: string; entityId: string };

const key = (ref: AuditRef) => `${ref.entityType}\u0000${ref.entityId}`;
const context = (values: Partial<AuditContext>): AuditContext => ({
  name: values.name ?? null,
  organisation: values.organisation ?? null,
  email: values.email ?? null,
  category: values.category ?? null,
});
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || null;

type Lookup = (db: Db, ids: string[]) => Promise<[string, AuditContext][]>;

/** One read per kind of record, by primary key: a page of 20 entries costs at most one short query per kind. */
const lookups: Record<AuditEntity, Lookup> = {
  document: async (db, ids) =>
    (await findDocumentsNamed(db, ids)).map((row) => [
      row.id,
      context({ name: row.application_id, organisation: row.name }),
    ]),
  user: async (db, ids) => people(db, ids),
  staff: async (db, ids) => people(db, ids),
  organisation: async (db, ids) =>
    (await findOrganisationsNamed(db, ids)).map((row) => [row.id, context({ name: row.name, email: row.email })]),
  // A service charge is recorded under its document type's id.
  service_charge: async (db, ids) =>
    (await findDocumentTypesNamed(db, ids)).map((row) => [row.id, context({ name: row.name })]),
  surcharge: async (db, ids) =>
    (await findSurchargesNamed(db, ids)).map((row) => [row.id, context({ organisation: row.name })]),
  transcript_service: async (db, ids) =>
    (await findTranscriptServicesNamed(db, ids)).map((row) => [row.id, context({ organisation: row.name })]),
  mail: async (db, ids) =>
    (await findMailNamed(db, ids)).map((row) => [row.id, context({ name: row.subject, email: row.to_address })]),
  // Read before a removal is written, so the trail keeps the name after the entry is gone.
  unaccredited_institution: async (db, ids) =>
    (await findUnaccreditedNamed(db, ids)).map((row) => [row.id, context({ name: row.name })]),
};

async function people(db: Db, ids: string[]): Promise<[string, AuditContext][]> {
  const rows = await findPeopleNamed(db, ids);
  return rows.map((row) => [
    row.id,
    context({
      name: fullName(row.first_name, row.last_name),
      email: row.email,
      organisation: row.organisation,
      category: row.is_system_admin === 1 ? 'admin' : row.category,
    }),
  ]);
}

/**
 * The context of each record named, read by primary key per kind (never a scan: decision 016's page reads stay
 * bounded). A record that no longer exists, or a kind this version does not know, is simply absent.
 */
export async function auditContexts(db: Db, refs: AuditRef[]): Promise<Map<string, AuditContext>> {
  const idsByType = new Map<AuditEntity, Set<string>>();
  for (const ref of refs) {
    if (!(ref.entityType in lookups)) continue;
    const type = ref.entityType as AuditEntity;
    idsByType.set(type, (idsByType.get(type) ?? new Set()).add(ref.entityId));
  }
  const found = new Map<string, AuditContext>();
  for (const [entityType, ids] of idsByType) {
    for (const [entityId, value] of await lookups[entityType](db, [...ids])) {
      found.set(key({ entityType, entityId }), value);
    }
  }
  return found;
}

export const auditContextOf = (contexts: Map<string, AuditContext>, ref: AuditRef) => contexts.get(key(ref));

export function parseAuditContext(json: string | null): AuditContext | undefined {
  if (json === null) return undefined;
  try {
    return context(JSON.parse(json) as Partial<AuditContext>);
  } catch {
    return undefined;
  }
}
