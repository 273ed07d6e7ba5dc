import { ZCatalogue } from '@docverify/contract/reference/catalogue';
import { expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

describeOnEachDatabase(
  'the catalogue: GET /reference/catalogue',
  (database) => createTestApp(database),
  (t) => {
    it('lists the four categories with their types in order, and the countries', async () => {
      const app = t();
      const token = await signIn(app, await createUser(app.database.db));
      const response = await app.request({ method: 'GET', url: '/api/reference/catalogue', token });
      expect(response.status).toBe(200);
      const { data } = ZCatalogue.parse(response.body);
      expect(data.categories.map((c) => c.id)).toEqual(['educ', 'prof', 'finance', 'employment']);
      expect(data.categories[0]!.types.map((type) => type.name)).toEqual([
        'ND',
        'HND',
        "Bachelor's",
        "Master's",
        'Doctorate',
        'Transcript',
      ]);
      expect(data.categories[2]).toMatchObject({
        tag: 'Financial',
        types: [{ id: 'finance-bank-statement', name: 'Bank Statement' }],
      });
      expect(data.countries).toContainEqual({ code: 'NG', name: 'Nigeria', currency: 'NGN' });
      expect((await app.request({ method: 'GET', url: '/api/reference/catalogue' })).status).toBe(401);
    });
  },
);
