import { queryPlan } from '../../testing/query-plan';
import { expect, it } from 'vitest';
import { dialectOf } from '../../db/dialect';
import { addWorkingDays } from '@docverify/contract/documents/working-days';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { DEFAULT_TURNAROUND } from '../institutions/turnaround';
import { NOT_OVERDUE, OVERDUE_REASON } from './cancel-request';
import { notifyOverdueRequests } from './overdue-notices';
import { newlyOverdueQuery } from './overdue-notices.repository';
import { documentRow, paidSandboxRequest, paymentRow, signedInUser } from './testing/payment-fixtures';

const MINUTE = 60;

describeOnEachDatabase(
  'a request past its due date',
  (database) => createTestApp(database),
  (t) => {
    const db = () => t().database.db;
    /** A paid request with a signed-in member of its body, whose tokens are renewed after the clock moves. */
    const paidRequest = async () => {
      const paid = await paidSandboxRequest(t());
      const organisation = await db()
        .selectFrom('organisations')
        .selectAll()
        .where('id', '=', paid.document.organisation_id)
        .executeTakeFirstOrThrow();
      const { user: verifier } = await createOrganisationUser(db(), { organisation });
      return { ...paid, organisation, verifier };
    };
    const monitor = async (documentId: string, user: { email: string; password: string }) => {
      const answer = await t().request({
        method: 'POST',
        url: '/api/monitor/document',
        token: await signIn(t(), user),
        payload: { doc_id: documentId },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.document;
    };
    const refund = async (documentId: string, user: { email: string; password: string }) =>
      t().request({
        method: 'POST',
        url: `/api/documents/${documentId}/overdue-refund`,
        token: await signIn(t(), user),
      });
    /** Moves the test clock to `when` (never back). */
    const moveTo = (when: Date) => {
      const seconds = (when.getTime() - t().clock.now().getTime()) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(0);
      t().clock.advance(seconds);
    };

    it("fixes the due date at payment, from the body's 90th percentile, and never moves it", async () => {
      const { user, document, checkout, organisation } = await paidRequest();
      const payment = await paymentRow(t().database, checkout.reference);
      const row = await documentRow(t().database, document.id);
      // The body has no decisions yet: the default's 90th percentile, counted in working days from the payment.
      expect(row.due_at).toBe(addWorkingDays(new Date(payment.settled_at!), DEFAULT_TURNAROUND.p90Days).toISOString());
      expect(await monitor(document.id, user)).toMatchObject({ due_at: row.due_at, overdue_days: null });

      // The body then answers five requests within the hour: its figures change, the promise made does not.
      const uploader = await createUser(db());
      for (let n = 0; n < 5; n += 1) {
        const decided = await createDocument(db(), { uploader, organisation, status: 'verified' });
        await db()
          .updateTable('documents')
          .set({ submitted_at: t().clock.now().toISOString(), decided_at: t().clock.now().toISOString() })
          .where('id', '=', decided.id)
          .execute();
      }
      const turnaround = await t().request({
        method: 'GET',
        url: `/api/institutions/${organisation.id}/turnaround`,
        token: await signIn(t(), user),
      });
      expect(turnaround.body.data).toMatchObject({ basis: 'recent', p90_days: 1 });
      expect((await documentRow(t().database, document.id)).due_at).toBe(row.due_at);
    });

    it('is flagged to its owner, its body and administrators only once the due date has passed', async () => {
      const { user, document, verifier } = await paidRequest();
      const admin = await createAdmin(db(), '2');
      const dueAt = new Date((await documentRow(t().database, document.id)).due_at!);
      const flags = async () => {
        const owner = await monitor(document.id, user);
        const queue = await t().request({
          method: 'POST',
          url: '/api/get/verifier/document',
          token: await signIn(t(), verifier),
          payload: { search: document.application_id },
        });
        const all = await t().request({
          method: 'GET',
          url: `/api/system/admin/get/all/documents?search=${document.application_id}`,
          token: await signInAdmin(t(), admin),
        });
        expect(queue.status, JSON.stringify(queue.body)).toBe(200);
        expect(all.status, JSON.stringify(all.body)).toBe(200);
        return {
          owner: owner.overdue_days,
          offered: owner.can.refundOverdue,
          body: queue.body.data[0].overdue_days,
          bodyOffered: queue.body.data[0].can.refundOverdue,
          administrators: all.body.data[0].overdue_days,
        };
      };

      expect(await flags()).toEqual({
        owner: null,
        offered: false,
        body: null,
        bodyOffered: false,
        administrators: null,
      });
      moveTo(new Date(dueAt.getTime() - MINUTE * 1000));
      expect((await flags()).owner).toBeNull();
      const early = await refund(document.id, user);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(NOT_OVERDUE);

      moveTo(new Date(dueAt.getTime() + MINUTE * 1000));
      expect(await flags()).toEqual({ owner: 1, offered: true, body: 1, bodyOffered: false, administrators: 1 });
      moveTo(addWorkingDays(dueAt, 3));
      expect((await flags()).body).toBe(3);
    });

    it('refunds an overdue request in review at its owner’s request only: it is withdrawn, and its body sees why', async () => {
      const { user, document, checkout, verifier } = await paidRequest();
      const started = await t().request({
        method: 'POST',
        url: '/api/verifier/review/document',
        token: await signIn(t(), verifier),
        payload: { doc_id: document.id },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      moveTo(new Date(new Date((await documentRow(t().database, document.id)).due_at!).getTime() + 1000));

      const stranger = await signedInUser(t(), t().database);
      expect((await refund(document.id, stranger)).status).toBe(404);
      expect((await refund(document.id, verifier)).status).toBe(404);
      expect((await documentRow(t().database, document.id)).status).toBe('pending');

      const answer = await refund(document.id, user);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe('Your request is withdrawn and your payment is being refunded');
      expect(answer.body.data).toMatchObject({ status: 'processed', reason: OVERDUE_REASON });
      expect(await paymentRow(t().database, checkout.reference)).toMatchObject({ refund_status: 'processed' });

      const seen = await monitor(document.id, verifier);
      expect(seen).toMatchObject({ status: 'archived', overdue_days: null });
      const history = await t().request({
        method: 'POST',
        url: '/api/monitor/document',
        token: await signIn(t(), verifier),
        payload: { doc_id: document.id },
      });
      expect(history.body.data.history.at(-1)).toMatchObject({
        to_status: 'archived',
        note: `Payment refunded: ${OVERDUE_REASON}`,
      });
      expect((await refund(document.id, user)).status).toBe(409);
    });

    it('is not overdue while its owner has a query to answer', async () => {
      const { user, document } = await paidRequest();
      await db().updateTable('documents').set({ status: 'queried' }).where('id', '=', document.id).execute();
      moveTo(new Date(new Date((await documentRow(t().database, document.id)).due_at!).getTime() + 1000));
      expect(await monitor(document.id, user)).toMatchObject({ overdue_days: null, can: { refundOverdue: false } });
      expect((await refund(document.id, user)).status).toBe(409);
    });

    it('e-mails the requester and the body once when the request passes its due date, and not before', async () => {
      const { user, document, verifier } = await paidRequest();
      const overdueMail = (to = user.email) =>
        db()
          .selectFrom('mail_outbox')
          .select(['subject', 'text_body'])
          .where('to_address', '=', to)
          .where('subject', 'like', '%past its due date')
          .execute();
      const dueAt = new Date((await documentRow(t().database, document.id)).due_at!);
      moveTo(new Date(dueAt.getTime() - 1000));
      await notifyOverdueRequests(t().ctx);
      expect(await overdueMail()).toHaveLength(0);

      moveTo(new Date(dueAt.getTime() + 1000));
      await notifyOverdueRequests(t().ctx);
      await notifyOverdueRequests(t().ctx);
      const mail = await overdueMail();
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe(`${document.application_id}: past its due date`);
      expect(mail[0]!.text_body).toContain('Withdraw and refund');
      // The body hears it too, with the link to the request in its queue.
      const bodyMail = await overdueMail(verifier.email);
      expect(bodyMail).toHaveLength(1);
      expect(bodyMail[0]!.text_body).toContain('may now withdraw it for a refund');
      expect(bodyMail[0]!.text_body).toContain(`/org/document/received?search=${document.application_id}`);
      expect((await documentRow(t().database, document.id)).overdue_notice_at).not.toBeNull();
    });

    it('finds requests to tell over the partial index of waiting, untold requests', async () => {
      const compiled = newlyOverdueQuery(db(), t().clock.now().toISOString(), 100).compile();
      const plan = await queryPlan(db(), compiled);
      if (dialectOf(db()) === 'sqlite') {
        // Each waiting status's range of untold requests past due, nothing else.
        expect(plan).toMatch(
          /SEARCH documents USING INDEX documents_awaiting_overdue_notice \(status=\? AND due_at>\? AND due_at<\?\)/,
        );
        return;
      }
      expect(plan).toMatch(/Limit .* Index (Only )?Scan using documents_awaiting_overdue_notice/);
    });
  },
);
