import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createSurcharge,
  createUser,
} from '../testing/factories';
import { signIn, signInAdmin } from '../testing/sign-in';
import { showsAtOnce } from '../testing/kept-answers';
import { createTestApp } from '../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../testing/test-database';

const DAY_SECONDS = 86_400;

/**
 * Decision 052: the three dashboards are kept between requests like the lists (decision 045), each while the
 * counters of everything it shows stand, and show a change made anywhere on the next request.
 */
async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  const { db } = database;
  const { user: account, organisation } = await createOrganisationUser(db);
  const owner = await createUser(db);
  const document = await createDocument(db, { uploader: owner, organisation, status: 'submitted' });
  return {
    ...app,
    organisation,
    owner,
    document,
    tokens: {
      account: await signIn(app, account),
      owner: await signIn(app, owner),
      admin: await signInAdmin(app, await createAdmin(db, '1')),
    },
  };
}

describeOnEachDatabase('the dashboards kept between requests (decision 052)', setup, (t) => {
  const dashboard = async (url: string, token: string) => {
    const response = await t().request({ method: 'GET', url, token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const individual = () => dashboard('/api/user/dashboard', t().tokens.owner);
  const organisation = () => dashboard('/api/org/dashboard/summary', t().tokens.account);
  const administrator = () => dashboard('/api/system/admin/dashboard', t().tokens.admin);
  const db = () => t().database.db;

  it('is answered from memory while nothing it shows has changed', async () => {
    const before = await individual();
    // A tally written behind the triggers' back (nothing a product path does) moves no counter: the answer kept
    // is the one sent.
    await db().updateTable('payer_spending').set({ amount: 1 }).where('payer_user_id', '=', t().owner.id).execute();
    expect(await individual()).toEqual(before);
  });

  it("the individual's: a request decided, a payment confirmed, the newest request's body renamed", async () => {
    await showsAtOnce(
      t().ctx,
      individual,
      () => db().updateTable('documents').set({ status: 'verified' }).where('id', '=', t().document.id).execute(),
      (before, after) => {
        expect(before.counts).toMatchObject({ submitted: 1, verified: 0 });
        expect(after.counts).toMatchObject({ submitted: 0, verified: 1 });
      },
    );
    const unpaid = await createDocument(db(), {
      uploader: t().owner,
      organisation: t().organisation,
      status: 'awaiting_payment',
    });
    await showsAtOnce(
      t().ctx,
      individual,
      () =>
        db()
          .updateTable('payments')
          .set({ status: 'confirmed', settled_at: new Date().toISOString() })
          .where('reference', '=', unpaid.ref_id)
          .execute(),
      (before, after) => expect(after.spent[0].amount).toBeGreaterThan(before.spent[0].amount),
    );
    await showsAtOnce(
      t().ctx,
      individual,
      () =>
        db()
          .updateTable('organisations')
          .set({ name: 'Renamed Polytechnic' })
          .where('id', '=', t().organisation.id)
          .execute(),
      (_before, after) => expect(JSON.stringify(after.recent)).toContain('Renamed Polytechnic'),
    );
  });

  it("the organisation's: a request received, its revenue, and nothing received once the body is suspended", async () => {
    await createSurcharge(db(), t().organisation.id, 50_000);
    await showsAtOnce(
      t().ctx,
      organisation,
      () => createDocument(db(), { uploader: t().owner, organisation: t().organisation, status: 'pending' }),
      (before, after) => {
        expect(after.received.pending).toBe(before.received.pending + 1);
        expect(after.oldest_waiting).toHaveLength(before.oldest_waiting.length + 1);
        expect(after.revenue).toEqual([{ currency: 'NGN', amount: 50_000 }]);
      },
    );
    await showsAtOnce(
      t().ctx,
      organisation,
      () =>
        db()
          .updateTable('organisations')
          .set({ verification_status: 'suspended' })
          .where('id', '=', t().organisation.id)
          .execute(),
      (before, after) => {
        expect(before.oldest_waiting).not.toEqual([]);
        expect(after.oldest_waiting).toEqual([]);
        expect(Object.values(after.received).every((count) => count === 0)).toBe(true);
      },
    );
  });

  it("the administrators': a body awaiting verification, a failed payment, and the next day", async () => {
    await showsAtOnce(
      t().ctx,
      administrator,
      () => createOrganisation(db(), { name: 'Awaiting Polytechnic', verification_status: 'unverified' }),
      (before, after) => {
        expect(after.bodies_awaiting_verification.count).toBe(before.bodies_awaiting_verification.count + 1);
        expect(JSON.stringify(after.bodies_awaiting_verification.oldest)).toContain('Awaiting Polytechnic');
      },
    );
    const failing = await createDocument(db(), {
      uploader: t().owner,
      organisation: await createOrganisation(db()),
      status: 'awaiting_payment',
    });
    await showsAtOnce(
      t().ctx,
      administrator,
      () => db().updateTable('payments').set({ status: 'failed' }).where('reference', '=', failing.ref_id).execute(),
      (before, after) => expect(after.failed_payments.count).toBe(before.failed_payments.count + 1),
    );
    // Nothing changes overnight but the date: the last 30 days move on by one.
    await showsAtOnce(
      t().ctx,
      administrator,
      async () => t().clock.advance(DAY_SECONDS),
      (before, after) => {
        expect(after.days.at(-2).day).toBe(before.days.at(-1).day);
        expect(after.days.at(-1).requests).toBe(0);
      },
    );
  });

  it('gives each caller their own: another person, another body', async () => {
    const { db } = t().database;
    await individual();
    const stranger = await createUser(db);
    const theirs = await dashboard('/api/user/dashboard', await signIn(t(), stranger));
    expect(theirs).toMatchObject({ total: 0, recent: [], spent: [] });
    await organisation();
    const { user: otherAccount } = await createOrganisationUser(db);
    const otherBody = await dashboard('/api/org/dashboard/summary', await signIn(t(), otherAccount));
    expect(otherBody.oldest_waiting).toEqual([]);
    expect(Object.values(otherBody.received).every((count) => count === 0)).toBe(true);
  });
});
