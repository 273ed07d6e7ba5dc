import { ZBodyReviewResponse } from '@docverify/contract/organisations/body-proof';
import { expect, it } from 'vitest';
import { createAdmin, createUser } from '../../testing/factories';
import { multipartPayload, sampleFiles } from '../../testing/multipart';
import { enrolTestPasskey, signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp, type TestApp as BareTestApp } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-database';
import { describeOnEachDatabase } from '../../testing/test-database';

type TestApp = BareTestApp & { database: TestDatabase };

const bodySignup = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Bola',
  lastName: 'Ade',
  email,
  password: 'secret123',
  category: 'org',
  companyName: 'Lagos Business School',
  industry: 'Higher Education',
  countryCode: 'NG',
  website: 'https://www.lbs.edu.ng',
  domain: 'lbs.edu.ng',
  categories: ['educ', 'educ', 'prof'],
  ...extra,
});

/** Signs a body up, confirms its account's e-mail and answers its token and organisation id. */
let bodies = 0;
async function signUpBody(app: TestApp, address: string, extra: Record<string, unknown> = {}) {
  // Each test signs up its own people: the database is shared by the file's tests.
  bodies += 1;
  const email = address.replace('@', `+${bodies}@`);
  const signup = await app.request({ method: 'POST', url: '/api/signup', payload: bodySignup(email, extra) });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const confirmed = await app.request({
    method: 'POST',
    url: '/api/otp/verify',
    payload: { email, code: await app.latestCode(email) },
  });
  expect(confirmed.status).toBe(200);
  // A body's account sets up its second factor before it does anything else.
  await enrolTestPasskey(app, confirmed.body.token as string);
  return { token: confirmed.body.token as string, organisationId: signup.body.data.user.organisation.id as string };
}

async function adminToken(app: TestApp) {
  const admin = await createAdmin(app.database.db, '2');
  return signInAdmin(app, admin);
}

const approve = (app: TestApp, token: string, organisationId: string) =>
  app.request({
    method: 'POST',
    url: '/api/system/admin/verify/institute',
    token,
    payload: { organisation_id: organisationId, verification_status: 'verified' },
  });

const uploadEvidence = async (app: TestApp, token: string) =>
  app.request({
    method: 'POST',
    url: '/api/organisation/evidence',
    token,
    ...(await multipartPayload({}, { name: 'accreditation.pdf', bytes: sampleFiles.pdf(), field: 'evidence' })),
  });

