import type { Db } from '../../db/database';
import type { DocumentStatus } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { credentialsFollowStatus, type CredentialIssuer } from '../credentials/issue';
import { refreshSearchText } from '../documents/documents.repository';
import { findStatusAndVersion, insertDocumentEvent, moveDocumentStatus } from './document-lifecycle.repository';

/**
 * DESIGN section 3: the only moves a request can make. Payment confirmation submits it; a verifier opening it
 * makes it pending; the verifier decides; the owner's answer to a query sends it back; administrators archive
 * and restore. Anything else is refused with 409.
 */
const allowed: Record<DocumentStatus, readonly DocumentStatus[]> = {
  awaiting_payment: ['submitted', 'archived'],
  submitted: ['pending', 'archived'],
  pending: ['verified', 'queried', 'archived'],
  queried: ['pending', 'archived'],
  verified: ['archived'],
  // Restoring returns a request to the status it had before archiving, an unpaid one included.
  archived: ['awaiting_payment', 'submitted', 'pending', 'verified', 'queried'],
};

export function canMove(from: DocumentStatus, to: DocumentStatus): boolean {
  return allowed[from].includes(to);
}

export type StatusChange = {
  documentId: string;
  to: DocumentStatus;
  /** The version the caller read; a different current version means someone else changed it first. */
  expectedVersion?: number;
  actorUserId: string | null;
  note?: string | null;
  /** A file that came with the change: the owner's answer, or the verifier's signed proof. */
  fileId?: string | null;
  /** On a decision, the request's file it was made on. */
  decidedFileId?: string | null;
  now: string;
  /**
   * Extra columns written in the same update (the verifier's note, the viewer code, the proof). Never the request's
   * file: the original stays the document, and later files are versions beside it.
   */
  set?: Partial<{
    verify_info: string | null;
    viewer_code: string | null;
    proof_file_id: string | null;
    decided_at: string | null;
  }>;
  /** Becoming verified issues a signed credential with this (decision 022); leaving verified always revokes it. */
  credentials?: CredentialIssuer;
};

/**
 * Moves a request to a new status and appends the change to its history, in the caller's transaction.
 * The update is conditional on the status and version read, so two racing edits cannot both win.
 */
export async function changeStatus(trx: Db, change: StatusChange): Promise<{ from: DocumentStatus; version: number }> {
  const current = await findStatusAndVersion(trx, change.documentId);
  if (!current) throw new AppError('NOT_FOUND', 'No such document');
  if (change.expectedVersion !== undefined && change.expectedVersion !== current.version) {
    throw new AppError('CONFLICT', 'This document was changed by someone else: reload it and try again');
  }
  if (!canMove(current.status, change.to)) {
    throw new AppError('CONFLICT', `A ${current.status.replace('_', ' ')} document cannot become ${change.to}`);
  }
  const moved = await moveDocumentStatus(trx, {
    documentId: change.documentId,
    to: change.to,
    fromVersion: current.version,
    now: change.now,
    set: change.set,
  });
  if (!moved) {
    throw new AppError('CONFLICT', 'This document was changed by someone else: reload it and try again');
  }
  await insertDocumentEvent(trx, {
    id: newId(),
    document_id: change.documentId,
    actor_user_id: change.actorUserId,
    from_status: current.status,
    to_status: change.to,
    note: change.note ?? null,
    file_id: change.fileId ?? null,
    decided_file_id: change.decidedFileId ?? null,
    document_version: current.version + 1,
    created_at: change.now,
  });
  // The search column holds the status (spec section 5 searches by it).
  await refreshSearchText(trx, change.documentId);
  await credentialsFollowStatus(trx, {
    documentId: change.documentId,
    from: current.status,
    to: change.to,
    now: change.now,
    issuer: change.credentials,
  });
  return { from: current.status, version: current.version + 1 };
}
