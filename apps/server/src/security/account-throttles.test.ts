import { expect, it } from 'vitest';
import { throttles } from '../lib/throttle';
import { createAdmin, createOrganisation, createOrganisationUser, createUser } from '../testing/factories';
import { signIn } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { describeOnEachDatabase } from '../testing/test-database';

/** A new address for every request, as a botnet or a forged header would give. */
let address = 0;
const freshAddress = () => `198.51.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

describeOnEachDatabase(
  'per-account limits that rotating addresses do not escape (hole 2)',
  (database) => createTestApp(database),
  (t) => {
    it('locks out password guessing against an administrator from 30 addresses, the right password included', async () => {
      const { request, database } = t();
      const admin = await createAdmin(database.db);
      const login = (password: string, headers: Record<string, string> = {}) =>
        request({
          method: 'POST',
          url: '/api/system/admin/login',
          remoteAddress: freshAddress(),
          headers: { 'x-forwarded-for': freshAddress(), ...headers },
          payload: { email: admin.email, password },
        });
      const answers = [];
      for (let i = 0; i < 30; i++) answers.push((await login(`wrong-pass-${i}`)).status);
      expect(answers.filter((s) => s === 401)).toHaveLength(throttles.signIn.free);
      expect(answers.filter((s) => s === 429)).toHaveLength(30 - throttles.signIn.free);

      const right = await login(admin.password);
      expect(right.status).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('slows password spraying: failed sign-ins to many accounts from one address, both portals', async () => {
      const { request, database, clock } = t();
      const sprayer = freshAddress();
      const victim = freshAddress();
      const bystander = await createUser(database.db);
      const attempt = async (i: number) => {
        const admin = i % 3 === 0;
        const account = admin ? await createAdmin(database.db) : await createUser(database.db);
        return request({
          method: 'POST',
          url: admin ? '/api/system/admin/login' : '/api/login',
          remoteAddress: sprayer,
          // A forged header names someone else's address: without TRUST_PROXY it is neither escaped to nor charged.
          headers: { 'x-forwarded-for': i % 2 ? victim : freshAddress() },
          payload: { email: account.email, password: `wrong-pass-${i}` },
        });
      };
      const free = throttles.signInFailuresPerAddress.free;
      for (let i = 0; i < free; i++) expect((await attempt(i)).status).toBe(401);
      const refused = await attempt(free);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many failed sign-ins from your network: try again in 15 minutes/);
      expect(Number(refused.headers['retry-after'])).toBe(throttles.signInFailuresPerAddress.baseSeconds);
      // Even the right password, from that address, waits: a sprayer learns nothing during the pause.
      const right = await request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: sprayer,
        payload: { email: bystander.email, password: bystander.password },
      });
      expect(right.status).toBe(429);
      // The address the header named signs in as usual.
      const fromVictim = await request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: victim,
        payload: { email: bystander.email, password: bystander.password },
      });
      expect(fromVictim.status).toBe(200);

      clock.advance(Number(refused.headers['retry-after']));
      expect((await attempt(free + 1)).status).toBe(401);
    });

    it('does not count successful sign-ins from one address (an office behind one router)', async () => {
      const { request, database } = t();
      const office = freshAddress();
      for (let i = 0; i < throttles.signInFailuresPerAddress.free + 5; i++) {
        const person = await createUser(database.db);
        const answer = await request({
          method: 'POST',
          url: '/api/login',
          remoteAddress: office,
          payload: { email: person.email, password: person.password },
        });
        expect(answer.status).toBe(200);
      }
    });

    it('backs off: each attempt after the free ones waits twice as long, and a success starts afresh', async () => {
      const { request, database, clock } = t();
      const user = await createUser(database.db);
      const login = (password: string) =>
        request({
          method: 'POST',
          url: '/api/login',
          remoteAddress: freshAddress(),
          payload: { email: user.email, password },
        });
      for (let i = 0; i < throttles.signIn.free; i++) expect((await login('wrong-pass-1')).status).toBe(401);
      const first = await login('wrong-pass-1');
      expect(first.status).toBe(429);
      clock.advance(Number(first.headers['retry-after']));
      expect((await login('wrong-pass-1')).status).toBe(401);
      const second = await login('wrong-pass-1');
      expect(Number(second.headers['retry-after'])).toBe(2 * Number(first.headers['retry-after']));
      clock.advance(Number(second.headers['retry-after']));
      expect((await login(user.password)).status).toBe(200);
      expect((await login('wrong-pass-1')).status).toBe(401);
    });

    it('limits codes entered for one e-mail from many addresses', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      await request({ method: 'POST', url: '/api/forgotpassword', payload: { email: user.email } });
      const statuses = [];
      for (let i = 0; i < throttles.codeEntry.free + 3; i++) {
        const response = await request({
          method: 'POST',
          url: '/api/resetpassword',
          remoteAddress: freshAddress(),
          payload: { email: user.email, code: String(100000 + i), password: 'another-pass-1' },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, throttles.codeEntry.free).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(throttles.codeEntry.free)).toEqual([429, 429, 429]);
    });

    it('slows code e-mails to one address however patiently they are asked for', async () => {
      const { request, database, clock, mailTo } = t();
      const user = await createUser(database.db);
      for (let i = 0; i < 10; i++) {
        const response = await request({
          method: 'POST',
          url: '/api/forgotpassword',
          remoteAddress: freshAddress(),
          payload: { email: user.email },
        });
        expect(response.status).toBe(200);
        clock.advance(61);
      }
      // Three in the first minutes, then one after a minute's wait, then after two more: not ten.
      expect((await mailTo(user.email)).length).toBeLessThanOrEqual(throttles.codeMail.free + 2);
    });
  },
);

describeOnEachDatabase(
  'staff invitations an organisation may send (hole 5)',
  (database) => createTestApp(database),
  (t) => {
    it('refuses invitations from an organisation no administrator has verified', async () => {
      const { request, database } = t();
      for (const status of ['unverified', 'suspended', 'rejected'] as const) {
        const organisation = await createOrganisation(database.db, { verification_status: status });
        const { user } = await createOrganisationUser(database.db, { organisation });
        const response = await request({
          method: 'POST',
          url: '/api/staff/create',
          token: await signIn(t(), user),
          payload: { firstName: 'Sani', lastName: 'Bello', email: `sani.${status}@example.test` },
        });
        expect(response.status).toBe(403);
        expect(response.body.message).toMatch(/verified by an administrator/);
      }
    });

    it('stops create-and-delete cycles from mailing one address over and over', async () => {
      const { request, database, mailTo } = t();
      const { user } = await createOrganisationUser(database.db);
      const token = await signIn(t(), user);
      const target = 'cycled.target@example.test';
      const statuses = [];
      for (let i = 0; i < 25; i++) {
        const created = await request({
          method: 'POST',
          url: '/api/staff/create',
          token,
          payload: { firstName: 'Sani', lastName: 'Bello', email: target },
        });
        statuses.push(created.status);
        if (created.status === 201) {
          await request({
            method: 'POST',
            url: '/api/staff/delete',
            token,
            payload: { staff_id: created.body.data.id },
          });
        }
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(throttles.invitationPerAddress.free);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25 - throttles.invitationPerAddress.free);
      expect(await mailTo(target)).toHaveLength(throttles.invitationPerAddress.free);
    });

    it('caps how many invitations one organisation sends', async () => {
      const { request, database } = t();
      const { user } = await createOrganisationUser(database.db);
      const token = await signIn(t(), user);
      const statuses = [];
      for (let i = 0; i < throttles.invitationPerOrganisation.free + 2; i++) {
        const created = await request({
          method: 'POST',
          url: '/api/staff/create',
          token,
          payload: { firstName: 'Sani', lastName: 'Bello', email: `many.${i}@example.test` },
        });
        statuses.push(created.status);
      }
      expect(statuses.slice(0, throttles.invitationPerOrganisation.free).every((s) => s === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  },
);
