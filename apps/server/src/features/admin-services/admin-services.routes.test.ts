import { ZServiceChargeList, ZVerifyingBodyList } from '@docverify/contract/admin/services';
import { ZCheckoutResponse } from '@docverify/contract/documents/requests';
import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createStoredFile,
  createOrganisationUser,
  createUser,
} from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

async function setup(database: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(database);
  const admin = await createAdmin(database.db, '2');
  const { user: orgOwner, organisation } = await createOrganisationUser(database.db, {
    organisation: await createOrganisation(database.db, {
      name: 'Admin Services College',
      country_code: 'NG',
      verification_status: 'unverified',
      // It has proven its domain and sent its evidence: only such a body can be verified.
      domain: 'admin-services.example',
      domain_verified_at: new Date().toISOString(),
      evidence_file_id: await createStoredFile(database.db, (await createUser(database.db)).id),
    }),
  });
  return {
    ...app,
    admin,
    organisation,
    orgOwner,
    adminToken: await signIn(app, admin),
    orgToken: await signIn(app, orgOwner),
    individualToken: await signIn(app, await createUser(database.db)),
  };
}

const routes: [string, object][] = [
  ['/system/admin/base/charge/get', {}],
  ['/system/admin/base/charge/create', { document_type_id: 'educ-bachelors', amount: 1 }],
  ['/system/admin/base/charge/update', { document_type_id: 'educ-bachelors', amount: 1 }],
  ['/system/admin/surcharge/view', {}],
  ['/system/admin/surcharge/create', { amount: 1 }],
  ['/system/admin/surcharge/update', { amount: 1 }],
  ['/system/admin/verifying-bodies', { page: 1 }],
  ['/system/admin/verify/institute', { organisation_id: 'vb-unilag', verification_status: 'suspended' }],
  ['/system/admin/transcripts/view', {}],
  ['/system/admin/transcripts/update', { organisation_id: 'vb-unilag' }],
];

