import { expect, it } from 'vitest';
import { throttles } from '../../lib/throttle';
import { ZAuthResponse } from '@docverify/contract/auth/auth';
import { createAdmin, createOrganisationUser, createUser } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

describeOnEachDatabase(
  'sign-in, sessions and sign-out',
  (database) => createTestApp(database),
  (t) => {
    it('answers a login with token, user (with category) and data.user, and a session the token opens', async () => {
      const { request, database } = t();
      const { user, organisation } = await createOrganisationUser(database.db, { transcriptAccess: 'active' });
      const response = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email.toUpperCase(), password: user.password },
      });
      expect(response.status).toBe(200);
      const body = ZAuthResponse.parse(response.body);
      expect(body.user).toMatchObject({
        category: 'org',
        transcript_access: 'active',
        organisation: { id: organisation.id },
      });
      expect(body.data.user.id).toBe(user.id);
      const me = await request({ method: 'GET', url: '/api/user', token: body.token });
      expect(me.status).toBe(200);
      expect(me.body.data.user.email).toBe(user.email);
      // Answered from the session check's own read: the same user as the sign-in presented from the full row.
      expect(me.body).toEqual({ user: body.user, data: { user: body.user }, signIn: body.signIn });
      // The spec's client sends the token JSON-encoded, as it stores it.
      const quoted = await request({ method: 'GET', url: '/api/user', token: JSON.stringify(body.token) });
      expect(quoted.status).toBe(200);
    });

    it("shows the server's message for a wrong password or unknown e-mail, the same for both", async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const wrong = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'nope-nope1' },
      });
      const unknown = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'ghost@example.test', password: 'nope-nope1' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Incorrect e-mail or password' });
      expect(unknown.body).toEqual(wrong.body);
      const empty = await request({ method: 'POST', url: '/api/login', payload: { email: '', password: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ email: 'E-mail is required', password: 'Password is required' });
    });

    it('refuses a deactivated account, and ends its sessions', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const login = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      // Once signed in and seen (its signature now remembered), the token is still refused on the next call.
      expect((await request({ method: 'GET', url: '/api/user', token: login.body.token })).status).toBe(200);
      await database.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', user.id).execute();
      expect((await request({ method: 'GET', url: '/api/user', token: login.body.token })).status).toBe(401);
      const again = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      expect(again.status).toBe(403);
      expect(again.body.code).toBe('ACCOUNT_INACTIVE');
    });

    it('lets only administrators through the admin login', async () => {
      const { request, database } = t();
      const person = await createUser(database.db);
      const refused = await request({
        method: 'POST',
        url: '/api/system/admin/login',
        payload: { email: person.email, password: person.password },
      });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Incorrect e-mail or password');
      const admin = await createAdmin(database.db, '2');
      const ok = await request({
        method: 'POST',
        url: '/api/system/admin/login',
        payload: { email: admin.email, password: admin.password },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.user).toMatchObject({ is_system_admin: 1, system_admin_type: '2', category: null });
      // An administrator's password alone opens a session that can only give the second factor.
      expect(ok.body.signIn).toMatchObject({ stage: 'secondFactor', methods: ['passkey'], required: true });
      const me = await request({ method: 'GET', url: '/api/user', token: ok.body.token });
      expect(me.body.user).toEqual(ok.body.user);
      expect(me.body.signIn.stage).toBe('secondFactor');
    });

    it('revokes the session at logout; a tampered or missing token gets 401 on every protected call', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const { body } = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      const second = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      expect((await request({ method: 'POST', url: '/api/logout', token: body.token })).status).toBe(200);
      expect((await request({ method: 'GET', url: '/api/user', token: body.token })).status).toBe(401);
      // Other devices stay signed in.
      expect((await request({ method: 'GET', url: '/api/user', token: second.body.token })).status).toBe(200);

      const tampered = `${second.body.token.slice(0, -4)}AAAA`;
      for (const call of [
        { method: 'GET', url: '/api/user' },
        { method: 'POST', url: '/api/logout' },
      ] as const) {
        const missing = await request(call);
        expect(missing.status).toBe(401);
        expect(missing.body.code).toBe('UNAUTHENTICATED');
        expect((await request({ ...call, token: tampered })).status).toBe(401);
        expect((await request({ ...call, token: 'not-a-jwt' })).status).toBe(401);
      }
    });

    it('limits login attempts per account with 429 and Retry-After', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const statuses: number[] = [];
      let last;
      for (let i = 0; i <= throttles.signIn.free; i++) {
        last = await request({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: 'wrong-pass1' },
        });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, throttles.signIn.free).every((s) => s === 401)).toBe(true);
      expect(last!.status).toBe(429);
      expect(last!.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else signing in from the same address is not locked out.
      const other = await createUser(database.db);
      expect(
        (
          await request({
            method: 'POST',
            url: '/api/login',
            payload: { email: other.email, password: other.password },
          })
        ).status,
      ).toBe(200);
    });
  },
);
