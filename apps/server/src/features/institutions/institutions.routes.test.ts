import { ZInstitution } from '@docverify/contract/documents/document';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { createOrganisation, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const ZList = z.object({ data: z.array(ZInstitution) });

describeOnEachDatabase(
  'verifying bodies: GET /institutions/all and /verify/institute',
  async (database) => {
    const app = await createTestApp(database);
    const unverified = await createOrganisation(database.db, {
      name: 'Unverified College',
      verification_status: 'unverified',
    });
    const token = await signIn(app, await createUser(database.db));
    return { ...app, unverified, token };
  },
  (t) => {
    it('lists only verified organisations, with their public details', async () => {
      const { request, token, unverified } = t();
      const response = await request({ method: 'GET', url: '/api/institutions/all', token });
      expect(response.status).toBe(200);
      const { data } = ZList.parse(response.body);
      expect(data.map((i) => i.id)).not.toContain(unverified.id);
      expect(data.every((i) => i.verifier_status === 'verified')).toBe(true);
      expect(data.find((i) => i.id === 'vb-unilag')).toMatchObject({
        company_name: 'University of Lagos',
        company_ref: 'REFUNILAG',
        company_industry: 'Higher Education',
        country_code: 'NG',
        CountryName: 'Nigeria',
        city: 'Lagos',
      });
      expect(data.find((i) => i.id === 'vb-unilag')!.dateOfCompanyUpdate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it("lists one country's bodies, and names a malformed country code", async () => {
      const { request, token } = t();
      const ghana = await request({ method: 'GET', url: '/api/verify/institute?country_code=gh', token });
      expect(ghana.status).toBe(200);
      const { data } = ZList.parse(ghana.body);
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((i) => i.country_code === 'GH')).toBe(true);
      const bad = await request({ method: 'GET', url: '/api/verify/institute?country_code=Nigeria', token });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ country_code: 'Choose a country' });
      const missing = await request({ method: 'GET', url: '/api/verify/institute', token });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toHaveProperty('country_code');
    });

    it('answers only signed-in users', async () => {
      const { request } = t();
      expect((await request({ method: 'GET', url: '/api/institutions/all' })).status).toBe(401);
      expect((await request({ method: 'GET', url: '/api/verify/institute?country_code=NG' })).status).toBe(401);
    });
  },
);

describeOnEachDatabase(
  "an organisation's own institution: GET /institutions/mine",
  (database) => createTestApp(database),
  (t) => {
    it('shows an organisation user and its staff their institution, unverified too, with its authorised person', async () => {
      const { request, database } = t();
      const organisation = await createOrganisation(database.db, { verification_status: 'unverified' });
      const owner = await createUser(database.db, {
        category: 'org',
        organisation_id: organisation.id,
        first_name: 'Funke',
        last_name: 'Alade',
      });
      await database.db
        .updateTable('organisations')
        .set({ created_by_user_id: owner.id })
        .where('id', '=', organisation.id)
        .execute();
      const staff = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });

      for (const user of [owner, staff]) {
        const response = await request({
          method: 'GET',
          url: '/api/institutions/mine',
          token: await signIn(t(), user),
        });
        expect(response.status).toBe(200);
        expect(response.body.data.institution).toMatchObject({ id: organisation.id, verifier_status: 'unverified' });
        expect(response.body.data.authorisedPerson).toEqual({
          firstName: 'Funke',
          lastName: 'Alade',
          email: owner.email,
        });
      }
    });

    it('refuses people who act for no organisation, and anonymous callers', async () => {
      const { request, database } = t();
      const person = await createUser(database.db);
      const refused = await request({ method: 'GET', url: '/api/institutions/mine', token: await signIn(t(), person) });
      expect(refused.status).toBe(403);
      expect((await request({ method: 'GET', url: '/api/institutions/mine' })).status).toBe(401);
    });
  },
);
