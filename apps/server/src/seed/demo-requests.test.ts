import { expect, it } from 'vitest';
import { createOrganisationUser, createUser, FACTORY_PASSWORD } from '../testing/factories';
import { createTestApp } from '../testing/test-app';
import { describeOnEachDatabase } from '../testing/test-database';
import { seedDemoRequests } from './demo-requests';

describeOnEachDatabase(
  'the demo requests',
  (database) => createTestApp(database),
  (t) => {
    it('leave a request in every state, made through the API, with a verified one a stranger can open', async () => {
      const { db } = t().database;
      // As the demo makes it: without a second factor, which the seed sets up for the session it acts in.
      const { user: verifier, organisation } = await createOrganisationUser(db, { passkey: false });
      const requester = await createUser(db, { first_name: 'Ife', last_name: 'Adeyemi' });
      const account = (user: { email: string }) => ({ email: user.email, password: FACTORY_PASSWORD });

      const seeded = await seedDemoRequests(
        t().app,
        { requester: account(requester), verifier: account(verifier) },
        { id: organisation.id, name: organisation.name, city: organisation.city ?? 'Lagos' },
      );

      const rows = await db
        .selectFrom('documents')
        .select(['application_id', 'status'])
        .where('uploaded_by_user_id', '=', requester.id)
        .execute();
      const statusOf = (state: string) => {
        const request = seeded.requests.find((r) => r.state === state)!;
        return rows.find((row) => row.application_id === request.applicationId)?.status;
      };
      expect(rows).toHaveLength(7);
      expect(statusOf('waiting for payment')).toBe('awaiting_payment');
      expect(statusOf('paid, waiting for review')).toBe('submitted');
      expect(statusOf('in review')).toBe('pending');
      expect(statusOf('queried')).toBe('queried');
      expect(statusOf('query answered')).toBe('pending');
      expect(statusOf('verified, with a share link')).toBe('verified');
      expect(statusOf('cancelled and refunded')).toBe('archived');

      const opened = await t().request({ method: 'GET', url: `/api/viewer/${seeded.viewerCode}` });
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({ status: 'verified' });
    });
  },
);
