import type { TDocument } from '@docverify/contract/documents/document';
import { PROOF_MUST_BE_PDF, type TStatusEdit } from '@docverify/contract/verification/status-edit';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newSecretToken } from '../../lib/ids';
import { recordAudit } from '../audit/audit';
import { issuerOf } from '../credentials/issue';
import { callerViewer, type Caller } from '../documents/access';
import { ADMINISTRATOR, type Viewer } from '../policy/policy';
import {
  findPresentableDocument,
  insertStoredFile,
  type PresentableDocumentRow,
} from '../documents/documents.repository';
import { changeStatus } from '../document-lifecycle/change-status';
import type { Upload } from '../documents/multipart';
import { presentDocument } from '../documents/read-documents';
import { newStorageKey, storedFileRow } from '../documents/submit-document';
import { tellOwnerOfDecision } from './notices';

/** A request sent to the caller's organisation, or 404: other bodies' work does not exist for them. */
export async function receivedDocument(ctx: AppContext, caller: Caller, documentId: string) {
  const document = await findPresentableDocument(ctx.db, documentId);
  if (
    !document ||
    !caller.organisationId ||
    !caller.worksQueue ||
    document.organisation_id !== caller.organisationId ||
    document.status === 'awaiting_payment'
  ) {
    throw new AppError('NOT_FOUND', 'No such document');
  }
  return document;
}

/**
 * Decision 018: starting a review is the verifier's explicit act ('Start review'), which tells the owner someone is
 * on it (submitted → pending); opening a request only reads it. A replay, a double click or two calls at once
 * write one history line: the change is conditional on the version read, and a call that loses the race finds the
 * request already pending and answers as the winner did. An archived request cannot be started (409).
 */
export async function startReview(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<{ started: boolean; document: TDocument }> {
  let document = await receivedDocument(ctx, caller, documentId);
  // A payment update can bump the version without moving the status: such a lost race is tried again.
  for (let attempt = 0; document.status === 'submitted' && attempt < 3; attempt += 1) {
    try {
      await recordReviewStart(ctx, caller, document);
      return { started: true, document: await presentDocument(ctx, documentId, callerViewer(caller)) };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      document = await receivedDocument(ctx, caller, documentId);
    }
  }
  if (document.status === 'submitted') {
    throw new AppError('CONFLICT', 'This document was changed by someone else: reload it and try again');
  }
  if (document.status === 'archived') throw new AppError('CONFLICT', 'This document is archived');
  return { started: false, document: await presentDocument(ctx, documentId, callerViewer(caller)) };
}

async function recordReviewStart(ctx: AppContext, caller: Caller, document: PresentableDocumentRow) {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await changeStatus(trx, {
      documentId: document.id,
      to: 'pending',
      expectedVersion: document.version,
      actorUserId: caller.id,
      note: 'Review started',
      now,
    });
    await recordAudit(trx, {
      actorUserId: caller.id,
      action: 'document.review_started',
      entityType: 'document',
      entityId: document.id,
      before: { status: 'submitted' },
      after: { status: 'pending' },
      now,
    });
  });
}

/**
 * The decision: verified or queried, with the verifier's note and a signed proof PDF. A request still
 * `submitted` is opened for review in the same transaction. A verified request gets its shareable viewer code.
 * The owner is e-mailed once the decision is stored.
 */
export async function decide(
  ctx: AppContext,
  { caller, input, proof }: { caller: Caller; input: TStatusEdit; proof: Upload },
): Promise<TDocument> {
  assertPdfProof(proof);
  const document = await receivedDocument(ctx, caller, input.doc_id);
  return recordDecision(ctx, {
    actorUserId: caller.id,
    viewer: callerViewer(caller),
    document,
    input,
    proof,
    audit: (trx, now) =>
      recordAudit(trx, {
        actorUserId: caller.id,
        action: 'document.decided',
        entityType: 'document',
        entityId: document.id,
        before: { status: document.status, version: document.version },
        after: { status: input.status, verify_info: input.verify_info },
        now,
      }),
  });
}

function assertPdfProof(proof: Upload) {
  if (proof.mimeType !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROOF_MUST_BE_PDF, { proof: PROOF_MUST_BE_PDF });
  }
}

/**
 * An administrator decides a request when its verifying body cannot, under the same rules as the verifier; the
 * decision is added to the audit trail in the decision's transaction.
 */
export async function decideAsAdministrator(
  ctx: AppContext,
  { administratorId, input, proof }: { administratorId: string; input: TStatusEdit; proof: Upload },
): Promise<TDocument> {
  assertPdfProof(proof);
  const document = await findPresentableDocument(ctx.db, input.doc_id);
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  return recordDecision(ctx, {
    viewer: ADMINISTRATOR,
    actorUserId: administratorId,
    document,
    input,
    proof,
    audit: (trx, now) =>
      recordAudit(trx, {
        actorUserId: administratorId,
        action: 'document.decided_by_admin',
        entityType: 'document',
        entityId: document.id,
        before: { status: document.status, version: document.version },
        after: { status: input.status, verify_info: input.verify_info },
        now,
      }),
  });
}

type Decision = {
  actorUserId: string;
  /** Who the decided request is presented to (the deciding verifier or administrator). */
  viewer: Viewer;
  document: PresentableDocumentRow;
  input: TStatusEdit;
  proof: Upload;
  /** Written in the decision's transaction, so the change and its audit entry stand or fall together. */
  audit: (trx: Db, now: string) => Promise<void>;
};

async function recordDecision(ctx: AppContext, { actorUserId, viewer, document, input, proof, audit }: Decision) {
  if (input.version !== undefined && input.version !== document.version) {
    throw new AppError('CONFLICT', 'This document was changed by someone else: reload it and try again');
  }
  // Only an administrator can reach an unpaid request here: verifiers never see one.
  if (document.status === 'awaiting_payment') throw new AppError('CONFLICT', 'This document is not paid for yet');
  if (document.status !== 'submitted' && document.status !== 'pending') {
    throw new AppError('CONFLICT', `This document is already ${document.status}`);
  }

  const now = isoNow(ctx.clock);
  const file = storedFileRow(proof, newStorageKey(ctx.clock.now()), actorUserId, now);
  await ctx.files.put(file.storage_key, proof.bytes, proof.mimeType);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertStoredFile(trx, file);
      let version = document.version;
      if (document.status === 'submitted') {
        ({ version } = await changeStatus(trx, {
          documentId: document.id,
          to: 'pending',
          expectedVersion: version,
          actorUserId,
          note: 'Review started',
          now,
        }));
      }
      await changeStatus(trx, {
        documentId: document.id,
        to: input.status,
        expectedVersion: version,
        actorUserId,
        note: input.verify_info,
        fileId: file.id,
        decidedFileId: document.file_id,
        now,
        credentials: issuerOf(ctx),
        set: {
          verify_info: input.verify_info,
          proof_file_id: file.id,
          decided_at: now,
          viewer_code:
            input.status === 'verified' ? (document.viewer_code ?? newSecretToken(24)) : document.viewer_code,
        },
      });
      await audit(trx, now);
      // The owner learns the outcome and the note; the mail is stored with the decision (decision 018).
      await tellOwnerOfDecision(ctx, trx, document.id, viewer);
    });
  } catch (error) {
    await ctx.files.remove(file.storage_key).catch((cleanup: unknown) => {
      ctx.log.error({ err: cleanup, key: file.storage_key }, 'could not remove the proof of a refused decision');
    });
    throw error;
  }

  return presentDocument(ctx, document.id, viewer);
}
