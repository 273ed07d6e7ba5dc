import { ZShareResponse } from '@docverify/contract/shares/shares';
import { expect, it } from 'vitest';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { resolvePublicCode } from './resolve-public-code';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describeOnEachDatabase(
  'opening a public code: share links, the default link, and the view log',
  async (database) => {
    const app = await createTestApp(database);
    const verifier = await createOrganisation(database.db);
    const owner = await createUser(database.db);
    return { ...app, verifier, owner, ownerToken: await signIn(app, owner) };
  },
  (t) => {
    const verified = () =>
      createDocument(t().database.db, { uploader: t().owner, organisation: t().verifier, status: 'verified' });
    const createShare = async (documentId: string, payload: object = { label: 'Acme HR' }) => {
      const response = await t().request({
        method: 'POST',
        url: `/api/documents/${documentId}/shares`,
        token: t().ownerToken,
        payload,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return ZShareResponse.parse(response.body).data;
    };
    const open = (code: string, options: { userAgent?: string; ip?: string } = {}) =>
      t().request({
        method: 'GET',
        url: `/api/viewer/${code}`,
        headers: { 'user-agent': options.userAgent ?? firefox },
        remoteAddress: options.ip ?? '102.89.34.17',
      });
    const views = (documentId: string) =>
      t()
        .database.db.selectFrom('share_views')
        .selectAll()
        .where('document_id', '=', documentId)
        .orderBy('viewed_at')
        .execute();

    it('shows the result through a share link and logs the view coarsely', async () => {
      const document = await verified();
      const share = await createShare(document.id);
      const response = await open(share.code, { ip: '102.89.34.17' });
      expect(response.status).toBe(200);
      expect(response.body.data.application_id).toBe(document.application_id);
      expect(await views(document.id)).toEqual([
        expect.objectContaining({
          share_id: share.id,
          outcome: 'shown',
          browser_family: 'Firefox · desktop',
          network_hint: '102.89.x.x',
        }),
      ]);
      // Nothing that singles out the visitor is stored anywhere in the row.
      expect(JSON.stringify(await views(document.id))).not.toMatch(/34\.17|Gecko|X11/);
    });

    it('answers 410 for a revoked link and logs the attempt', async () => {
      const document = await verified();
      const share = await createShare(document.id);
      expect((await open(share.code)).status).toBe(200);
      t().clock.advance(1);
      await t().request({
        method: 'POST',
        url: `/api/documents/${document.id}/shares/${share.id}/revoke`,
        token: t().ownerToken,
      });
      const refused = await open(share.code);
      expect(refused.status).toBe(410);
      expect(refused.body).toEqual({ code: 'GONE', message: 'This link was revoked by its owner' });
      expect((await views(document.id)).map((view) => view.outcome)).toEqual(['shown', 'revoked']);
      // The other links of the request still work.
      expect((await open(document.viewer_code!)).status).toBe(200);
    });

    it('answers 410 for an expired link, naming the day, and logs the attempt', async () => {
      const { clock } = t();
      const document = await verified();
      const expiresAt = new Date(clock.now().getTime() + 2 * 86_400_000);
      const share = await createShare(document.id, { label: 'Embassy', expires_at: expiresAt.toISOString() });
      expect((await open(share.code)).status).toBe(200);
      clock.advance(2 * 86_400 + 1);
      const refused = await open(share.code);
      expect(refused.status).toBe(410);
      const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
      expect(refused.body).toEqual({ code: 'GONE', message: `This link expired on ${day}` });
      expect((await views(document.id)).map((view) => view.outcome)).toEqual(['shown', 'expired']);
    });

    it('answers 404 for a code nobody was given, and logs nothing', async () => {
      const before = await t().database.db.selectFrom('share_views').select('id').execute();
      const response = await open('an-unknown-code-of-some-length');
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
      expect(await t().database.db.selectFrom('share_views').select('id').execute()).toEqual(before);
    });

    it('keeps the viewer code working as the default link, which the owner can revoke', async () => {
      const document = await verified();
      const [first, second] = await Promise.all([
        open(document.viewer_code!),
        open(document.viewer_code!, { ip: '41.1.2.3' }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const defaults = await t()
        .database.db.selectFrom('document_shares')
        .selectAll()
        .where('document_id', '=', document.id)
        .execute();
      expect(defaults).toHaveLength(1);
      expect(defaults[0]).toMatchObject({ is_default: 1, code: document.viewer_code, label: 'Default link' });
      expect(Number(defaults[0]!.view_count)).toBe(2);

      const revoked = await t().request({
        method: 'POST',
        url: `/api/documents/${document.id}/shares/${defaults[0]!.id}/revoke`,
        token: t().ownerToken,
      });
      expect(revoked.status).toBe(200);
      expect((await open(document.viewer_code!)).status).toBe(410);
    });

    it('logs one view for one visit that calls two public APIs, and a new one later or from elsewhere', async () => {
      const { ctx, clock } = t();
      const document = await verified();
      const share = await createShare(document.id);
      const visit = { ip: '102.89.34.17', userAgent: firefox };
      // The page asks for the result and the credential at once.
      await Promise.all([
        resolvePublicCode(ctx, share.code, visit),
        resolvePublicCode(ctx, share.code, visit),
        open(share.code),
      ]);
      expect(await views(document.id)).toHaveLength(1);
      clock.advance(1);
      await resolvePublicCode(ctx, share.code, { ip: '102.89.99.1', userAgent: safari });
      expect(await views(document.id)).toHaveLength(2);
      clock.advance(60);
      await resolvePublicCode(ctx, share.code, visit);
      const logged = await views(document.id);
      expect(logged.map((view) => view.browser_family)).toEqual([
        'Firefox · desktop',
        'Safari · mobile',
        'Firefox · desktop',
      ]);
      const row = await ctx.db
        .selectFrom('document_shares')
        .select('view_count')
        .where('id', '=', share.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.view_count)).toBe(3);
    });

    it('answers the credential API through the same door: one view for the two calls of a page, 410 once revoked', async () => {
      const document = await verified();
      const share = await createShare(document.id);
      const headers = { 'user-agent': firefox };
      const [result, credential] = await Promise.all([
        open(share.code),
        t().request({ method: 'GET', url: `/api/credentials/${share.code}`, headers, remoteAddress: '102.89.34.17' }),
      ]);
      expect(result.status).toBe(200);
      expect(credential.status, JSON.stringify(credential.body)).toBe(200);
      expect(credential.body.data.credential).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(await views(document.id)).toHaveLength(1);

      t().clock.advance(1);
      await t().request({
        method: 'POST',
        url: `/api/documents/${document.id}/shares/${share.id}/revoke`,
        token: t().ownerToken,
      });
      const refused = await t().request({ method: 'GET', url: `/api/credentials/${share.code}`, headers });
      expect(refused.status).toBe(410);
      expect(refused.body.code).toBe('GONE');
      expect((await views(document.id)).map((view) => view.outcome)).toEqual(['shown', 'revoked']);
    });

    it('records the address Fastify trusts: the socket, unless a proxy is trusted', async () => {
      const document = await verified();
      const share = await createShare(document.id);
      const forged = await t().request({
        method: 'GET',
        url: `/api/viewer/${share.code}`,
        headers: { 'user-agent': firefox, 'x-forwarded-for': '8.8.8.8' },
        remoteAddress: '197.210.5.5',
      });
      expect(forged.status).toBe(200);
      expect((await views(document.id)).map((view) => view.network_hint)).toEqual(['197.210.x.x']);
    });
  },
);
