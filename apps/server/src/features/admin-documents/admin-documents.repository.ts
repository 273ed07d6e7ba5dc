import type { Db } from '../../db/database';
import type { DocumentStatus } from '../../db/schema';

/** The status a request had when it was last archived: what restoring returns it to. */
export async function statusBeforeArchiving(db: Db, documentId: string): Promise<DocumentStatus | undefined> {
  const row = await db
    .selectFrom('document_events')
    .select('from_status')
    .where('document_id', '=', documentId)
    .where('to_status', '=', 'archived')
    .orderBy('document_version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from_status ?? undefined;
}

/** Whether any payment of the request was refunded, or its refund asked for. */
export async function hasRefundedPayment(db: Db, documentId: string): Promise<boolean> {
  const refunded = await db
    .selectFrom('payments')
    .select('id')
    .where('document_id', '=', documentId)
    .where('refund_status', 'is not', null)
    .executeTakeFirst();
  return refunded !== undefined;
}
