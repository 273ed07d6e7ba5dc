import type { TDocument } from '@docverify/contract/documents/document';
import type {
  TAdminDocumentUpdate,
  ZAdminDocumentListQuery,
  ZAdminSingleDocumentQuery,
} from '@docverify/contract/admin/documents';
import type { TMonitorResponse } from '@docverify/contract/documents/requests';
import type { z } from 'zod';
import type { TDocumentListResponse } from '@docverify/contract/documents/list-answers';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Administrator } from '../admin/admin-access';
import { recordAudit } from '../audit/audit';
import { issuerOf } from '../credentials/issue';
import { findDocumentInScopes } from '../documents/documents.repository';
import { changeStatus } from '../document-lifecycle/change-status';
import { monitorDetail, presentDocument } from '../documents/read-documents';
import { listDocumentsInScope } from '../documents/list-documents';
import { hasRefundedPayment, statusBeforeArchiving } from './admin-documents.repository';
import { ADMINISTRATOR } from '../policy/policy';

const everyDocument = { kind: 'all' } as const;

/** One page of every request in the service, through the same list machinery as everyone else's lists. */
export function listAllDocuments(
  ctx: AppContext,
  query: z.output<typeof ZAdminDocumentListQuery>,
): Promise<TDocumentListResponse> {
  const request = {
    page: query.page,
    cursor: query.cursor,
    search: query.search,
    details: query.details,
    verifier_status: query.status,
    sort: query.sort ? { field: query.sort, direction: query.direction } : undefined,
  };
  return listDocumentsInScope(ctx, everyDocument, request, ADMINISTRATOR);
}

/** A request with its history and files, when the category, id and owner all name it; 404 otherwise. */
export async function singleDocument(
  ctx: AppContext,
  query: z.output<typeof ZAdminSingleDocumentQuery>,
): Promise<TMonitorResponse['data']> {
  const found = await findDocumentInScopes(ctx.db, query.doc_id, [everyDocument]);
  const document = found ? await presentDocument(ctx, found.id, ADMINISTRATOR) : undefined;
  if (!document || document.doc_type !== query.doc_category || document.doc_owner_id !== query.docOwnerId) {
    throw new AppError('NOT_FOUND', 'No such document');
  }
  return { document, ...(await monitorDetail(ctx, document.id)) };
}

/**
 * Archive any request, or restore an archived one to the status it had before (read from its history). The
 * change and its audit entry share one transaction.
 */
export async function updateDocument(
  ctx: AppContext,
  { administrator, input }: { administrator: Administrator; input: TAdminDocumentUpdate },
): Promise<TDocument> {
  const found = await findDocumentInScopes(ctx.db, input.doc_id, [everyDocument]);
  if (!found) throw new AppError('NOT_FOUND', 'No such document');
  const restoring = input.action === 'restore';
  if (restoring && found.status !== 'archived') throw new AppError('CONFLICT', 'This document is not archived');
  if (!restoring && found.status === 'archived') throw new AppError('CONFLICT', 'This document is already archived');
  // A refunded request stays withdrawn: its body would otherwise work on a request nobody paid for.
  if (restoring && (await hasRefundedPayment(ctx.db, found.id))) {
    throw new AppError('CONFLICT', "This request's payment was refunded: it cannot go back to its verifying body");
  }
  const to = restoring ? await statusBeforeArchiving(ctx.db, found.id) : 'archived';
  if (!to) throw new AppError('CONFLICT', 'The status before archiving is not recorded');

  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const { version } = await changeStatus(trx, {
      documentId: found.id,
      to,
      expectedVersion: input.version,
      actorUserId: administrator.id,
      note: input.note || (restoring ? 'Restored by an administrator' : 'Archived by an administrator'),
      now,
      credentials: issuerOf(ctx),
    });
    await recordAudit(trx, {
      actorUserId: administrator.id,
      action: restoring ? 'document.restored' : 'document.archived',
      entityType: 'document',
      entityId: found.id,
      before: { status: found.status, version: found.version },
      after: { status: to, version },
      now,
    });
  });
  return presentDocument(ctx, found.id, ADMINISTRATOR);
}
