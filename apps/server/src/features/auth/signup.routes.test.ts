import { expect, it } from 'vitest';
import { ZAuthResponse, ZSignupResponse } from '@docverify/contract/auth/auth';
import { createOrganisation, createUser } from '../../testing/factories';
import { CODE_NOT_ACCEPTED } from './one-time-codes';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email,
  password: 'secret123',
  category: 'indv',
  ...extra,
});

describeOnEachDatabase(
  'sign-up with an e-mailed code',
  (database) => createTestApp(database),
  (t) => {
    it('creates an unconfirmed account, e-mails a code, and signs in once the code is entered', async () => {
      const { request, latestCode } = t();
      const signup = await request({
        method: 'POST',
        url: '/api/signup',
        payload: person('ADA@Example.com', { phone: '+234 803 000 0000' }),
      });
      expect(signup.status).toBe(201);
      const body = ZSignupResponse.parse(signup.body);
      expect(body.data.user).toMatchObject({
        email: 'ada@example.com',
        category: 'indv',
        is_system_admin: 0,
        phone: '+234 803 000 0000',
      });
      expect(body).not.toHaveProperty('token');

      const beforeCode = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'ada@example.com', password: 'secret123' },
      });
      expect(beforeCode.status).toBe(403);
      expect(beforeCode.body.code).toBe('EMAIL_NOT_VERIFIED');

      const code = await latestCode('ada@example.com');
      const verified = await request({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { email: 'ada@example.com', code },
      });
      expect(verified.status).toBe(200);
      const auth = ZAuthResponse.parse(verified.body);
      expect(auth.user.email).toBe('ada@example.com');
      expect(auth.data.user).toEqual(auth.user);

      const me = await request({ method: 'GET', url: '/api/user', token: auth.token });
      expect(me.status).toBe(200);
      expect(me.body.user.lastLoginAt).not.toBeNull();

      const again = await request({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { email: 'ada@example.com', code },
      });
      expect(again.status).toBe(400);
      expect(again.body.errors.code).toMatch(/not valid/);
    });

    it('names every bad field and writes nothing', async () => {
      const { request, mailTo } = t();
      const response = await request({
        method: 'POST',
        url: '/api/signup',
        payload: {
          firstName: '',
          lastName: 'X',
          email: 'not-an-email',
          password: 'short',
          category: 'wizard',
          phone: 'abc',
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
      expect(Object.keys(response.body.errors).sort()).toEqual(['category', 'email', 'firstName', 'password', 'phone']);
      expect(response.body.errors.email).toBe('Enter a valid e-mail address');
      expect(await mailTo('not-an-email')).toEqual([]);
    });

    it('requires a company name for an organisation and creates it unverified', async () => {
      const { request, database } = t();
      const missing = await request({
        method: 'POST',
        url: '/api/signup',
        payload: person('org1@example.com', { category: 'org' }),
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.companyName).toBe('Company name is required for an organization');

      const created = await request({
        method: 'POST',
        url: '/api/signup',
        payload: person('org2@example.com', {
          category: 'org',
          companyName: 'Acme Employers',
          website: 'https://acme.example',
          domain: 'acme.example',
          categories: ['employment'],
        }),
      });
      expect(created.status).toBe(201);
      expect(created.body.data.user.organisation).toMatchObject({
        name: 'Acme Employers',
        verification_status: 'unverified',
      });
      const rows = await database.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Acme Employers')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses an e-mail that already has an account, but lets an unconfirmed sign-up start again', async () => {
      const { request, database } = t();
      const existing = await createUser(database.db);
      const taken = await request({ method: 'POST', url: '/api/signup', payload: person(existing.email) });
      expect(taken.status).toBe(409);
      expect(taken.body.errors.email).toMatch(/already exists/);

      await request({
        method: 'POST',
        url: '/api/signup',
        payload: person('retry@example.com', {
          category: 'org',
          companyName: 'First Try',
          website: 'https://acme.example',
          domain: 'acme.example',
          categories: ['employment'],
        }),
      });
      const retry = await request({
        method: 'POST',
        url: '/api/signup',
        payload: person('retry@example.com', { firstName: 'Bola' }),
      });
      expect(retry.status).toBe(201);
      const users = await database.db
        .selectFrom('users')
        .select(['first_name', 'organisation_id'])
        .where('email', '=', 'retry@example.com')
        .execute();
      expect(users).toEqual([{ first_name: 'Bola', organisation_id: null }]);
      const orphan = await database.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'First Try')
        .execute();
      expect(orphan).toEqual([]);
    });

    it('records the organisation that referred the user, and refuses an unknown referral', async () => {
      const { request, database } = t();
      const organisation = await createOrganisation(database.db, { name: 'Referring University' });
      const referrer = await request({
        method: 'GET',
        url: `/api/referral/${organisation.referral_code.toLowerCase()}`,
      });
      expect(referrer.status).toBe(200);
      expect(referrer.body.data.organisation).toEqual({ id: organisation.id, name: 'Referring University' });
      expect((await request({ method: 'GET', url: '/api/referral/NOPE1234' })).status).toBe(404);

      const bad = await request({
        method: 'POST',
        url: '/api/signup',
        payload: person('ref0@example.com', { referral: 'NOPE1234' }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.referral).toBe('This referral code is not valid');

      const ok = await request({
        method: 'POST',
        url: '/api/signup',
        payload: person('ref1@example.com', { referral: organisation.referral_code }),
      });
      expect(ok.status).toBe(201);
      const row = await database.db
        .selectFrom('users')
        .select('referred_by_organisation_id')
        .where('email', '=', 'ref1@example.com')
        .executeTakeFirstOrThrow();
      expect(row.referred_by_organisation_id).toBe(organisation.id);
    });

    it('expires a code after ten minutes and locks it after five wrong tries', async () => {
      const { request, latestCode, clock } = t();
      await request({ method: 'POST', url: '/api/signup', payload: person('slow@example.com') });
      const code = await latestCode('slow@example.com');
      clock.advance(10 * 60 + 1);
      const late = await request({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { email: 'slow@example.com', code },
      });
      expect(late.status).toBe(400);
      expect(late.body.errors.code).toBe(CODE_NOT_ACCEPTED);

      await request({ method: 'POST', url: '/api/signup', payload: person('typo@example.com') });
      const right = await latestCode('typo@example.com');
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const response = await request({
          method: 'POST',
          url: '/api/otp/verify',
          payload: { email: 'typo@example.com', code: wrong },
        });
        expect(response.status).toBe(400);
      }
      const locked = await request({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { email: 'typo@example.com', code: right },
      });
      expect(locked.status).toBe(400);
      expect(locked.body.errors.code).toBe(CODE_NOT_ACCEPTED);
    });

    it('sends at most one code a minute, answering as if it had, and a new code replaces the old one', async () => {
      const { request, latestCode, clock, mailTo } = t();
      await request({ method: 'POST', url: '/api/signup', payload: person('resend@example.com') });
      const first = await latestCode('resend@example.com');
      const tooSoon = await request({
        method: 'POST',
        url: '/api/otp/resend',
        payload: { email: 'resend@example.com' },
      });
      const unknown = await request({
        method: 'POST',
        url: '/api/otp/resend',
        payload: { email: 'nobody-here@example.com' },
      });
      expect(tooSoon).toMatchObject({ status: 200, body: unknown.body });
      expect(await mailTo('resend@example.com')).toHaveLength(1);

      clock.advance(61);
      const resent = await request({
        method: 'POST',
        url: '/api/otp/resend',
        payload: { email: 'resend@example.com' },
      });
      expect(resent.status).toBe(200);
      const second = await latestCode('resend@example.com');
      if (first !== second) {
        const old = await request({
          method: 'POST',
          url: '/api/otp/verify',
          payload: { email: 'resend@example.com', code: first },
        });
        expect(old.status).toBe(400);
      }
      const ok = await request({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { email: 'resend@example.com', code: second },
      });
      expect(ok.status).toBe(200);
    });
  },
);
