import { randomUUID } from 'node:crypto';
import { allOperations } from '@docverify/contract/all-operations';
import { operationKey, type TSignInStep } from '@docverify/contract/operation';
import { expect, it } from 'vitest';
import { createAdmin, createOrganisationUser, createUser, givePasskey } from '../../testing/factories';
import { giveTestPasskey, signIn, signInAdmin } from '../../testing/sign-in';
import { passkeyAssertion, passkeyRegistration, softwarePasskey } from '../../testing/software-passkey';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { passkeyOrigins } from './passkeys';
import { totpCode } from './totp';

const login =
  (url = '/api/login') =>
  (user: { email: string; password: string }) => ({
    method: 'POST' as const,
    url,
    payload: { email: user.email, password: user.password },
  });

describeOnEachDatabase(
  'second factors: enrolment, signing in, step-up, recovery and reset',
  (database) => createTestApp(database),
  (t) => {
    const origin = () => passkeyOrigins(t().ctx.config)[0]!;

    /** Sets up an authenticator app through the routes, as the enrolment screen does; answers its secret and codes. */
    async function enrolTotp(token: string) {
      const { request, clock } = t();
      const started = await request({ method: 'POST', url: '/api/auth/factors/totp', token });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const { factorId, secret, uri } = started.body.data;
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      const confirmed = await request({
        method: 'POST',
        url: '/api/auth/factors/totp/confirm',
        token,
        payload: { factorId, code: totpCode(secret, clock.now()), label: 'My phone' },
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      return {
        secret: secret as string,
        recoveryCodes: confirmed.body.data.recoveryCodes as string[] | null,
        confirmed,
      };
    }

    it('takes an organisation account without a second factor to enrolment, and nowhere else, until it has one', async () => {
      const { request, database, mailTo } = t();
      const { user } = await createOrganisationUser(database.db);
      await database.db.deleteFrom('user_factors').where('user_id', '=', user.id).execute();
      await database.db
        .updateTable('users')
        .set({ second_factor_enrolled_at: null })
        .where('id', '=', user.id)
        .execute();
      const signedIn = await request(login()(user));
      expect(signedIn.body.signIn).toMatchObject({ stage: 'enrolment', required: true, methods: [] });
      const token = signedIn.body.token as string;
      const elsewhere = await request({ method: 'POST', url: '/api/get/verifier/document', token, payload: {} });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.code).toBe('ENROLMENT_REQUIRED');
      expect((await request({ method: 'GET', url: '/api/user', token })).status).toBe(200);
      expect((await request({ method: 'GET', url: '/api/auth/factors', token })).status).toBe(200);

      const { recoveryCodes, confirmed } = await enrolTotp(token);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect(confirmed.body.data.signIn).toMatchObject({ stage: 'complete', methods: ['totp', 'recovery'] });
      const now = await request({ method: 'POST', url: '/api/get/verifier/document', token, payload: {} });
      expect(now.status).toBe(200);
      // Stored hashed, never as shown.
      const stored = await database.db
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('user_id', '=', user.id)
        .execute();
      expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes![0]);
      const mail = await mailTo(user.email);
      expect(mail.some((message) => message.subject === 'A change to how you sign in')).toBe(true);
      const trail = await database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', user.id)
        .execute();
      expect(trail.map((row) => row.action)).toContain('account.factor_added');
    });

    it('stops a password without the second factor: nothing opens, a wrong code is refused and the owner is told', async () => {
      const { request, database, mailTo } = t();
      const { user } = await createOrganisationUser(database.db, { category: 'staff' });
      const signedIn = await request(login()(user));
      expect(signedIn.body.signIn).toMatchObject({ stage: 'secondFactor', methods: ['passkey'] });
      const token = signedIn.body.token as string;
      const decide = await request({ method: 'POST', url: '/api/verifier/verify/document', token, payload: {} });
      expect(decide.status).toBe(403);
      expect(decide.body.code).toBe('SECOND_FACTOR_REQUIRED');
      expect((await request({ method: 'GET', url: '/api/user', token })).body.user.lastLoginAt).toBeNull();
      const wrong = await request({
        method: 'POST',
        url: '/api/auth/second-factor',
        token,
        payload: { method: 'recovery', code: 'aaaaa-bbbbb' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toHaveProperty('code');
      const mail = await mailTo(user.email);
      expect(mail.map((message) => message.subject)).toContain(
        'Someone entered your password but not your second factor',
      );
      expect((await request({ method: 'POST', url: '/api/get/verifier/document', token, payload: {} })).status).toBe(
        403,
      );
    });

    it('accepts an authenticator code once: the same code a second time is refused', async () => {
      const { request, database, clock } = t();
      const user = await createUser(database.db, { category: 'indv' });
      const first = await signIn(t(), user);
      const { secret } = await enrolTotp(first);
      clock.advance(31);
      const pending = (await request(login()(user))).body;
      expect(pending.signIn.stage).toBe('secondFactor');
      const code = totpCode(secret, clock.now());
      const give = (token: string) =>
        request({ method: 'POST', url: '/api/auth/second-factor', token, payload: { method: 'totp', code } });
      const [once, twice] = await Promise.all([give(pending.token), give((await request(login()(user))).body.token)]);
      expect([once.status, twice.status].sort()).toEqual([200, 400]);
    });

    it('lets each recovery code in once, and records and mails its use', async () => {
      const { request, database, mailTo } = t();
      const user = await createUser(database.db, { category: 'agent' });
      const { recoveryCodes } = await enrolTotp(await signIn(t(), user));
      const code = recoveryCodes![3]!.toUpperCase().replace('-', ' ');
      const give = async () => {
        const { token } = (await request(login()(user))).body;
        return request({
          method: 'POST',
          url: '/api/auth/second-factor',
          token,
          payload: { method: 'recovery', code },
        });
      };
      const used = await give();
      expect(used.status, JSON.stringify(used.body)).toBe(200);
      expect(used.body.data.recoveryCodesLeft).toBe(9);
      expect((await give()).status).toBe(400);
      const trail = await database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', user.id)
        .execute();
      expect(trail.map((row) => row.action)).toContain('account.recovery_code_used');
      expect((await mailTo(user.email)).some((message) => message.text.includes('9 are left'))).toBe(true);
    });

    it('asks again before a decision once five minutes have passed, and not again for five minutes after', async () => {
      const { request, database, clock } = t();
      const { user } = await createOrganisationUser(database.db, { category: 'staff' });
      const token = await signIn(t(), user);
      const decide = () => request({ method: 'POST', url: '/api/verifier/verify/document', token, payload: {} });
      // Past the guards, an empty decision is refused for what it lacks (415: it must be a form), not for who asks.
      expect((await decide()).status).toBe(415);
      clock.advance(5 * 60 + 1);
      const asked = await decide();
      expect(asked.status).toBe(403);
      expect(asked.body.code).toBe('STEP_UP_REQUIRED');
      await giveTestPasskey(t(), token, user);
      expect((await request({ method: 'GET', url: '/api/user', token })).body.signIn.stepUpUntil).not.toBeNull();
      clock.advance(4 * 60);
      expect((await decide()).status).toBe(415);
    });

    it('signs in with a passkey alone, once per challenge, and only at an address that can hold one', async () => {
      const { request, database } = t();
      const admin = await createAdmin(database.db, '2');
      const options = await request({
        method: 'POST',
        url: '/api/auth/passkey/options',
        headers: { origin: origin() },
      });
      expect(options.status).toBe(200);
      const { challengeId, options: challenge } = options.body.data;
      const answer = passkeyAssertion(softwarePasskey(admin.email, admin.id), challenge, origin());
      const signedIn = await request({
        method: 'POST',
        url: '/api/auth/passkey/sign-in',
        payload: { challengeId, response: answer },
      });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(signedIn.body.signIn).toMatchObject({ stage: 'complete' });
      expect(signedIn.body.signIn.stepUpUntil).not.toBeNull();
      const me = await request({ method: 'GET', url: '/api/system/admin/dashboard', token: signedIn.body.token });
      expect(me.status).not.toBe(403);
      const replayed = await request({
        method: 'POST',
        url: '/api/auth/passkey/sign-in',
        payload: { challengeId, response: answer },
      });
      expect(replayed.status).toBe(400);
      const atAnIp = await request({
        method: 'POST',
        url: '/api/auth/passkey/options',
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect(atAnIp.status).toBe(409);
      expect(atAnIp.body.message).toContain('Passkeys work only at');
      // A passkey nobody registered, or signed by the wrong key, signs nobody in.
      const again = (await request({ method: 'POST', url: '/api/auth/passkey/options', headers: { origin: origin() } }))
        .body.data;
      const stranger = passkeyAssertion(softwarePasskey('stranger@example.test', 'x'), again.options, origin());
      const refused = await request({
        method: 'POST',
        url: '/api/auth/passkey/sign-in',
        payload: { challengeId: again.challengeId, response: stranger },
      });
      expect(refused.status).toBe(401);
    });

    it('adds a passkey through the browser ceremony, refuses it twice, and keeps the last factor of a body account', async () => {
      const { request, database } = t();
      const { user } = await createOrganisationUser(database.db);
      const token = await signIn(t(), user);
      const other = softwarePasskey(`${user.email}.laptop`, user.id);
      const add = async () => {
        const options = await request({
          method: 'POST',
          url: '/api/auth/factors/passkey/options',
          token,
          headers: { origin: origin() },
        });
        expect(options.status).toBe(200);
        const { challengeId, options: challenge } = options.body.data;
        return request({
          method: 'POST',
          url: '/api/auth/factors/passkey',
          token,
          payload: { challengeId, label: 'Laptop', response: passkeyRegistration(other, challenge, origin()) },
        });
      };
      const added = await add();
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.data.recoveryCodes).toBeNull();
      expect((await add()).status).toBe(409);
      const list = await request({ method: 'GET', url: '/api/auth/factors', token });
      expect(list.body.data.factors.map((factor: { label: string }) => factor.label)).toEqual([
        'Test passkey',
        'Laptop',
      ]);
      const [first, second] = list.body.data.factors as { id: string }[];
      const remove = (id: string) => request({ method: 'POST', url: `/api/auth/factors/${id}/remove`, token });
      expect((await remove(first!.id)).status).toBe(200);
      const last = await remove(second!.id);
      expect(last.status).toBe(409);
      expect(last.body.message).toContain('must keep a second factor');
      // Another account's factor is not found, not removed.
      const stranger = await createOrganisationUser(database.db);
      const theirs = await database.db
        .selectFrom('user_factors')
        .select('id')
        .where('user_id', '=', stranger.user.id)
        .executeTakeFirstOrThrow();
      expect((await remove(theirs.id)).status).toBe(404);
    });

    it('lets an administrator reset a lost second factor: audited, the owner e-mailed, signed out, enrolling again', async () => {
      const { request, database, mailTo } = t();
      const { user } = await createOrganisationUser(database.db, { category: 'staff' });
      const theirToken = await signIn(t(), user);
      const admin = await createAdmin(database.db, '2');
      const adminToken = await signInAdmin(t(), admin);
      const reset = await request({
        method: 'POST',
        url: `/api/system/admin/users/${user.id}/second-factor/reset`,
        token: adminToken,
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      expect((await request({ method: 'GET', url: '/api/user', token: theirToken })).status).toBe(401);
      expect((await mailTo(user.email)).map((message) => message.subject)).toContain(
        'Your second factor was reset by an administrator',
      );
      const entry = await database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'account.second_factor_reset')
        .where('entity_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(entry.actor_user_id).toBe(admin.id);
      expect((await request(login()(user))).body.signIn.stage).toBe('enrolment');
      // Only a super administrator resets an administrator's.
      const otherAdmin = await createAdmin(database.db, '2');
      const refused = await request({
        method: 'POST',
        url: `/api/system/admin/users/${otherAdmin.id}/second-factor/reset`,
        token: adminToken,
      });
      expect(refused.status).toBe(403);
    });

    it('keeps individuals free to go without a second factor, and to add one', async () => {
      const { request, database } = t();
      const user = await createUser(database.db, { category: 'indv' });
      const signedIn = await request(login()(user));
      expect(signedIn.body.signIn).toMatchObject({ stage: 'complete', required: false, methods: [] });
      await givePasskey(database.db, user);
      expect((await request(login()(user))).body.signIn.stage).toBe('secondFactor');
    });
  },
);

describeOnEachDatabase(
  'a session that has not finished signing in reaches only the steps of signing in',
  (database) => createTestApp(database),
  (t) => {
    it('answers every other operation 403 with the step to take, for administrators, bodies and staff alike', async () => {
      const { request, database } = t();
      const organisation = (await createOrganisationUser(database.db)).organisation;
      const unenrolled = [
        await createAdmin(database.db, '1', { passkey: false }),
        (await createOrganisationUser(database.db, { organisation, passkey: false })).user,
        (await createOrganisationUser(database.db, { organisation, category: 'staff', passkey: false })).user,
      ];
      const enrolled = (await createOrganisationUser(database.db, { organisation, category: 'staff' })).user;
      const sessions: { who: string; token: string; step: TSignInStep }[] = [];
      for (const user of unenrolled) {
        const url = user.is_system_admin ? '/api/system/admin/login' : '/api/login';
        sessions.push({ who: user.email, token: (await request(login(url)(user))).body.token, step: 'enrolment' });
      }
      sessions.push({
        who: enrolled.email,
        token: (await request(login()(enrolled))).body.token,
        step: 'secondFactor',
      });
      const code = { enrolment: 'ENROLMENT_REQUIRED', secondFactor: 'SECOND_FACTOR_REQUIRED' } as const;

      const wrong: string[] = [];
      for (const operation of allOperations) {
        // Signing out is a step of signing in too, and would end the sessions the sweep uses: it is tried in the login tests.
        if (operation.access === 'public' || operationKey(operation) === 'POST /api/logout') continue;
        for (const { who, token, step } of sessions) {
          const url = operation.path.replace(/\{[^}]+\}/g, () => randomUUID());
          const response = await request({ method: operation.method, url, token });
          const allowed = operation.duringSignIn?.includes(step) ?? false;
          const refused = response.status === 403 && response.body.code === code[step];
          if (allowed === refused) wrong.push(`${operationKey(operation)} × ${who} (${step}): ${response.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  },
);
