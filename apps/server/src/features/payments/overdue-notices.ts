import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { requestOverdueMail } from '../../mail/templates';
import { tellBodyOfOverdue } from '../verification/notices';
import { claimOverdueNotice, findNewlyOverdue, overdueMailFacts } from './overdue-notices.repository';

/** How many requesters one run tells at most; the next run takes the rest. */
const BATCH = 100;

/**
 * E-mails each requester whose paid request has passed its due date while waiting for its body, and the body's
 * people with it, once (decision 073). Each request is claimed and its e-mail stored in the outbox in one transaction, so two runners never both
 * send it, and a decision that lands first means no e-mail.
 */
export async function notifyOverdueRequests(ctx: AppContext): Promise<number> {
  const now = isoNow(ctx.clock);
  let told = 0;
  for (const documentId of await findNewlyOverdue(ctx.db, now, BATCH)) {
    const sent = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimOverdueNotice(trx, documentId, now))) return false;
      const facts = await overdueMailFacts(trx, documentId);
      await ctx.mailer.send(
        requestOverdueMail(
          { email: facts.email, firstName: facts.first_name },
          {
            applicationId: facts.application_id,
            documentTypeName: facts.document_type_name,
            bodyName: facts.body_name,
            dueAt: facts.due_at ?? now,
          },
          ctx.config.publicUrl,
        ),
        trx,
      );
      await tellBodyOfOverdue(ctx, trx, documentId, facts.due_at ?? now);
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
