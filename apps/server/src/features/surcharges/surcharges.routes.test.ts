import { expect, it } from 'vitest';
import { createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

async function setup(database: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(database);
  const { user: owner, organisation } = await createOrganisationUser(database.db, { transcriptAccess: 'active' });
  const staff = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
  const { user: withoutAccess } = await createOrganisationUser(database.db);
  return {
    ...app,
    organisation,
    ownerToken: await signIn(app, owner),
    staffToken: await signIn(app, staff),
    withoutAccessToken: await signIn(app, withoutAccess),
    individualToken: await signIn(app, await createUser(database.db)),
  };
}

describeOnEachDatabase('organisation surcharge', setup, (t) => {
  const call = (url: string, token: string | undefined, payload?: object) =>
    t().request({ method: payload === undefined ? 'GET' : 'POST', url: `/api${url}`, token, payload });

  it('answers 401 without a token and 403 outside an organisation with transcript access', async () => {
    for (const [url, payload] of [
      ['/surcharge/view', undefined],
      ['/surcharge/create', { amount: 100 }],
      ['/surcharge/update', { amount: 100 }],
    ] as const) {
      expect((await call(url, undefined, payload)).status, url).toBe(401);
      expect((await call(url, t().withoutAccessToken, payload)).status, url).toBe(403);
      expect((await call(url, t().individualToken, payload)).status, url).toBe(403);
    }
  });

  it('creates, shows and updates it in kobo; a second create is 409; staff only view', async () => {
    expect((await call('/surcharge/view', t().ownerToken)).body).toEqual({ data: null });
    expect((await call('/surcharge/update', t().ownerToken, { amount: 100 })).status).toBe(404);
    expect((await call('/surcharge/create', t().staffToken, { amount: 100 })).status).toBe(403);

    const created = await call('/surcharge/create', t().ownerToken, { amount: 150_000 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ message: 'Surcharge created', data: { amount: 150_000, currency: 'NGN' } });
    expect((await call('/surcharge/create', t().ownerToken, { amount: 1 })).status).toBe(409);

    const updated = await call('/surcharge/update', t().ownerToken, { amount: 200_000 });
    expect(updated.body).toMatchObject({ message: 'Surcharge updated', data: { amount: 200_000 } });
    expect((await call('/surcharge/update', t().staffToken, { amount: 1 })).status).toBe(403);
    const seenByStaff = await call('/surcharge/view', t().staffToken);
    expect(seenByStaff.body.data).toMatchObject({ id: created.body.data.id, amount: 200_000 });

    const rows = await t()
      .database.db.selectFrom('surcharges')
      .select(['amount_minor', 'currency'])
      .where('organisation_id', '=', t().organisation.id)
      .execute();
    expect(rows).toEqual([{ amount_minor: 200_000, currency: 'NGN' }]);
  });

  it('refuses amounts that are not whole, non-negative kobo', async () => {
    for (const amount of [-1, 1.5, '100', null, 1_000_000_001]) {
      const response = await call('/surcharge/update', t().ownerToken, { amount });
      expect(response.status, String(amount)).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(['amount']);
    }
  });
});
