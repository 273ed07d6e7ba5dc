import { expect, it } from 'vitest';
import { createOrganisation, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

async function setup(database: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(database);
  const { user: owner, organisation } = await createOrganisationUser(database.db, { transcriptAccess: 'active' });
  const staff = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
  const { user: withoutAccess } = await createOrganisationUser(database.db);
  const withoutAccessStaff = await createUser(database.db, {
    category: 'staff',
    organisation_id: (await createOrganisation(database.db)).id,
  });
  const individual = await createUser(database.db);
  return {
    ...app,
    organisation,
    ownerToken: await signIn(app, owner),
    staffToken: await signIn(app, staff),
    withoutAccessToken: await signIn(app, withoutAccess),
    withoutAccessStaffToken: await signIn(app, withoutAccessStaff),
    individualToken: await signIn(app, individual),
  };
}

const service = {
  fee: 1_250_050,
  processing_days: 10,
  delivery_options: ['email', 'courier'],
  notes: 'Sealed copies go by courier.',
  active: true,
};

describeOnEachDatabase('transcript service', setup, (t) => {
  const call = (url: string, token: string | undefined, payload?: object) =>
    t().request({ method: payload === undefined ? 'GET' : 'POST', url: `/api${url}`, token, payload });

  it('answers 401 without a token and 403 to everyone outside an organisation with transcript access', async () => {
    const calls: [string, object | undefined][] = [
      ['/verifier/get/transcript', undefined],
      ['/inst/transcript/setup', service],
      ['/inst/transcript/update', service],
    ];
    for (const [url, payload] of calls) {
      expect((await call(url, undefined, payload)).status, url).toBe(401);
      for (const token of [t().withoutAccessToken, t().withoutAccessStaffToken, t().individualToken]) {
        const response = await call(url, token, payload);
        expect(response.status, url).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
      // Refused before the body is read: a bad body gets the same 403, not the form's rules.
      expect((await call(url, t().withoutAccessToken, payload && {})).status, url).toBe(403);
    }
  });

  it('sets up, shows and updates the service; a second set-up is 409', async () => {
    expect((await call('/verifier/get/transcript', t().ownerToken)).body).toEqual({ data: null });
    const update = await call('/inst/transcript/update', t().ownerToken, service);
    expect(update.status).toBe(404);

    const created = await call('/inst/transcript/setup', t().ownerToken, service);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      message: 'Transcript service created',
      data: { ...service, currency: 'NGN', updated_at: null },
    });
    expect((await call('/verifier/get/transcript', t().ownerToken)).body.data).toEqual(created.body.data);

    const again = await call('/inst/transcript/setup', t().ownerToken, service);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');

    const changed = { ...service, fee: 0, delivery_options: ['pickup'], notes: '  ', active: false };
    const updated = await call('/inst/transcript/update', t().ownerToken, changed);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ fee: 0, delivery_options: ['pickup'], notes: null, active: false });
    expect(updated.body.data.updated_at).toEqual(expect.any(String));
    expect((await call('/verifier/get/transcript', t().ownerToken)).body.data).toEqual(updated.body.data);
    await call('/inst/transcript/update', t().ownerToken, service);
  });

  it('lets staff view but not change it', async () => {
    const view = await call('/verifier/get/transcript', t().staffToken);
    expect(view.status).toBe(200);
    for (const url of ['/inst/transcript/setup', '/inst/transcript/update']) {
      const response = await call(url, t().staffToken, service);
      expect(response.status, url).toBe(403);
      expect(response.body.message).toBe("Only your organisation's account can change its charges");
    }
  });

  it('refuses bad input with 400 naming each field', async () => {
    const bad = await call('/inst/transcript/setup', t().ownerToken, {
      fee: 12.5,
      processing_days: 0,
      delivery_options: ['drone'],
      notes: 'x'.repeat(1001),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['active', 'delivery_options.0', 'fee', 'notes', 'processing_days'].sort(),
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ fee: -1 }, 'Fee cannot be negative'],
      [{ fee: 2_000_000_000 }, 'Fee must be at most ₦10,000,000.00'],
      [{ delivery_options: [] }, 'Choose at least one delivery option'],
      [{ delivery_options: ['email', 'email'] }, 'Choose each delivery option once'],
      [{ processing_days: 366 }, 'Processing days must be at most 365'],
    ];
    for (const [patch, message] of cases) {
      const response = await call('/inst/transcript/update', t().ownerToken, { ...service, ...patch });
      expect(response.status, message).toBe(400);
      expect(Object.values(response.body.errors)).toContain(message);
    }
  });

  it('shows requesters an active service only', async () => {
    const offer = await call(`/institutions/${t().organisation.id}/transcript`, t().individualToken);
    expect(offer.status).toBe(200);
    expect(offer.body.data).toEqual({
      institution_id: t().organisation.id,
      fee: service.fee,
      currency: 'NGN',
      processing_days: 10,
      delivery_options: ['email', 'courier'],
      notes: service.notes,
    });
    const other = await createOrganisation(t().database.db);
    expect((await call(`/institutions/${other.id}/transcript`, t().individualToken)).body).toEqual({ data: null });
    expect((await call(`/institutions/${other.id}/transcript`, undefined)).status).toBe(401);

    await call('/inst/transcript/update', t().ownerToken, { ...service, active: false });
    expect((await call(`/institutions/${t().organisation.id}/transcript`, t().individualToken)).body).toEqual({
      data: null,
    });
    await call('/inst/transcript/update', t().ownerToken, service);
  });
});
