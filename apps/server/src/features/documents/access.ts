import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { isRequester, refusal, worksQueue, type Viewer } from '../policy/policy';
import { findDocumentInScopes } from './documents.repository';
import type { DocumentScope } from './documents-list.repository';

export type Caller = {
  id: string;
  firstName: string;
  lastName: string;
  category: 'org' | 'staff' | 'indv' | 'student' | 'agent';
  /** Set for organisation users and staff: the verifying body they act for. */
  organisationId: string | null;
  /** Whether that body may see and work what is sent to it (policy `worksQueue`: it is verified). */
  worksQueue: boolean;
};

/** The signed-in person behind a request; administrators have their own calls (403 here). */
export async function loadRequester(_ctx: AppContext, actor: Actor): Promise<Caller> {
  if (!isRequester(actor) || actor.category === null) {
    throw new AppError('FORBIDDEN', refusal('requester', actor));
  }
  return {
    id: actor.userId,
    firstName: actor.firstName,
    lastName: actor.lastName,
    category: actor.category,
    organisationId: actor.organisationId,
    worksQueue: worksQueue(actor),
  };
}

/** The caller as the record rules see them. */
export const callerViewer = (caller: Caller): Viewer => ({
  kind: 'requester',
  userId: caller.id,
  organisationId: caller.organisationId,
  worksQueue: caller.worksQueue,
});

/** Requests the caller made: their own, or for organisation users and staff, any made by their organisation. */
export function sentScope(caller: Caller): DocumentScope {
  return caller.organisationId
    ? { kind: 'sent-by-organisation', organisationId: caller.organisationId }
    : { kind: 'sent-by-user', userId: caller.id };
}

/** Requests sent to the caller's organisation once paid; only organisation users and staff receive any. */
export function receivedScope(caller: Caller): DocumentScope {
  if (!caller.organisationId) throw new AppError('FORBIDDEN', 'Only verifying bodies receive documents');
  return { kind: 'received', organisationId: caller.organisationId };
}

/** What was sent to the caller's organisation, to read or work: only while the body is verified. */
export function workableScope(caller: Caller): DocumentScope {
  const scope = receivedScope(caller);
  if (!caller.worksQueue) {
    throw new AppError(
      'FORBIDDEN',
      'Your organisation is not verified: an administrator must verify it before it can see or decide requests',
    );
  }
  return scope;
}

const NOT_FOUND = 'No such document';

/**
 * The one record check behind every read: the uploader, their organisation (when they act for one), and the
 * receiving organisation once the request is paid. Anyone else gets 404, so existence does not leak.
 */
export async function readableDocument(ctx: AppContext, caller: Caller, documentId: string) {
  const scopes = [sentScope(caller), ...(caller.worksQueue ? [workableScope(caller)] : [])];
  const found = await findDocumentInScopes(ctx.db, documentId, scopes);
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  return found;
}

/** Only the sending side may change what was sent (answer a query); the receiver gets the same 404 as a stranger. */
export async function ownDocument(ctx: AppContext, caller: Caller, documentId: string) {
  const found = await findDocumentInScopes(ctx.db, documentId, [sentScope(caller)]);
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  return found;
}
