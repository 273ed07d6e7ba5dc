import type { TDocument } from '@docverify/contract/documents/document';
import type { AppContext } from '../../context';
import type { Viewer } from '../policy/policy';
import { documentListFetch, type DocumentScope, type ScopeCount } from './documents-list.repository';
import { presentDocumentsBySeq } from './present-document';

/**
 * The requests of a scope still to decide (submitted or pending), the longest waiting first: the newest-first
 * list read backwards, merged over the (status, type) ranges that hold any (a few index seeks). `tallies` are the
 * scope's (`scopeCounts`): a dashboard reads them once for its counts and for this.
 */
export async function oldestWaiting(
  ctx: AppContext,
  scope: DocumentScope,
  tallies: ScopeCount[],
  count: number,
  viewer: Viewer,
): Promise<TDocument[]> {
  const combos = tallies.filter((row) => row.status === 'submitted' || row.status === 'pending');
  const fetch = documentListFetch(
    ctx.db,
    { scope, order: { field: 'newest', direction: 'desc' } },
    { kind: 'merge', combos },
  );
  const rows = await fetch({ reverse: true, limit: count });
  return presentDocumentsBySeq(
    ctx,
    rows.map((row) => row.seq),
    viewer,
  );
}
