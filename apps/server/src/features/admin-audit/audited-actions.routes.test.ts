import { expect, it } from 'vitest';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { multipartPayload, sampleFiles } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

/** Verifiers' and organisations' changes reach the administrators' trail, with who made them. */
describeOnEachDatabase(
  'audited verifier and organisation actions',
  async (database) => {
    const app = await createTestApp(database);
    const { user: manager, organisation } = await createOrganisationUser(database.db, { transcriptAccess: 'active' });
    const owner = await createUser(database.db);
    return {
      ...app,
      manager,
      organisation,
      owner,
      managerToken: await signIn(app, manager),
      admin: await signIn(app, await createAdmin(database.db, '2')),
    };
  },
  (t) => {
    // The test clock stands still unless moved: each step a second later keeps the trail in order.
    const post = (url: string, payload: object) => {
      t().clock.advance(1);
      return t().request({ method: 'POST', url: `/api${url}`, token: t().managerToken, payload });
    };
    const trailOf = async (entityId: string) => {
      const response = await t().request({
        method: 'GET',
        url: '/api/system/admin/audit',
        query: { search: entityId },
        token: t().admin,
      });
      expect(response.status).toBe(200);
      return (response.body.data as { action: string; actor: { id: string } | null; before: unknown; after: unknown }[])
        .map((entry) => ({ ...entry, actor: entry.actor?.id }))
        .reverse();
    };

    it('records the review and the decision of a request', async () => {
      const { database, owner, organisation, manager } = t();
      const document = await createDocument(database.db, { uploader: owner, organisation });
      expect((await post('/verifier/review/document', { doc_id: document.id })).status).toBe(200);
      const { payload, headers } = await multipartPayload(
        { doc_id: document.id, status: 'queried', verify_info: 'The name does not match the register' },
        { name: 'signed.pdf', bytes: sampleFiles.pdf(), field: 'proof' },
      );
      t().clock.advance(1);
      const decided = await t().request({
        method: 'POST',
        url: '/api/verifier/verify/document',
        token: t().managerToken,
        payload,
        headers,
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      expect(await trailOf(document.id)).toMatchObject([
        { action: 'document.review_started', actor: manager.id, before: { status: 'submitted' } },
        {
          action: 'document.decided',
          actor: manager.id,
          before: { status: 'pending' },
          after: { status: 'queried', verify_info: 'The name does not match the register' },
        },
      ]);
    });

    it('records staff created, updated and deleted, without passwords', async () => {
      const created = await post('/staff/create', { firstName: 'Tobi', lastName: 'Ade', email: 'tobi@example.test' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const staffId = (created.body.data as { id: string }).id;
      expect((await post('/staff/update', { staff_id: staffId, status: 'inactive' })).status).toBe(200);
      expect((await post('/staff/delete', { staff_id: staffId })).status).toBe(200);
      const trail = await trailOf(staffId);
      expect(trail).toMatchObject([
        { action: 'staff.created', actor: t().manager.id, after: { email: 'tobi@example.test', status: 'active' } },
        { action: 'staff.updated', before: { status: 'active' }, after: { status: 'inactive' } },
        { action: 'staff.deleted', after: { outcome: 'deleted' } },
      ]);
      expect(JSON.stringify(trail)).not.toContain('password');
    });

    it('records the surcharge and the transcript service being set and changed', async () => {
      const surcharge = await post('/surcharge/create', { amount: 10_000 });
      expect(surcharge.status).toBe(200);
      expect((await post('/surcharge/update', { amount: 20_000 })).status).toBe(200);
      expect(await trailOf(surcharge.body.data.id as string)).toMatchObject([
        { action: 'surcharge.created', actor: t().manager.id, after: { amount: 10_000 } },
        { action: 'surcharge.updated', before: { amount: 10_000 }, after: { amount: 20_000 } },
      ]);

      const service = { fee: 500_000, processing_days: 10, delivery_options: ['email'], notes: null, active: true };
      const setUp = await post('/inst/transcript/setup', service);
      expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
      expect((await post('/inst/transcript/update', { ...service, fee: 600_000 })).status).toBe(200);
      expect(await trailOf(setUp.body.data.id as string)).toMatchObject([
        { action: 'transcript_service.created', actor: t().manager.id, after: { fee: 500_000 } },
        { action: 'transcript_service.updated', before: { fee: 500_000 }, after: { fee: 600_000 } },
      ]);
    });
  },
);
