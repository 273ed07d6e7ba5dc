import { ZSignupChoicesResponse } from '@docverify/contract/organisations/signup-choices';
import { expect, it } from 'vitest';
import { enrolTestPasskey } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const organisationSignup = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Amaka',
  lastName: 'Nwosu',
  email,
  phone: '+234 803 111 2222',
  password: 'secret123',
  category: 'org',
  companyName: 'Lagos Staffing Partners',
  industry: 'Human Resources and Recruitment',
  countryCode: 'ng',
  companyEmail: 'Hello@LagosStaffing.example',
  companyPhone: '+234 1 555 0100',
  website: 'https://www.lagosstaffing.example',
  domain: 'lagosstaffing.example',
  categories: ['employment'],
  ...extra,
});

describeOnEachDatabase(
  'organisation sign-up: GET /organisations/signup-choices and POST /signup with the institution',
  (database) => createTestApp(database),
  (t) => {
    it('offers the static companies and industries and the countries to anyone', async () => {
      const { request } = t();
      const response = await request({ method: 'GET', url: '/api/organisations/signup-choices' });
      expect(response.status).toBe(200);
      const { data } = ZSignupChoicesResponse.parse(response.body);
      expect(data.companies.length).toBeGreaterThanOrEqual(50);
      expect(data.industries[0]).toBe('Technology');
      expect(data.industries.at(-1)).toBe('Others');
      expect(data.industries).toContain('Human Resources and Recruitment');
      expect(data.countries).toContainEqual({ code: 'NG', name: 'Nigeria' });
      // Read as JSON arrays in one statement: each in the order the database sorts it.
      const { db } = t().database;
      const companies = await db.selectFrom('companies').select('name').orderBy('name').execute();
      expect(data.companies).toEqual(companies.map((row) => row.name));
      const countries = await db.selectFrom('countries').select(['code', 'name']).orderBy('name').execute();
      expect(data.countries).toEqual(countries);
    });

    it('stores the institution, unverified, with the signing-up user as its authorised person', async () => {
      const { request, database, latestCode } = t();
      const signup = await request({
        method: 'POST',
        url: '/api/signup',
        payload: organisationSignup('amaka@lagosstaffing.example'),
      });
      expect(signup.status).toBe(201);
      expect(signup.body.data.user.organisation).toMatchObject({
        name: 'Lagos Staffing Partners',
        verification_status: 'unverified',
      });
      const organisation = await database.db
        .selectFrom('organisations')
        .selectAll()
        .where('id', '=', signup.body.data.user.organisation.id)
        .executeTakeFirstOrThrow();
      expect(organisation).toMatchObject({
        industry: 'Human Resources and Recruitment',
        country_code: 'NG',
        email: 'hello@lagosstaffing.example',
        phone: '+234 1 555 0100',
        verification_status: 'unverified',
        created_by_user_id: signup.body.data.user.id,
      });
      expect(organisation.referral_code).toMatch(/^[A-Z0-9]{4,32}$/);

      // Confirmed and signed in, the organisation sees its state, and requesters do not see it yet.
      const confirmed = await request({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { email: 'amaka@lagosstaffing.example', code: await latestCode('amaka@lagosstaffing.example') },
      });
      expect(confirmed.status).toBe(200);
      const token = confirmed.body.token as string;
      expect(confirmed.body.signIn.stage).toBe('enrolment');
      await enrolTestPasskey(t(), token);
      const me = await request({ method: 'GET', url: '/api/user', token });
      expect(me.body.user.organisation.verification_status).toBe('unverified');
      const all = await request({ method: 'GET', url: '/api/institutions/all', token });
      expect(all.body.data.map((institution: { id: string }) => institution.id)).not.toContain(organisation.id);
      const nigeria = await request({ method: 'GET', url: '/api/verify/institute?country_code=NG', token });
      expect(nigeria.body.data.map((institution: { id: string }) => institution.id)).not.toContain(organisation.id);
    });

    it("falls back to the user's e-mail and phone for the contact, and keeps a name of its own", async () => {
      const { request, database } = t();
      const signup = await request({
        method: 'POST',
        url: '/api/signup',
        payload: organisationSignup('own@name.example', {
          companyName: 'A Name Not On The List',
          companyEmail: '',
          companyPhone: '',
          industry: undefined,
          countryCode: undefined,
        }),
      });
      expect(signup.status).toBe(201);
      const organisation = await database.db
        .selectFrom('organisations')
        .selectAll()
        .where('id', '=', signup.body.data.user.organisation.id)
        .executeTakeFirstOrThrow();
      expect(organisation).toMatchObject({
        name: 'A Name Not On The List',
        email: 'own@name.example',
        phone: '+234 803 111 2222',
        industry: null,
        country_code: null,
      });
    });

    it('names an industry or country outside the lists, and a malformed contact, and writes nothing', async () => {
      const { request, database } = t();
      const cases = [
        { extra: { industry: 'Alchemy' }, field: 'industry', message: 'Choose an industry from the list' },
        { extra: { countryCode: 'ZZ' }, field: 'countryCode', message: 'Choose a country from the list' },
        { extra: { countryCode: 'Nigeria' }, field: 'countryCode', message: 'Choose a country' },
        { extra: { companyEmail: 'not-an-email' }, field: 'companyEmail', message: 'Enter a valid e-mail address' },
      ];
      for (const [index, { extra, field, message }] of cases.entries()) {
        const email = `bad${index}@example.com`;
        const response = await request({
          method: 'POST',
          url: '/api/signup',
          payload: organisationSignup(email, extra),
        });
        expect(response.status, field).toBe(400);
        expect(response.body.errors[field]).toBe(message);
        const users = await database.db.selectFrom('users').select('id').where('email', '=', email).execute();
        expect(users).toEqual([]);
      }
    });
  },
);
