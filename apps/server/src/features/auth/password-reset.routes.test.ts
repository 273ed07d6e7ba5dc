import { expect, it } from 'vitest';
import { createAdmin, createUser } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

describeOnEachDatabase(
  'forgotten password',
  (database) => createTestApp(database),
  (t) => {
    it('e-mails a code, sets the new password with it, and ends every session', async () => {
      const { request, database, latestCode, mailTo } = t();
      const user = await createUser(database.db);
      const session = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });

      const asked = await request({ method: 'POST', url: '/api/forgotpassword', payload: { email: user.email } });
      expect(asked.status).toBe(200);
      const code = await latestCode(user.email);
      const weak = await request({
        method: 'POST',
        url: '/api/resetpassword',
        payload: { email: user.email, code, password: 'short' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.errors.password).toBe('Password must be at least 8 characters');

      const reset = await request({
        method: 'POST',
        url: '/api/resetpassword',
        payload: { email: user.email, code, password: 'brandnew99' },
      });
      expect(reset.status).toBe(200);
      expect((await request({ method: 'GET', url: '/api/user', token: session.body.token })).status).toBe(401);
      expect(
        (await request({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } }))
          .status,
      ).toBe(401);
      expect(
        (await request({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'brandnew99' } }))
          .status,
      ).toBe(200);
      expect((await mailTo(user.email)).map((m) => m.subject)).toContain('Your password was changed');
    });

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const { request, database, mailTo } = t();
      const user = await createUser(database.db);
      const known = await request({ method: 'POST', url: '/api/forgotpassword', payload: { email: user.email } });
      const unknown = await request({
        method: 'POST',
        url: '/api/forgotpassword',
        payload: { email: 'nobody@example.test' },
      });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(await mailTo('nobody@example.test')).toEqual([]);
    });

    it('keeps the admin reset for administrators', async () => {
      const { request, database, latestCode, mailTo } = t();
      const person = await createUser(database.db);
      await request({ method: 'POST', url: '/api/system/admin/forgotpassword', payload: { email: person.email } });
      expect(await mailTo(person.email)).toEqual([]);

      const admin = await createAdmin(database.db);
      await request({ method: 'POST', url: '/api/system/admin/forgotpassword', payload: { email: admin.email } });
      const code = await latestCode(admin.email);
      const reset = await request({
        method: 'POST',
        url: '/api/system/admin/resetpassword',
        payload: { email: admin.email, code, password: 'adminnew77' },
      });
      expect(reset.status).toBe(200);
      const login = await request({
        method: 'POST',
        url: '/api/system/admin/login',
        payload: { email: admin.email, password: 'adminnew77' },
      });
      expect(login.status).toBe(200);
    });
  },
);