describeOnEachDatabase('admin services', setup, (t) => {
  const call = (url: string, payload: object, token = t().adminToken) =>
    t().request({ method: 'POST', url: `/api${url}`, token, payload });
  const ok = async (url: string, payload: object, token?: string) => {
    const response = await call(url, payload, token);
    expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBe(200);
    return response.body;
  };
  const auditOf = (action: string, entityId: string) =>
    t()
      .database.db.selectFrom('audit_log')
      .select(['actor_user_id', 'before_json', 'after_json'])
      .where('action', '=', action)
      .where('entity_id', '=', entityId)
      .execute();

  it('answers 401 without a session and 403 to anyone but an administrator, on every route', async () => {
    for (const [url, payload] of routes) {
      expect((await call(url, payload, '')).status, url).toBe(401);
      expect((await call(url, payload, t().orgToken)).status, url).toBe(403);
      expect((await call(url, payload, t().individualToken)).status, url).toBe(403);
    }
  });

  it('lists every document type with its charge, and names who changed it', async () => {
    const { data } = ZServiceChargeList.parse(await ok('/system/admin/base/charge/get', {}));
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data.find((row) => row.document_type_id === 'educ-transcript')).toMatchObject({
      category_name: expect.any(String),
      amount: 2_500_000,
      currency: 'NGN',
    });
    const updated = await ok('/system/admin/base/charge/update', {
      document_type_id: 'educ-doctorate',
      amount: 3_000_050,
    });
    expect(updated.data).toMatchObject({
      amount: 3_000_050,
      updated_by: `${t().admin.first_name} ${t().admin.last_name}`,
    });
    expect(
      (await call('/system/admin/base/charge/create', { document_type_id: 'educ-doctorate', amount: 1 })).status,
    ).toBe(409);
    expect((await call('/system/admin/base/charge/update', { document_type_id: 'nope', amount: 1 })).status).toBe(404);
    const bad = await call('/system/admin/base/charge/update', { document_type_id: 'educ-doctorate', amount: 1.5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['amount']);
  });

  it('creates a charge for a type without one, audited', async () => {
    const { db } = t().database;
    await db.deleteFrom('service_charges').where('document_type_id', '=', 'employment-letter').execute();
    const listed = ZServiceChargeList.parse(await ok('/system/admin/base/charge/get', {}));
    expect(listed.data.find((row) => row.document_type_id === 'employment-letter')).toMatchObject({ amount: null });
    expect(
      (await call('/system/admin/base/charge/update', { document_type_id: 'employment-letter', amount: 1 })).status,
    ).toBe(404);
    const created = await ok('/system/admin/base/charge/create', {
      document_type_id: 'employment-letter',
      amount: 500_000,
    });
    expect(created).toMatchObject({ message: 'Service charge created', data: { amount: 500_000, currency: 'NGN' } });
    expect(await auditOf('service_charge.created', 'employment-letter')).toEqual([
      {
        actor_user_id: t().admin.id,
        before_json: null,
        after_json: JSON.stringify({ amount: 500_000, currency: 'NGN' }),
      },
    ]);
  });

  it("keeps a priced request's amount when a charge changes, and prices new checkouts with the new one", async () => {
    const { db } = t().database;
    const institution = await createOrganisation(db, { name: 'Repricing University' });
    const quote = async () =>
      ZCheckoutResponse.parse(
        await ok(
          '/doc/checkout',
          { document_type_id: 'educ-masters', institution_id: institution.id },
          t().individualToken,
        ),
      ).data;
    const before = await quote();
    const document = await createDocument(db, {
      uploader: await createUser(db),
      organisation: institution,
      documentTypeId: 'educ-masters',
      status: 'awaiting_payment',
    });
    const paidAmount = () =>
      db.selectFrom('payments').select('amount_minor').where('document_id', '=', document.id).executeTakeFirstOrThrow();
    expect(await paidAmount()).toEqual({ amount_minor: before.total });

    await ok('/system/admin/base/charge/update', {
      document_type_id: 'educ-masters',
      amount: before.service_charge + 100,
    });
    expect(await paidAmount()).toEqual({ amount_minor: before.total });
    expect(await quote()).toMatchObject({ service_charge: before.service_charge + 100, total: before.total + 100 });
    expect(await auditOf('service_charge.updated', 'educ-masters')).toEqual([
      {
        actor_user_id: t().admin.id,
        before_json: JSON.stringify({ amount: before.service_charge, currency: 'NGN' }),
        after_json: JSON.stringify({ amount: before.service_charge + 100, currency: 'NGN' }),
      },
    ]);
  });

  it('sets one platform surcharge, added to every checkout', async () => {
    expect(await ok('/system/admin/surcharge/view', {})).toEqual({ data: null });
    expect((await call('/system/admin/surcharge/update', { amount: 1 })).status).toBe(404);
    const created = await ok('/system/admin/surcharge/create', { amount: 20_000 });
    expect(created).toMatchObject({ message: 'Surcharge created', data: { amount: 20_000, currency: 'NGN' } });
    expect((await call('/system/admin/surcharge/create', { amount: 1 })).status).toBe(409);
    await ok('/system/admin/surcharge/update', { amount: 30_000 });
    expect((await ok('/system/admin/surcharge/view', {})).data).toMatchObject({ amount: 30_000 });
    const checkout = ZCheckoutResponse.parse(
      await ok(
        '/doc/checkout',
        { document_type_id: 'educ-bachelors', institution_id: 'vb-unilag' },
        t().individualToken,
      ),
    ).data;
    expect(checkout.platform_surcharge).toBe(30_000);
    const rows = await t()
      .database.db.selectFrom('surcharges')
      .select('amount_minor')
      .where('organisation_id', 'is', null)
      .execute();
    expect(rows).toEqual([{ amount_minor: 30_000 }]);
    expect((await auditOf('surcharge.created', 'platform-surcharge')).length).toBe(1);
    expect(await auditOf('surcharge.updated', 'platform-surcharge')).toEqual([
      {
        actor_user_id: t().admin.id,
        before_json: JSON.stringify({ amount: 20_000, currency: 'NGN' }),
        after_json: JSON.stringify({ amount: 30_000, currency: 'NGN' }),
      },
    ]);
    // Leave the platform's charges as other tests expect them.
    await t().database.db.deleteFrom('surcharges').where('organisation_id', 'is', null).execute();
  });

  it('lists organisations by status and search, and verifying one offers it to requesters', async () => {
    const { organisation } = t();
    const offered = async () => {
      const response = await t().request({
        method: 'GET',
        url: '/api/verify/institute?country_code=NG',
        token: t().individualToken,
      });
      return (response.body.data as { id: string }[]).some((body) => body.id === organisation.id);
    };
    const unverified = ZVerifyingBodyList.parse(
      await ok('/system/admin/verifying-bodies', { verification_status: 'unverified', search: 'admin services' }),
    );
    expect(unverified.data.map((body) => body.id)).toEqual([organisation.id]);
    expect(unverified).toMatchObject({ page: 1, total: 1, totalPages: 1 });
    expect(unverified.data[0]).toMatchObject({ verifier_status: 'unverified', transcript_access: 'inactive' });
    expect(await offered()).toBe(false);

    const verified = await ok('/system/admin/verify/institute', {
      organisation_id: organisation.id,
      verification_status: 'verified',
      note: 'Papers checked',
    });
    expect(verified.data).toMatchObject({ id: organisation.id, verifier_status: 'verified' });
    expect(await offered()).toBe(true);
    const [mail] = await t().mailTo(t().orgOwner.email);
    expect(mail).toMatchObject({ subject: 'Admin Services College is verified' });

    for (const status of ['suspended', 'rejected'] as const) {
      await ok('/system/admin/verify/institute', { organisation_id: organisation.id, verification_status: status });
      expect(await offered(), status).toBe(false);
    }
    await ok('/system/admin/verify/institute', { organisation_id: organisation.id, verification_status: 'verified' });
    expect(await offered()).toBe(true);
    const audit = await auditOf('organisation.verification_changed', organisation.id);
    expect(audit.map((row) => JSON.parse(row.after_json!).verification_status)).toEqual([
      'verified',
      'suspended',
      'rejected',
      'verified',
    ]);
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ verification_status: 'unverified' });
  });

  it("shows each body's authorised person with their phone, nine bodies a page (spec section 9)", async () => {
    const { database, organisation, orgOwner } = t();
    await database.db.updateTable('users').set({ phone: '+2348030001111' }).where('id', '=', orgOwner.id).execute();
    await database.db
      .updateTable('organisations')
      .set({ created_by_user_id: orgOwner.id })
      .where('id', '=', organisation.id)
      .execute();
    const found = ZVerifyingBodyList.parse(await ok('/system/admin/verifying-bodies', { search: 'admin services' }));
    expect(found.data[0]?.authorised_person).toEqual({
      firstName: orgOwner.first_name,
      lastName: orgOwner.last_name,
      email: orgOwner.email,
      phone: '+2348030001111',
    });
    // The reference bodies the product seeds have no account.
    const all = ZVerifyingBodyList.parse(await ok('/system/admin/verifying-bodies', { page: 1 }));
    expect(all.pageSize).toBe(9);
    expect(all.data.length).toBeLessThanOrEqual(9);
    expect(all.data.some((body) => body.authorised_person === null)).toBe(true);
  });

  it('refuses a decision without a change to make or an organisation to make it to', async () => {
    const empty = await call('/system/admin/verify/institute', { organisation_id: 'vb-unilag' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['verification_status']);
    const missing = await call('/system/admin/verify/institute', {
      organisation_id: 'nope',
      transcript_access: 'active',
    });
    expect(missing.status).toBe(404);
  });

  it('grants and withdraws transcript access, which opens and closes the transcript service', async () => {
    const { organisation } = t();
    const viewService = () => t().request({ method: 'GET', url: '/api/verifier/get/transcript', token: t().orgToken });
    expect((await viewService()).status).toBe(403);
    await ok('/system/admin/verify/institute', { organisation_id: organisation.id, transcript_access: 'active' });
    expect((await viewService()).status).toBe(200);
    await ok('/system/admin/verify/institute', { organisation_id: organisation.id, transcript_access: 'inactive' });
    expect((await viewService()).status).toBe(403);
    const audit = await auditOf('organisation.transcript_access_changed', organisation.id);
    expect(audit.map((row) => [JSON.parse(row.before_json!), JSON.parse(row.after_json!)])).toEqual([
      [{ transcript_access: 'inactive' }, { transcript_access: 'active', note: null }],
      [{ transcript_access: 'active' }, { transcript_access: 'inactive', note: null }],
    ]);
  });

  it('lists every transcript offering and corrects one, audited', async () => {
    const { db } = t().database;
    const { user, organisation } = await createOrganisationUser(db, { transcriptAccess: 'active' });
    await ok(
      '/inst/transcript/setup',
      { fee: 900_000, processing_days: 7, delivery_options: ['email'], active: true },
      await signIn(t(), user),
    );
    const listed = await ok('/system/admin/transcripts/view', { search: organisation.name });
    expect(listed.data).toEqual([
      expect.objectContaining({ organisation_id: organisation.id, fee: 900_000, transcript_access: 'active' }),
    ]);
    const corrected = await ok('/system/admin/transcripts/update', {
      organisation_id: organisation.id,
      fee: 800_000,
      processing_days: 10,
      delivery_options: ['email', 'courier'],
      notes: 'Corrected by support',
      active: true,
    });
    expect(corrected.data).toMatchObject({ fee: 800_000, processing_days: 10, delivery_options: ['email', 'courier'] });
    const [audit] = await auditOf('transcript_service.corrected', corrected.data.id);
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ fee: 900_000, processing_days: 7 });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ fee: 800_000, notes: 'Corrected by support' });
    const missing = await call('/system/admin/transcripts/update', {
      organisation_id: t().organisation.id,
      fee: 1,
      processing_days: 1,
      delivery_options: ['email'],
      active: true,
    });
    expect(missing.status).toBe(404);
  });
});
