import { ZCurrentUserResponse } from '@docverify/contract/auth/user';
import { expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

describeOnEachDatabase(
  'profile',
  (database) => createTestApp(database),
  (t) => {
    async function signIn(email: string, password: string) {
      const login = await t().request({ method: 'POST', url: '/api/login', payload: { email, password } });
      return { status: login.status, token: login.body.token as string };
    }

    it('updates the name and phone, and answers the user as /user does', async () => {
      const { request, database, clock } = t();
      const user = await createUser(database.db, { phone: '+2348012345678' });
      const { token } = await signIn(user.email, user.password);
      clock.advance(60);
      const updated = await request({
        method: 'POST',
        url: '/api/user/update',
        token,
        payload: { firstName: '  Ngozi ', lastName: 'Adeyemi', phone: '' },
      });
      expect(updated.status).toBe(200);
      const body = ZCurrentUserResponse.parse(updated.body);
      expect(body.user).toMatchObject({ firstName: 'Ngozi', lastName: 'Adeyemi', phone: null, email: user.email });
      expect(body.user.updatedAt).toBe(clock.now().toISOString());
      expect(body.data.user).toEqual(body.user);
      const me = await request({ method: 'GET', url: '/api/user', token });
      expect(me.body.user).toEqual(body.user);

      const withPhone = await request({
        method: 'POST',
        url: '/api/user/update',
        token,
        payload: { firstName: 'Ngozi', lastName: 'Adeyemi', phone: '+234 801 234 5678' },
      });
      expect(withPhone.body.user.phone).toBe('+234 801 234 5678');
    });

    it('names the field of a bad profile update and changes nothing', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const { token } = await signIn(user.email, user.password);
      const bad = await request({
        method: 'POST',
        url: '/api/user/update',
        token,
        payload: { firstName: ' ', lastName: 'x'.repeat(81), phone: 'call me' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION');
      expect(bad.body.errors).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name must be at most 80 characters',
        phone: expect.any(String),
      });
      const row = await database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ first_name: 'Test', last_name: 'User', updated_at: null });
    });

    it('changes the password with the current one, keeps this session and ends the others', async () => {
      const { request, database, mailTo } = t();
      const user = await createUser(database.db);
      const here = await signIn(user.email, user.password);
      const elsewhere = await signIn(user.email, user.password);

      const wrong = await request({
        method: 'POST',
        url: '/api/user/password',
        token: here.token,
        payload: { currentPassword: 'not-it-1', newPassword: 'BrandNew99' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ currentPassword: 'Current password is wrong' });
      const weak = await request({
        method: 'POST',
        url: '/api/user/password',
        token: here.token,
        payload: { currentPassword: user.password, newPassword: 'short' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.errors).toEqual({ newPassword: 'Password must be at least 8 characters' });

      const changed = await request({
        method: 'POST',
        url: '/api/user/password',
        token: here.token,
        payload: { currentPassword: user.password, newPassword: 'BrandNew99' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ message: 'Password changed' });
      expect((await request({ method: 'GET', url: '/api/user', token: here.token })).status).toBe(200);
      expect((await request({ method: 'GET', url: '/api/user', token: elsewhere.token })).status).toBe(401);
      expect((await signIn(user.email, user.password)).status).toBe(401);
      expect((await signIn(user.email, 'BrandNew99')).status).toBe(200);
      const row = await database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash.startsWith('scrypt$10$')).toBe(true);
      expect((await mailTo(user.email)).map((m) => m.subject)).toContain('Your password was changed');
    });

    it('limits password-change attempts like logins', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const { token } = await signIn(user.email, user.password);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const attempt = await request({
          method: 'POST',
          url: '/api/user/password',
          token,
          payload: { currentPassword: `guess-${i}x`, newPassword: 'BrandNew99' },
        });
        statuses.push(attempt.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('answers 401 without a token', async () => {
      const { request } = t();
      for (const url of ['/api/user/update', '/api/user/password']) {
        const refused = await request({ method: 'POST', url, payload: {} });
        expect(refused.status, url).toBe(401);
        expect(refused.body.code).toBe('UNAUTHENTICATED');
      }
    });
  },
);
