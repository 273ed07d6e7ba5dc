import { expect, it } from 'vitest';
import { createAdminInvitation, createUser } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const form = (invitation: string) => ({ invitation, firstName: 'Grace', lastName: 'Hopper', password: 'admin1234' });

describeOnEachDatabase(
  'administrator sign-up by invitation',
  (database) => createTestApp(database),
  (t) => {
    it('refuses a sign-up without a valid invitation', async () => {
      const { request } = t();
      const none = await request({
        method: 'POST',
        url: '/api/system/admin/signup',
        payload: { firstName: 'X', lastName: 'Y', password: 'admin1234' },
      });
      expect(none.status).toBe(400);
      expect(none.body.errors.invitation).toBe('Invitation is required');
      const forged = await request({ method: 'POST', url: '/api/system/admin/signup', payload: form('x'.repeat(43)) });
      expect(forged.status).toBe(400);
      expect(forged.body.errors.invitation).toBe('This invitation is not valid or has expired');
    });

    it('creates the invited administrator, confirms the code at the admin step, and cannot be reused', async () => {
      const { request, database, ctx, latestCode } = t();
      const { token, email } = await createAdminInvitation(database.db, ctx.secrets, { adminType: '2' });
      const seen = await request({ method: 'GET', url: `/api/system/admin/invitation/${token}` });
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({ email, adminType: '2' });

      const created = await request({ method: 'POST', url: '/api/system/admin/signup', payload: form(token) });
      expect(created.status).toBe(201);
      expect(created.body.data.user).toMatchObject({ email, is_system_admin: 1, system_admin_type: '2' });

      const code = await latestCode(email);
      const verified = await request({ method: 'POST', url: '/api/system/admin/otp/verify', payload: { email, code } });
      expect(verified.status).toBe(200);
      expect(verified.body.user.system_admin_type).toBe('2');

      expect((await request({ method: 'POST', url: '/api/system/admin/signup', payload: form(token) })).status).toBe(
        400,
      );
      expect((await request({ method: 'GET', url: `/api/system/admin/invitation/${token}` })).status).toBe(404);
    });

    it('refuses an expired invitation and an ordinary user at the admin code step', async () => {
      const { request, database, ctx, latestCode } = t();
      const expired = await createAdminInvitation(database.db, ctx.secrets, {
        // Expired by the server's clock (the test's), not the wall clock, which runs on meanwhile.
        expiresAt: new Date(ctx.clock.now().getTime() - 1000).toISOString(),
      });
      expect(
        (await request({ method: 'POST', url: '/api/system/admin/signup', payload: form(expired.token) })).status,
      ).toBe(400);

      const person = await createUser(database.db, { email_verified_at: null });
      await request({ method: 'POST', url: '/api/otp/resend', payload: { email: person.email } });
      const code = await latestCode(person.email);
      const refused = await request({
        method: 'POST',
        url: '/api/system/admin/otp/verify',
        payload: { email: person.email, code },
      });
      expect(refused.status).toBe(400);
    });
  },
);
