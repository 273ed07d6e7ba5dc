import { ZShareListResponse, ZShareResponse, ZShareViewsResponse } from '@docverify/contract/shares/shares';
import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
} from '../../testing/factories';
import { signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { MAX_SHARES_PER_DOCUMENT } from './shares.service';

const chrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describeOnEachDatabase(
  'share links: the owner creates, lists and revokes them',
  async (database) => {
    const app = await createTestApp(database);
    const verifier = await createOrganisation(database.db);
    const owner = await createUser(database.db, { first_name: 'Efe', last_name: 'Okon' });
    return { ...app, verifier, owner, ownerToken: await signIn(app, owner) };
  },
  (t) => {
    const verified = () =>
      createDocument(t().database.db, { uploader: t().owner, organisation: t().verifier, status: 'verified' });
    const sharesUrl = (id: string) => `/api/documents/${id}/shares`;
    const create = (id: string, payload: object, token = t().ownerToken) =>
      t().request({ method: 'POST', url: sharesUrl(id), token, payload });
    const list = (id: string, token = t().ownerToken) => t().request({ method: 'GET', url: sharesUrl(id), token });
    const revoke = (id: string, shareId: string, token = t().ownerToken) =>
      t().request({ method: 'POST', url: `${sharesUrl(id)}/${shareId}/revoke`, token });
    const inDays = (days: number) => new Date(t().clock.now().getTime() + days * 86_400_000).toISOString();

    it('creates a labelled link, lists it after the default link with its views, and audits it', async () => {
      const { database } = t();
      const document = await verified();
      const created = await create(document.id, { label: '  Acme HR  ', expires_at: inDays(30) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const share = ZShareResponse.parse(created.body).data;
      expect(share).toMatchObject({ label: 'Acme HR', state: 'active', is_default: false, view_count: 0 });
      expect(share.code).toMatch(/^[\w-]{32}$/);
      expect(share.code).not.toBe(document.viewer_code);

      const opened = await t().request({
        method: 'GET',
        url: `/api/viewer/${share.code}`,
        headers: { 'user-agent': chrome },
      });
      expect(opened.status).toBe(200);

      const listed = ZShareListResponse.parse((await list(document.id)).body).data;
      expect(listed.can.create).toBe(true);
      expect(listed.shares.map((row) => [row.label, row.is_default])).toEqual([
        ['Default link', true],
        ['Acme HR', false],
      ]);
      expect(listed.shares[0]!.code).toBe(document.viewer_code);
      expect(listed.shares[1]).toMatchObject({
        view_count: 1,
        last_viewed_at: expect.any(String),
        can: { revoke: true },
      });

      const audit = await database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity_id', '=', document.id)
        .execute();
      expect(audit).toEqual([{ action: 'document.share_created', actor_user_id: t().owner.id }]);
    });

    it('names the field for a bad label or expiry', async () => {
      const document = await verified();
      const cases: [object, string, string][] = [
        [{}, 'label', 'Label is required'],
        [{ label: '   ' }, 'label', 'Label is required'],
        [{ label: 'x'.repeat(81) }, 'label', 'Label must be at most 80 characters'],
        [{ label: 'HR', expires_at: 'tomorrow' }, 'expires_at', 'Expiry must be a date and time'],
        [{ label: 'HR', expires_at: inDays(-1) }, 'expires_at', 'Expiry must be in the future'],
        [{ label: 'HR', expires_at: inDays(366) }, 'expires_at', 'Expiry must be at most a year from now'],
      ];
      for (const [payload, field, message] of cases) {
        const response = await create(document.id, payload);
        expect(response.status, JSON.stringify(payload)).toBe(400);
        expect(response.body.errors[field], JSON.stringify(payload)).toBe(message);
      }
      expect((await create(document.id, { label: 'x'.repeat(80), expires_at: inDays(365) })).status).toBe(201);
      expect((await create(document.id, { label: 'No expiry', expires_at: null })).status).toBe(201);
    });

    it('refuses a link for a request that is not verified (409)', async () => {
      const { database, owner, verifier } = t();
      for (const status of ['pending', 'queried', 'archived'] as const) {
        const document = await createDocument(database.db, { uploader: owner, organisation: verifier, status });
        const response = await create(document.id, { label: 'Acme HR' });
        expect(response.status, status).toBe(409);
        expect(response.body.message).toBe('Only a verified request can be shared');
      }
    });

    it("answers 404 for another owner's or organisation's request, and to the receiving body", async () => {
      const { database, request, verifier } = t();
      const document = await verified();
      const created = ZShareResponse.parse((await create(document.id, { label: 'Acme HR' })).body).data;
      const stranger = await signIn({ request }, await createUser(database.db));
      const { user: otherOrg } = await createOrganisationUser(database.db);
      const { user: receiver } = await createOrganisationUser(database.db, {
        organisation: verifier,
        category: 'staff',
      });
      for (const token of [stranger, await signIn({ request }, otherOrg), await signIn({ request }, receiver)]) {
        expect((await list(document.id, token)).status).toBe(404);
        expect((await create(document.id, { label: 'Mine now' }, token)).status).toBe(404);
        expect((await revoke(document.id, created.id, token)).status).toBe(404);
        const views = await request({ method: 'GET', url: `/api/documents/${document.id}/share-views`, token });
        expect(views.status).toBe(404);
      }
      // Another request's link through this request's URL: not found either.
      const other = await verified();
      expect((await revoke(other.id, created.id)).status).toBe(404);
      expect((await list('no-such-id')).status).toBe(404);
      expect((await list(document.id, '')).status).toBe(401);
    });

    it('lets an organisation account and its staff manage what their organisation sent', async () => {
      const { database, request, verifier } = t();
      const { user: account, organisation } = await createOrganisationUser(database.db);
      const staff = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
      const document = await createDocument(database.db, {
        uploader: account,
        organisation: verifier,
        status: 'verified',
      });
      const staffToken = await signIn({ request }, staff);
      expect((await create(document.id, { label: 'From staff' }, staffToken)).status).toBe(201);
      expect(ZShareListResponse.parse((await list(document.id, staffToken)).body).data.shares).toHaveLength(2);
    });

    it('lets administrators read the links and the log, but not change them', async () => {
      const { database, request } = t();
      const document = await verified();
      const created = ZShareResponse.parse((await create(document.id, { label: 'Acme HR' })).body).data;
      const admin = await createAdmin(database.db);
      const adminToken = await signInAdmin({ request }, admin);
      const listed = ZShareListResponse.parse((await list(document.id, adminToken)).body).data;
      expect(listed.can.create).toBe(false);
      expect(listed.shares.every((share) => !share.can.revoke)).toBe(true);
      const views = await request({
        method: 'GET',
        url: `/api/documents/${document.id}/share-views`,
        token: adminToken,
      });
      expect(views.status).toBe(200);
      expect((await create(document.id, { label: 'Admin' }, adminToken)).status).toBe(403);
      expect((await revoke(document.id, created.id, adminToken)).status).toBe(403);
    });

    it('revokes once when two revocations arrive at once, and says so again after', async () => {
      const { database } = t();
      const document = await verified();
      const share = ZShareResponse.parse((await create(document.id, { label: 'Acme HR' })).body).data;
      const [first, second] = await Promise.all([revoke(document.id, share.id), revoke(document.id, share.id)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const revokedAt = ZShareResponse.parse(first.body).data.revoked_at;
      expect(revokedAt).not.toBeNull();
      expect(ZShareResponse.parse(second.body).data).toMatchObject({ state: 'revoked', revoked_at: revokedAt });
      const again = ZShareResponse.parse((await revoke(document.id, share.id)).body).data;
      expect(again).toMatchObject({ revoked_at: revokedAt, can: { revoke: false } });

      const row = await database.db
        .selectFrom('document_shares')
        .select(['revoked_by_user_id', 'revoked_at'])
        .where('id', '=', share.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ revoked_by_user_id: t().owner.id, revoked_at: revokedAt });
      const audits = await database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', document.id)
        .where('action', '=', 'document.share_revoked')
        .execute();
      expect(audits).toHaveLength(1);
    });

    it(`stops at ${MAX_SHARES_PER_DOCUMENT} links per request`, async () => {
      const document = await verified();
      for (let i = 0; i < MAX_SHARES_PER_DOCUMENT; i += 1) {
        expect((await create(document.id, { label: `Link ${i}` })).status).toBe(201);
      }
      const refused = await create(document.id, { label: 'One too many' });
      expect(refused.status).toBe(409);
      expect(ZShareListResponse.parse((await list(document.id)).body).data.shares.length).toBeLessThanOrEqual(
        MAX_SHARES_PER_DOCUMENT + 1,
      );
    });

    it('pages the views newest first, and refuses a bad limit or cursor', async () => {
      const { request, clock } = t();
      const document = await verified();
      const share = ZShareResponse.parse((await create(document.id, { label: 'Acme HR' })).body).data;
      // Five visits from five networks, a minute apart.
      for (let i = 1; i <= 5; i += 1) {
        clock.advance(61);
        const opened = await request({
          method: 'GET',
          url: `/api/viewer/${share.code}`,
          headers: { 'user-agent': chrome },
          remoteAddress: `10.${i}.0.1`,
        });
        expect(opened.status).toBe(200);
      }
      const url = `/api/documents/${document.id}/share-views`;
      const first = ZShareViewsResponse.parse(
        (await request({ method: 'GET', url: `${url}?limit=2`, token: t().ownerToken })).body,
      );
      expect(first.data.map((view) => view.network_hint)).toEqual(['10.5.x.x', '10.4.x.x']);
      expect(first.data[0]).toMatchObject({ share_label: 'Acme HR', outcome: 'shown', browser: 'Chrome · mobile' });
      const second = ZShareViewsResponse.parse(
        (await request({ method: 'GET', url: `${url}?limit=2&before=${first.next}`, token: t().ownerToken })).body,
      );
      expect(second.data.map((view) => view.network_hint)).toEqual(['10.3.x.x', '10.2.x.x']);
      const third = ZShareViewsResponse.parse(
        (await request({ method: 'GET', url: `${url}?limit=2&before=${second.next}`, token: t().ownerToken })).body,
      );
      expect(third.data.map((view) => view.network_hint)).toEqual(['10.1.x.x']);
      expect(third.next).toBeNull();

      for (const [query, field] of [
        ['limit=101', 'limit'],
        ['limit=0', 'limit'],
        ['before=not*a*cursor', 'before'],
        ['before=bm90LWpzb24', 'before'],
      ] as const) {
        const refused = await request({ method: 'GET', url: `${url}?${query}`, token: t().ownerToken });
        expect(refused.status, query).toBe(400);
        expect(refused.body.errors, query).toHaveProperty(field);
      }
    });
  },
);
