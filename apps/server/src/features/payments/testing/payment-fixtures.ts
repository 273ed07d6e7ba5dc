import { ZPaymentAuthorisation } from '@docverify/contract/payments/payment';
import { expect } from 'vitest';
import type { TestDatabase } from '../../../testing/test-database';
import { createTestApp } from '../../../testing/test-app';
import { startPaystackStandIn } from './paystack-stand-in';
import { createDocument, createOrganisation, createUser, type CreatedUser } from '../../../testing/factories';
import { signIn } from '../../../testing/sign-in';
import type { TestApp } from '../../../testing/test-app';

/** A person signed in through the API, with their bearer token. */
export async function signedInUser(app: TestApp, database: TestDatabase): Promise<CreatedUser & { token: string }> {
  const user = await createUser(database.db);
  return { ...user, token: await signIn(app, user) };
}

/**
 * A request as `/doc/verify` leaves it: awaiting payment, its first attempt pending. Dated a minute before the
 * test clock, so attempts the app opens later sort after it.
 */
export async function unpaidRequest(app: TestApp, database: TestDatabase, uploader: { id: string }) {
  const organisation = await createOrganisation(database.db);
  return createDocument(database.db, {
    uploader,
    organisation,
    status: 'awaiting_payment',
    createdAt: new Date(app.clock.now().getTime() - 60_000).toISOString(),
  });
}

export function documentEvents(database: TestDatabase, documentId: string) {
  return database.db
    .selectFrom('document_events')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('created_at')
    .execute();
}

export function documentRow(database: TestDatabase, documentId: string) {
  return database.db.selectFrom('documents').selectAll().where('id', '=', documentId).executeTakeFirstOrThrow();
}

export function paymentRow(database: TestDatabase, reference: string) {
  return database.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
}

/** A signed-in person with an unpaid request whose checkout (on the configured gateway) is open. */
export async function openSandboxCheckout(app: TestApp & { database: TestDatabase }) {
  const user = await signedInUser(app, app.database);
  const document = await unpaidRequest(app, app.database, user);
  const started = await app.request({
    method: 'POST',
    url: '/api/doc/initiate/payment',
    token: user.token,
    payload: { doc_id: document.id },
  });
  expect(started.status).toBe(200);
  const checkout = ZPaymentAuthorisation.parse(JSON.parse(started.body.data));
  return { ...app, user, document, checkout };
}

/** The app with Paystack as its gateway, pointed at a local stand-in that closes with it. */
export async function paystackTestApp(database: TestDatabase, publicUrl = 'https://docverify.example') {
  const standIn = await startPaystackStandIn();
  const app = await createTestApp(database, {
    PAYMENT_GATEWAY: 'paystack',
    PAYSTACK_SECRET_KEY: standIn.secretKey,
    PAYSTACK_BASE_URL: standIn.url,
    PUBLIC_URL: publicUrl,
  });
  return {
    ...app,
    standIn,
    close: async () => {
      await app.close();
      await standIn.close();
    },
  };
}

/** A signed-in person's request, paid through the sandbox checkout (Approve): submitted to its body. */
export async function paidSandboxRequest(app: TestApp & { database: TestDatabase }) {
  const opened = await openSandboxCheckout(app);
  const decided = await app.request({
    method: 'POST',
    url: `/api/payments/sandbox/${opened.checkout.reference}/decide`,
    token: opened.user.token,
    payload: { outcome: 'approve' },
  });
  expect(decided.status).toBe(200);
  return { ...opened, payment: await paymentRow(app.database, opened.checkout.reference) };
}
