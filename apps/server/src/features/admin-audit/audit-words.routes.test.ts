import { ZAuditResponse } from '@docverify/contract/admin/audit';
import { expect, it } from 'vitest';
import { createAdmin, createDocument, createOrganisation, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { recordAudit } from '../audit/audit';

/** Decision 020: each entry carries what its sentence needs — the record's names, the body, the outcome. */
describeOnEachDatabase(
  'the audit trail in words',
  async (database) => {
    const app = await createTestApp(database);
    const adminUser = await createAdmin(database.db, '1', { first_name: 'Chinedu', last_name: 'Eze' });
    const organisation = await createOrganisation(database.db, { name: 'University of Lagos' });
    const owner = await createUser(database.db, { first_name: 'Ada', last_name: 'Obi' });
    const document = await createDocument(database.db, { uploader: owner, organisation });
    const person = await createUser(database.db, { first_name: 'Tunde', last_name: 'Bakare', category: 'indv' });
    return { ...app, admin: await signIn(app, adminUser), adminUser, organisation, document, person, owner };
  },
  (t) => {
    const list = async (query: Record<string, string> = {}) => {
      const response = await t().request({ method: 'GET', url: '/api/system/admin/audit', query, token: t().admin });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return ZAuditResponse.parse(response.body).data;
    };

    it("names a decided request by its APP-… id and body, with the decision, and the account's person", async () => {
      const { database, document, person, adminUser, owner } = t();
      await recordAudit(database.db, {
        actorUserId: owner.id,
        action: 'document.decided',
        entityType: 'document',
        entityId: document.id,
        before: { status: 'pending', version: 2 },
        after: { status: 'verified', verify_info: 'Matches the register' },
        now: '2026-04-01T10:00:00.000Z',
      });
      await recordAudit(database.db, {
        actorUserId: adminUser.id,
        action: 'user.deactivated',
        entityType: 'user',
        entityId: person.id,
        before: { status: 'active' },
        after: { status: 'inactive' },
        now: '2026-04-01T11:00:00.000Z',
      });
      const [deactivated, decided] = await list();
      expect(decided).toMatchObject({
        action: 'document.decided',
        actor: { name: 'Ada Obi' },
        subject: { name: document.application_id, organisation: 'University of Lagos' },
        outcome: 'verified',
      });
      expect(deactivated).toMatchObject({
        actor: { name: 'Chinedu Eze' },
        subject: { name: 'Tunde Bakare', email: person.email, category: 'indv' },
        outcome: 'inactive',
      });
      // The stored names are searchable too: the request's id and its body's name find the entry.
      expect((await list({ search: document.application_id.toLowerCase() })).map((entry) => entry.action)).toEqual([
        'document.decided',
      ]);
      expect((await list({ search: 'of lagos' })).map((entry) => entry.action)).toEqual(['document.decided']);
    });

    it('resolves names for entries written before they were stored, by primary key', async () => {
      const { database, organisation } = t();
      await recordAudit(database.db, {
        actorUserId: null,
        action: 'organisation.verification_changed',
        entityType: 'organisation',
        entityId: organisation.id,
        after: { verification_status: 'verified', note: null },
        now: '2026-04-02T10:00:00.000Z',
      });
      // As an entry from before migration 012 looks: no stored context.
      await database.db.updateTable('audit_log').set({ context_json: null }).execute();
      const [entry] = await list({ entity_type: 'organisation' });
      expect(entry).toMatchObject({
        actor: null,
        subject: { name: 'University of Lagos' },
        outcome: 'verified',
      });
      const [document] = await list({ entity_type: 'document' });
      expect(document?.subject).toMatchObject({
        name: t().document.application_id,
        organisation: 'University of Lagos',
      });
    });

    it('falls back to what the entry recorded when the record is gone (an invitation)', async () => {
      const { database, adminUser } = t();
      await recordAudit(database.db, {
        actorUserId: adminUser.id,
        action: 'admin.invited',
        entityType: 'user',
        entityId: 'invitation-1',
        after: { email: 'new.admin@example.test', adminType: '2' },
        now: '2026-04-03T10:00:00.000Z',
      });
      const [entry] = await list({ search: 'admin.invited' });
      expect(entry?.subject).toMatchObject({ name: 'new.admin@example.test', email: 'new.admin@example.test' });
    });
  },
);
