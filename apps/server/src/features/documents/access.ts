import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticate';
import { findUserWithOrganisation } from '../auth/users.repository';
import { findDocumentInScopes, type DocumentScope } from './documents.repository';

export type Caller = {
  id: string;
  firstName: string;
  lastName: string;
  category: 'org' | 'staff' | 'indv' | 'student' | 'agent';
  /** Set for organisation users and staff: the verifying body they act for. */
  organisationId: string | null;
};

/** The signed-in person behind a request; administrators have their own calls (403 here). */
export async function loadRequester(ctx: AppContext, actor: Actor): Promise<Caller> {
  const user = await findUserWithOrganisation(ctx.db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (user.is_system_admin === 1 || user.system_admin_type !== null || user.category === null) {
    throw new AppError('FORBIDDEN', 'Administrators manage documents from the admin area');
  }
  const acts = user.category === 'org' || user.category === 'staff';
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    category: user.category,
    organisationId: acts ? user.organisation_id : null,
  };
}

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

const NOT_FOUND = 'No such document';

/**
 * The one record check behind every read: the uploader, their organisation (when they act for one), and the
 * receiving organisation once the request is paid. Anyone else gets 404, so existence does not leak.
 */
export async function readableDocument(ctx: AppContext, caller: Caller, documentId: string) {
  const scopes = [sentScope(caller), ...(caller.organisationId ? [receivedScope(caller)] : [])];
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
