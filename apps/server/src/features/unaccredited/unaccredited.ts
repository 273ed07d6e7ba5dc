import { parseImportLines, type TImportEntry } from '@docverify/contract/fraud-signals/import-lines';
import { normaliseInstitutionName } from '@docverify/contract/fraud-signals/normalise';
import {
  UNACCREDITED_PAGE_SIZE,
  type TImportUnaccreditedResponse,
  type TUnaccreditedInstitution,
  type TUnaccreditedListResponse,
  type ZAddUnaccredited,
  type ZImportUnaccredited,
  type ZUnaccreditedListQuery,
} from '@docverify/contract/fraud-signals/unaccredited';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UnaccreditedInstitutionRow } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import {
  deleteEntry,
  findEntry,
  findEntryByNormalisedName,
  insertEntries,
  listEntries,
  type UnaccreditedEntryRow,
} from './unaccredited.repository';

function present(row: UnaccreditedEntryRow): TUnaccreditedInstitution {
  const addedBy = [row.added_by_first_name, row.added_by_last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    name: row.name,
    country_code: row.country_code,
    source: row.source,
    note: row.note,
    added_by: addedBy || null,
    created_at: row.created_at,
  };
}

/** One page of the list in name order, searched by any part of the normalised name. */
export async function listUnaccredited(
  ctx: AppContext,
  query: z.output<typeof ZUnaccreditedListQuery>,
): Promise<TUnaccreditedListResponse> {
  const pageSize = UNACCREDITED_PAGE_SIZE;
  const { rows, total } = await listEntries(ctx.db, {
    search: query.search ? normaliseInstitutionName(query.search) : '',
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return {
    data: rows.map(present),
    page: query.page,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

type Acting = { administrator: Administrator };

/** One entry; a name already on the list (however written) is a 409 naming the entry that holds it. */
export async function addUnaccredited(
  ctx: AppContext,
  { administrator, input }: Acting & { input: z.output<typeof ZAddUnaccredited> },
): Promise<TUnaccreditedInstitution> {
  const now = isoNow(ctx.clock);
  const row: UnaccreditedInstitutionRow = {
    id: newId(),
    name: input.name,
    normalised_name: normaliseInstitutionName(input.name),
    country_code: input.country_code ?? null,
    source: input.source,
    note: input.note ?? null,
    added_by_user_id: administrator.id,
    created_at: now,
  };
  const added = await ctx.db.transaction().execute(async (trx) => {
    if ((await insertEntries(trx, [row])) === 0) return false;
    await recordAudit(trx, {
      actorUserId: administrator.id,
      action: 'unaccredited_institution.added',
      entityType: 'unaccredited_institution',
      entityId: row.id,
      after: { name: row.name, country_code: row.country_code, source: row.source },
      now,
    });
    return true;
  });
  if (!added) {
    const existing = await findEntryByNormalisedName(ctx.db, row.normalised_name);
    const message = `This body is already on the list${existing ? ` as “${existing.name}”` : ''}`;
    throw new AppError('CONFLICT', message, { name: message });
  }
  return present((await findEntry(ctx.db, row.id))!);
}

/** The first line of each name given twice in a batch; the later ones count as skipped. */
function firstOfEachName(entries: TImportEntry[]) {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.normalisedName) && seen.add(entry.normalisedName));
}

/**
 * Pasted lines `name[,country_code]` with one source for the batch: names already on the list or given twice
 * are skipped and counted, each unreadable line is named with its mistake, the rest go in, in one transaction with
 * one audit entry for the batch.
 */
export async function importUnaccredited(
  ctx: AppContext,
  { administrator, input }: Acting & { input: z.output<typeof ZImportUnaccredited> },
): Promise<TImportUnaccreditedResponse['data']> {
  const { entries, problems } = parseImportLines(input.lines);
  const unique = firstOfEachName(entries);
  const now = isoNow(ctx.clock);
  const rows = unique.map((entry): UnaccreditedInstitutionRow => ({
    id: newId(),
    name: entry.name,
    normalised_name: entry.normalisedName,
    country_code: entry.countryCode,
    source: input.source,
    note: null,
    added_by_user_id: administrator.id,
    created_at: now,
  }));
  const added = await ctx.db.transaction().execute(async (trx) => {
    const count = await insertEntries(trx, rows);
    if (count > 0) {
      await recordAudit(trx, {
        actorUserId: administrator.id,
        action: 'unaccredited_institution.imported',
        entityType: 'unaccredited_institution',
        entityId: `${count} ${count === 1 ? 'name' : 'names'}`,
        after: { source: input.source, added: count, skipped: entries.length - count, errors: problems.length },
        now,
      });
    }
    return count;
  });
  return { added, skipped: entries.length - added, errors: problems };
}

/** Takes an entry off the list; requests naming it are no longer flagged. */
export async function removeUnaccredited(ctx: AppContext, { administrator, id }: Acting & { id: string }) {
  const existing = await findEntry(ctx.db, id);
  if (!existing) throw new AppError('NOT_FOUND', 'No such list entry');
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    // Written first: the trail reads the entry's name while it is still there.
    await recordAudit(trx, {
      actorUserId: administrator.id,
      action: 'unaccredited_institution.removed',
      entityType: 'unaccredited_institution',
      entityId: existing.id,
      before: { name: existing.name, country_code: existing.country_code, source: existing.source },
      now,
    });
    if (!(await deleteEntry(trx, id))) throw new AppError('NOT_FOUND', 'No such list entry');
  });
  return existing.name;
}