describeOnEachDatabase(
  'verifying bodies proven before they are trusted',
  (database) => createTestApp(database),
  (t) => {
    it('stores the website, domain and categories a body signs up with', async () => {
      const app = t();
      const { token, organisationId } = await signUpBody(app, 'bola@lbs.edu.ng');
      const proof = await app.request({ method: 'GET', url: '/api/organisation/proof', token });
      expect(proof.status).toBe(200);
      expect(proof.body.data).toEqual({
        website: 'https://www.lbs.edu.ng',
        domain: 'lbs.edu.ng',
        categories: ['educ', 'prof'],
        domain_verified_at: null,
        domain_contact_email: null,
        evidence: null,
      });
      const categories = await app.database.db
        .selectFrom('organisation_categories')
        .select('category_id')
        .where('organisation_id', '=', organisationId)
        .orderBy('category_id')
        .execute();
      expect(categories.map((row) => row.category_id)).toEqual(['educ', 'prof']);
    });

    it('names a missing or doubtful website, domain or category, and writes nothing', async () => {
      const { request, database } = t();
      const cases = [
        { extra: { domain: undefined }, field: 'domain' },
        { extra: { domain: 'not a domain' }, field: 'domain' },
        { extra: { domain: 'gmail.com', website: 'https://gmail.com' }, field: 'domain' },
        { extra: { website: 'https://lbs-school.example' }, field: 'website' },
        { extra: { website: 'javascript:alert(1)' }, field: 'website' },
        { extra: { categories: [] }, field: 'categories' },
        { extra: { categories: ['alchemy'] }, field: 'categories.0' },
        { extra: { categories: undefined }, field: 'categories' },
      ];
      for (const [index, { extra, field }] of cases.entries()) {
        const email = `doubt${index}@lbs.edu.ng`;
        const response = await request({ method: 'POST', url: '/api/signup', payload: bodySignup(email, extra) });
        expect(response.status, field).toBe(400);
        expect(response.body.errors, field).toHaveProperty([field]);
        const users = await database.db.selectFrom('users').select('id').where('email', '=', email).execute();
        expect(users).toEqual([]);
      }
    });

    it('flags an impostor "University of Lagos" as a look-alike and a domain in use, and refuses to verify it', async () => {
      const app = t();
      const impostor = await signUpBody(app, 'ceo@quickcash-fintech.example', {
        companyName: 'The University of Lagos.',
        industry: 'Fintech',
        website: 'https://unilag.edu.ng',
        domain: 'unilag.edu.ng',
        categories: ['educ'],
      });
      const admin = await adminToken(app);
      const review = await app.request({
        method: 'GET',
        url: `/api/system/admin/verifying-bodies/${impostor.organisationId}/review`,
        token: admin,
      });
      expect(review.status).toBe(200);
      const { data } = ZBodyReviewResponse.parse(review.body);
      expect(data.look_alikes[0]).toMatchObject({
        id: 'vb-unilag',
        name: 'University of Lagos',
        city: 'Lagos',
        country_name: 'Nigeria',
        domain: 'unilag.edu.ng',
        verification_status: 'verified',
        score: 1,
      });
      expect(data.look_alikes.map((body) => body.id)).not.toContain('vb-ui');
      expect(data.domain_used_by.map((body) => body.id)).toEqual(['vb-unilag']);
      expect(data.domain_verified_at).toBeNull();
      expect(data.missing).toEqual([
        'it has not proven control of unilag.edu.ng',
        'it has sent no registration or accreditation evidence',
      ]);

      // Evidence alone does not do: the domain is not proven.
      expect((await uploadEvidence(app, impostor.token)).status).toBe(200);
      const refused = await approve(app, admin, impostor.organisationId);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This body cannot be verified yet: it has not proven control of unilag.edu.ng');

      // The impostor cannot have the code sent to its own mailbox, and never sees the one sent to the university.
      const elsewhere = await app.request({
        method: 'POST',
        url: '/api/organisation/domain/code',
        token: impostor.token,
        payload: { address: 'ceo@quickcash-fintech.example' },
      });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.errors.address).toBe('Enter an address at unilag.edu.ng, such as registrar@unilag.edu.ng');
      const sent = await app.request({
        method: 'POST',
        url: '/api/organisation/domain/code',
        token: impostor.token,
        payload: { address: 'Registrar@UniLag.edu.ng' },
      });
      expect(sent.status).toBe(200);
      expect(await app.latestCode('registrar@unilag.edu.ng')).toMatch(/^\d{6}$/);
      const guess = await app.request({
        method: 'POST',
        url: '/api/organisation/domain/verify',
        token: impostor.token,
        payload: { address: 'registrar@unilag.edu.ng', code: '000000' },
      });
      expect(guess.status).toBe(400);
      expect((await approve(app, admin, impostor.organisationId)).status).toBe(409);
      const row = await app.database.db
        .selectFrom('organisations')
        .select(['verification_status', 'domain_verified_at'])
        .where('id', '=', impostor.organisationId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ verification_status: 'unverified', domain_verified_at: null });
    });

    it('verifies a body once a code sent to its domain is entered and its evidence sent', async () => {
      const app = t();
      const body = await signUpBody(app, 'bola@lbs.edu.ng');
      expect(
        (
          await app.request({
            method: 'POST',
            url: '/api/organisation/domain/code',
            token: body.token,
            payload: { address: 'registrar@lbs.edu.ng' },
          })
        ).status,
      ).toBe(200);
      const confirmed = await app.request({
        method: 'POST',
        url: '/api/organisation/domain/verify',
        token: body.token,
        payload: { address: 'registrar@lbs.edu.ng', code: await app.latestCode('registrar@lbs.edu.ng') },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ domain_contact_email: 'registrar@lbs.edu.ng' });
      expect(confirmed.body.data.domain_verified_at).toMatch(/^\d{4}-/);
      const admin = await adminToken(app);
      const withoutEvidence = await approve(app, admin, body.organisationId);
      expect(withoutEvidence.status).toBe(409);
      expect(withoutEvidence.body.message).toContain('it has sent no registration or accreditation evidence');
      expect((await uploadEvidence(app, body.token)).status).toBe(200);

      const download = await app.request({
        method: 'GET',
        url: `/api/system/admin/verifying-bodies/${body.organisationId}/evidence`,
        token: admin,
      });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment/);
      const approved = await approve(app, admin, body.organisationId);
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({
        verifier_status: 'verified',
        domain: 'lbs.edu.ng',
        domain_verified: true,
      });

      // Requesters find it under the categories it verifies, and only there.
      const requester = await signIn(app, await createUser(app.database.db));
      const list = async (category: string) =>
        (
          await app.request({
            method: 'GET',
            url: `/api/verify/institute?country_code=NG&category=${category}`,
            token: requester,
          })
        ).body.data.map((institution: { id: string }) => institution.id);
      expect(await list('educ')).toContain(body.organisationId);
      expect(await list('finance')).not.toContain(body.organisationId);

      // The administrators' trail holds who proved the domain and who sent the evidence, beside the approval.
      const trail = await app.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity_id', '=', body.organisationId)
        .execute();
      const actorOf = (action: string) => trail.find((entry) => entry.action === action)?.actor_user_id;
      expect(trail.map((entry) => entry.action).sort()).toEqual([
        'organisation.domain_proven',
        'organisation.evidence_sent',
        'organisation.verification_changed',
      ]);
      expect(actorOf('organisation.domain_proven')).toBe(actorOf('organisation.evidence_sent'));
      expect(actorOf('organisation.domain_proven')).toBeTruthy();
    });

    it("refuses another body's code, a code for another address, and an expired code", async () => {
      const app = t();
      const first = await signUpBody(app, 'bola@lbs.edu.ng');
      const second = await signUpBody(app, 'other@lbs.edu.ng', { companyName: 'LBS Alumni' });
      await app.request({
        method: 'POST',
        url: '/api/organisation/domain/code',
        token: first.token,
        payload: { address: 'registrar@lbs.edu.ng' },
      });
      const code = await app.latestCode('registrar@lbs.edu.ng');
      const confirm = (token: string, payload: Record<string, string>) =>
        app.request({ method: 'POST', url: '/api/organisation/domain/verify', token, payload });
      // The code proves the domain for the body it was sent for, not for another naming the same domain.
      expect((await confirm(second.token, { address: 'registrar@lbs.edu.ng', code })).status).toBe(400);
      expect((await confirm(first.token, { address: 'admissions@lbs.edu.ng', code })).status).toBe(400);
      expect((await confirm(first.token, { address: 'registrar@lbs.edu.ng', code: '12345' })).status).toBe(400);
      app.clock.advance(11 * 60);
      const expired = await confirm(first.token, { address: 'registrar@lbs.edu.ng', code });
      expect(expired.status).toBe(400);
      expect(expired.body.errors.code).toMatch(/not valid or has expired/);

      // A new code, entered in time, works; asking again at once is refused with a wait.
      await app.request({
        method: 'POST',
        url: '/api/organisation/domain/code',
        token: first.token,
        payload: { address: 'registrar@lbs.edu.ng' },
      });
      const again = await app.request({
        method: 'POST',
        url: '/api/organisation/domain/code',
        token: first.token,
        payload: { address: 'registrar@lbs.edu.ng' },
      });
      expect(again.status).toBe(429);
      const fresh = await app.latestCode('registrar@lbs.edu.ng');
      expect((await confirm(first.token, { address: 'registrar@lbs.edu.ng', code: fresh })).status).toBe(200);
      const second_ = await app.database.db
        .selectFrom('organisations')
        .select('domain_verified_at')
        .where('id', '=', second.organisationId)
        .executeTakeFirstOrThrow();
      expect(second_.domain_verified_at).toBeNull();
    });

    it("lets only a body's own account prove it, and only administrators review it", async () => {
      const app = t();
      const body = await signUpBody(app, 'bola@lbs.edu.ng');
      const person = await signIn(app, await createUser(app.database.db));
      const staff = await signIn(
        app,
        await createUser(app.database.db, { category: 'staff', organisation_id: body.organisationId }),
      );
      for (const token of [person, staff]) {
        expect((await app.request({ method: 'GET', url: '/api/organisation/proof', token })).status).toBe(403);
        const code = await app.request({
          method: 'POST',
          url: '/api/organisation/domain/code',
          token,
          payload: { address: 'registrar@lbs.edu.ng' },
        });
        expect(code.status).toBe(403);
      }
      const review = await app.request({
        method: 'GET',
        url: `/api/system/admin/verifying-bodies/${body.organisationId}/review`,
        token: body.token,
      });
      expect(review.status).toBe(403);
      const missing = await app.request({
        method: 'GET',
        url: `/api/system/admin/verifying-bodies/nobody/evidence`,
        token: await adminToken(app),
      });
      expect(missing.status).toBe(404);
    });

    it('offers requesters only the bodies that verify the chosen category, each with its domain', async () => {
      const app = t();
      const requester = await signIn(app, await createUser(app.database.db));
      const list = async (category: string) =>
        (
          await app.request({
            method: 'GET',
            url: `/api/verify/institute?country_code=NG&category=${category}`,
            token: requester,
          })
        ).body.data as { id: string; domain: string | null; domain_verified: boolean }[];
      const educ = await list('educ');
      expect(educ.map((body) => body.id)).toContain('vb-unilag');
      expect(educ.map((body) => body.id)).not.toContain('vb-firstbank');
      expect(educ.map((body) => body.id)).not.toContain('vb-mtn');
      expect(educ.find((body) => body.id === 'vb-unilag')).toMatchObject({
        domain: 'unilag.edu.ng',
        domain_verified: true,
      });
      expect((await list('finance')).map((body) => body.id)).toContain('vb-firstbank');
      const bad = await app.request({
        method: 'GET',
        url: '/api/verify/institute?country_code=NG&category=alchemy',
        token: requester,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('category');
    });
  },
);
