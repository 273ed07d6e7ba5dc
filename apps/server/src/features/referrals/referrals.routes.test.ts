import { ZDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { ZReferralSummaryResponse, ZReferredUsersResponse } from '@docverify/contract/referrals/referrals';
import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
} from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describeOnEachDatabase(
  'referrals: POST /get/referral, /referrals/users, /referrals/documents',
  async (database) => {
    const app = await createTestApp(database, { PUBLIC_URL: 'https://verify.example.test' });
    const { db } = database;
    const { user: orgUser, organisation } = await createOrganisationUser(db);
    const { user: staff } = await createOrganisationUser(db, { category: 'staff', organisation });
    const { user: otherOrgUser, organisation: otherOrganisation } = await createOrganisationUser(db);
    const verifier = await createOrganisation(db);

    // Eleven people signed up through the organisation's link: enough for a second page of nine.
    const referred = [];
    for (let index = 0; index < 11; index++) {
      referred.push(
        await createUser(db, {
          first_name: index === 0 ? 'Ngozi' : 'Referred',
          last_name: index === 0 ? 'Adeyemi' : `Person${index}`,
          referred_by_organisation_id: organisation.id,
          created_at: minutesAgo(index + 1),
        }),
      );
    }
    // Started signing up through the link but never entered the code: not a user yet.
    await createUser(db, { referred_by_organisation_id: organisation.id, email_verified_at: null });
    const theirs = await createUser(db, { first_name: 'Other', referred_by_organisation_id: otherOrganisation.id });
    const unreferred = await createUser(db);

    const paid = await createDocument(db, { uploader: referred[0]!, organisation: verifier, status: 'verified' });
    const submitted = await createDocument(db, { uploader: referred[1]!, organisation: verifier });
    const unpaid = await createDocument(db, {
      uploader: referred[0]!,
      organisation: verifier,
      status: 'awaiting_payment',
    });
    const otherReferral = await createDocument(db, { uploader: theirs, organisation: verifier });
    const notReferred = await createDocument(db, { uploader: unreferred, organisation: verifier });

    return {
      ...app,
      organisation,
      referred,
      documents: { paid, submitted, unpaid, otherReferral, notReferred },
      tokens: {
        org: await signIn(app, orgUser),
        staff: await signIn(app, staff),
        otherOrg: await signIn(app, otherOrgUser),
        individual: await signIn(app, unreferred),
        admin: await signIn(app, await createAdmin(db)),
      },
    };
  },
  (t) => {
    it('gives an organisation user its code, its sign-up link and what it has brought in', async () => {
      const { request, tokens, organisation } = t();
      const response = await request({ method: 'POST', url: '/api/get/referral', token: tokens.org });
      expect(response.status).toBe(200);
      expect(ZReferralSummaryResponse.parse(response.body).data).toEqual({
        referral: organisation.referral_code,
        link: `https://verify.example.test/signup/${organisation.referral_code}`,
        counts: { users: 11, documents: 2 },
      });
    });

    it("answers staff too, and accepts the spec's referral query only for the caller's own code", async () => {
      const { request, tokens, organisation } = t();
      const own = await request({
        method: 'POST',
        url: `/api/get/referral?referral=${organisation.referral_code.toLowerCase()}`,
        token: tokens.staff,
      });
      expect(own.status).toBe(200);
      expect(own.body.data.referral).toBe(organisation.referral_code);

      const another = await request({
        method: 'POST',
        url: `/api/get/referral?referral=${organisation.referral_code}`,
        token: tokens.otherOrg,
      });
      expect(another.status).toBe(403);
      const malformed = await request({ method: 'POST', url: '/api/get/referral?referral=no!', token: tokens.org });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toHaveProperty('referral');
    });

    it('lists the confirmed users who signed up through the link, newest first, nine a page', async () => {
      const { request, tokens, referred } = t();
      const first = await request({ method: 'POST', url: '/api/referrals/users', token: tokens.org, payload: {} });
      expect(first.status).toBe(200);
      const page1 = ZReferredUsersResponse.parse(first.body);
      expect(page1).toMatchObject({ page: 1, pageSize: 9, total: 11, totalPages: 2 });
      expect(page1.data.map((user) => user.id)).toEqual(referred.slice(0, 9).map((user) => user.id));
      expect(page1.data[0]).toMatchObject({ firstName: 'Ngozi', lastName: 'Adeyemi', email: referred[0]!.email });

      const second = await request({
        method: 'POST',
        url: '/api/referrals/users',
        token: tokens.staff,
        payload: { page: 2 },
      });
      expect(ZReferredUsersResponse.parse(second.body).data.map((user) => user.id)).toEqual(
        referred.slice(9).map((user) => user.id),
      );
    });

    it('searches referred users by name or e-mail, whatever the case', async () => {
      const { request, tokens, referred } = t();
      const byName = await request({
        method: 'POST',
        url: '/api/referrals/users',
        token: tokens.org,
        payload: { search: 'ngozi ADE' },
      });
      expect(byName.body.data.map((user: { id: string }) => user.id)).toEqual([referred[0]!.id]);
      const byEmail = await request({
        method: 'POST',
        url: '/api/referrals/users',
        token: tokens.org,
        payload: { search: referred[3]!.email.toUpperCase() },
      });
      expect(byEmail.body.data.map((user: { id: string }) => user.id)).toEqual([referred[3]!.id]);
      const wildcard = await request({
        method: 'POST',
        url: '/api/referrals/users',
        token: tokens.org,
        payload: { search: '%' },
      });
      expect(wildcard.body.total).toBe(0);
    });

    it("lists only the referred users' paid requests, never another organisation's referrals", async () => {
      const { request, tokens, documents } = t();
      const response = await request({
        method: 'POST',
        url: '/api/referrals/documents',
        token: tokens.org,
        payload: {},
      });
      expect(response.status).toBe(200);
      const list = ZDocumentListResponse.parse(response.body);
      expect(list.data.map((document) => document.id).sort()).toEqual(
        [documents.paid.id, documents.submitted.id].sort(),
      );
      expect(list.facets.verifier_status).toEqual(['submitted', 'verified']);

      const filtered = await request({
        method: 'POST',
        url: '/api/referrals/documents',
        token: tokens.staff,
        payload: { verifier_status: 'verified' },
      });
      expect(filtered.body.data.map((document: { id: string }) => document.id)).toEqual([documents.paid.id]);

      const other = await request({
        method: 'POST',
        url: '/api/referrals/documents',
        token: tokens.otherOrg,
        payload: {},
      });
      expect(other.body.data.map((document: { id: string }) => document.id)).toEqual([documents.otherReferral.id]);
    });

    it('refuses individuals and administrators with 403, and strangers with 401', async () => {
      const { request, tokens } = t();
      const calls = [
        { url: '/api/get/referral', payload: undefined },
        { url: '/api/referrals/users', payload: {} },
        { url: '/api/referrals/documents', payload: {} },
      ];
      for (const call of calls) {
        for (const token of [tokens.individual, tokens.admin]) {
          const response = await request({ method: 'POST', url: call.url, token, payload: call.payload });
          expect(response.status, call.url).toBe(403);
        }
        expect((await request({ method: 'POST', url: call.url, payload: call.payload })).status).toBe(401);
      }
    });
  },
);
