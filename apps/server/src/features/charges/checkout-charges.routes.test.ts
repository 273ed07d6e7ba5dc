import { ZCheckoutResponse } from '@docverify/contract/documents/requests';
import { expect, it } from 'vitest';
import { createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

/** The platform's transcript charge and bachelor's charge, seeded as reference data. */
const PLATFORM_TRANSCRIPT = 2_500_000;
const PLATFORM_BACHELORS = 2_000_000;

async function setup(database: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(database);
  const { user: owner, organisation } = await createOrganisationUser(database.db, { transcriptAccess: 'active' });
  const ownerToken = await signIn(app, owner);
  const requesterToken = await signIn(app, await createUser(database.db));
  return { ...app, organisation, ownerToken, requesterToken };
}

describeOnEachDatabase("checkout with an institution's own charges", setup, (t) => {
  const quote = async (documentTypeId: string) => {
    const response = await t().request({
      method: 'POST',
      url: '/api/doc/checkout',
      token: t().requesterToken,
      payload: { document_type_id: documentTypeId, institution_id: t().organisation.id },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return ZCheckoutResponse.parse(response.body).data;
  };
  const setCharges = async (url: string, payload: object) => {
    const response = await t().request({ method: 'POST', url: `/api${url}`, token: t().ownerToken, payload });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };
  const transcriptService = { fee: 900_000, processing_days: 7, delivery_options: ['email'], active: true };

  it('charges the platform transcript fee until the institution offers its own', async () => {
    expect(await quote('educ-transcript')).toMatchObject({
      service_charge: PLATFORM_TRANSCRIPT,
      total: PLATFORM_TRANSCRIPT,
    });
  });

  it("adds the institution's surcharge to every request, and its transcript fee replaces the platform's", async () => {
    await setCharges('/surcharge/create', { amount: 150_000 });
    await setCharges('/inst/transcript/setup', transcriptService);

    expect(await quote('educ-transcript')).toEqual({
      currency: 'NGN',
      service_charge: 900_000,
      organisation_surcharge: 150_000,
      platform_surcharge: 0,
      total: 1_050_000,
    });
    // Other document types keep the platform's charge, with the surcharge added.
    expect(await quote('educ-bachelors')).toMatchObject({
      service_charge: PLATFORM_BACHELORS,
      organisation_surcharge: 150_000,
      total: PLATFORM_BACHELORS + 150_000,
    });
    // A request's payment is quoted by the same function, so the requester pays what checkout showed.
    const { db } = t().database;
    const document = await createDocument(db, {
      uploader: await createUser(db),
      organisation: t().organisation,
      documentTypeId: 'educ-transcript',
      status: 'awaiting_payment',
    });
    const payment = await db
      .selectFrom('payments')
      .select(['amount_minor', 'service_charge_minor', 'organisation_surcharge_minor'])
      .where('document_id', '=', document.id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      amount_minor: 1_050_000,
      service_charge_minor: 900_000,
      organisation_surcharge_minor: 150_000,
    });
  });

  it('falls back to the platform transcript fee when the service is paused or access is withdrawn', async () => {
    await setCharges('/inst/transcript/update', { ...transcriptService, active: false });
    expect((await quote('educ-transcript')).service_charge).toBe(PLATFORM_TRANSCRIPT);

    await setCharges('/inst/transcript/update', transcriptService);
    await t()
      .database.db.updateTable('organisations')
      .set({ transcript_access: 'inactive' })
      .where('id', '=', t().organisation.id)
      .execute();
    expect((await quote('educ-transcript')).service_charge).toBe(PLATFORM_TRANSCRIPT);
  });
});
