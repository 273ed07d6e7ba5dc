import { ZAuditResponse } from '@docverify/contract/admin/audit';
import { expect, it } from 'vitest';
import { createAdmin, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { recordAudit } from '../audit/audit';

const url = '/api/system/admin/audit';

describeOnEachDatabase(
  'the audit trail for administrators',
  async (database) => {
    const app = await createTestApp(database);
    const adminUser = await createAdmin(database.db, '2', { first_name: 'Bola', last_name: 'Tinubu' });
    const verifier = await createUser(database.db, { first_name: 'Kemi', last_name: 'Adeyemi' });
    await recordAudit(database.db, {
      actorUserId: adminUser.id,
      action: 'service_charge.updated',
      entityType: 'service_charge',
      entityId: 'educ-bachelors',
      before: { amount: 100 },
      after: { amount: 250 },
      now: '2026-03-01T10:00:00.000Z',
    });
    await recordAudit(database.db, {
      actorUserId: verifier.id,
      action: 'document.decided',
      entityType: 'document',
      entityId: 'doc_50%_off',
      after: { status: 'verified' },
      now: '2026-03-02T10:00:00.000Z',
    });
    // Many more, so the trail pages.
    for (let index = 0; index < 20; index += 1) {
      await recordAudit(database.db, {
        actorUserId: null,
        action: 'user.deactivated',
        entityType: 'user',
        entityId: `user-${index}`,
        now: `2026-03-03T10:00:${String(index).padStart(2, '0')}.000Z`,
      });
    }
    return { ...app, admin: await signIn(app, adminUser), adminUser, verifier };
  },
  (t) => {
    const list = async (query: Record<string, string> = {}) => {
      const response = await t().request({ method: 'GET', url, query, token: t().admin });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return ZAuditResponse.parse(response.body);
    };

    it('answers 401 without a token and 403 to anyone but an administrator', async () => {
      const { request, database } = t();
      expect((await request({ method: 'GET', url })).status).toBe(401);
      const individual = await signIn(t(), await createUser(database.db));
      expect((await request({ method: 'GET', url, token: individual })).status).toBe(403);
      const { user } = await createOrganisationUser(database.db);
      expect((await request({ method: 'GET', url, token: await signIn(t(), user) })).status).toBe(403);
    });

    it('pages newest first, 20 a page, with the actor and the parsed before and after', async () => {
      const first = await list();
      expect(first).toMatchObject({ page: 1, pageSize: 20, total: 22, totalPages: 2 });
      expect(first.data[0]).toMatchObject({ action: 'user.deactivated', entity_id: 'user-19', actor: null });
      const second = await list({ page: '2' });
      expect(second.data.map((entry) => entry.action)).toEqual(['document.decided', 'service_charge.updated']);
      expect(second.data[1]).toMatchObject({
        actor: { id: t().adminUser.id, name: 'Bola Tinubu', email: t().adminUser.email },
        entity_type: 'service_charge',
        entity_id: 'educ-bachelors',
        before: { amount: 100 },
        after: { amount: 250 },
        created_at: '2026-03-01T10:00:00.000Z',
      });
      expect(second.data[0]).toMatchObject({ before: null, after: { status: 'verified' } });
    });

    it('searches the action, entity and actor name, filters by entity and days, and escapes wildcards', async () => {
      const actions = async (query: Record<string, string>) => (await list(query)).data.map((entry) => entry.entity_id);
      expect(await actions({ search: 'KEMI adeyemi' })).toEqual(['doc_50%_off']);
      expect(await actions({ search: 'charge.upd' })).toEqual(['educ-bachelors']);
      expect(await actions({ search: '50%_' })).toEqual(['doc_50%_off']);
      expect(await actions({ search: '%' })).toEqual(['doc_50%_off']);
      expect(await actions({ entity_type: 'document' })).toEqual(['doc_50%_off']);
      expect(await actions({ from: '2026-03-01', to: '2026-03-02' })).toEqual(['doc_50%_off', 'educ-bachelors']);
      expect(await actions({ search: '', entity_type: '' })).toHaveLength(20);
    });

    it('refuses an unknown entity type and a bad date with 400 naming the field', async () => {
      const { request, admin } = t();
      const entity = await request({ method: 'GET', url, query: { entity_type: 'planet' }, token: admin });
      expect(entity.status).toBe(400);
      expect(entity.body.errors).toHaveProperty('entity_type');
      const day = await request({ method: 'GET', url, query: { to: 'yesterday' }, token: admin });
      expect(day.status).toBe(400);
      expect(day.body.errors).toHaveProperty('to');
    });
  },
);
