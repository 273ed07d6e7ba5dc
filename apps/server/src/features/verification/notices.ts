import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import {
  documentDecidedMail,
  queryAnsweredMail,
  requestArrivedMail,
  requestOverdueForBodyMail,
} from '../../mail/templates';
import { presentDocument } from '../documents/read-documents';
import { ADMINISTRATOR, type Viewer } from '../policy/policy';
import { findBodyRecipients, findLatestEvent } from './notices.repository';

/**
 * Decision 018: every party is told what changed, by e-mail. One function per message, each called inside its
 * change's transaction (`trx`): the messages are stored in the outbox with the change, so a change is never
 * without its notices, nor a notice without its change, and the outbox worker delivers them, retrying while the
 * mail server is down (decision 021).
 */

/** A paid request reached its verifying body (payment confirmed: awaiting payment → submitted). */
export async function tellBodyOfArrival(ctx: AppContext, trx: Db, documentId: string): Promise<void> {
  const document = await presentDocument({ ...ctx, db: trx }, documentId, ADMINISTRATOR);
  for (const to of await findBodyRecipients(trx, document.institution.id)) {
    await ctx.mailer.send(requestArrivedMail(to, document, ctx.config.publicUrl), trx);
  }
}

/** The requester answered the body's query (queried → pending), with a note and perhaps a new file. */
export async function tellBodyOfAnswer(ctx: AppContext, trx: Db, documentId: string): Promise<void> {
  const document = await presentDocument({ ...ctx, db: trx }, documentId, ADMINISTRATOR);
  const answer = await findLatestEvent(trx, documentId);
  const told = { note: answer?.note ?? '', newFile: answer?.file_id != null };
  for (const to of await findBodyRecipients(trx, document.institution.id)) {
    await ctx.mailer.send(queryAnsweredMail(to, document, told, ctx.config.publicUrl), trx);
  }
}

/** A request in the body's queue passed the due date its requester was given: the body hears it with them. */
export async function tellBodyOfOverdue(ctx: AppContext, trx: Db, documentId: string, dueAt: string): Promise<void> {
  const document = await presentDocument({ ...ctx, db: trx }, documentId, ADMINISTRATOR);
  for (const to of await findBodyRecipients(trx, document.institution.id)) {
    await ctx.mailer.send(requestOverdueForBodyMail(to, document, dueAt, ctx.config.publicUrl), trx);
  }
}

/** The verifying body (or an administrator) decided: the requester learns the outcome and the note. */
export async function tellOwnerOfDecision(ctx: AppContext, trx: Db, documentId: string, viewer: Viewer): Promise<void> {
  const decided = await presentDocument({ ...ctx, db: trx }, documentId, viewer);
  await ctx.mailer.send(documentDecidedMail(decided, ctx.config.publicUrl), trx);
}
