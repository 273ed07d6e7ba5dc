import { ZSignedInSessions } from '@docverify/contract/auth/sessions';
import { expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const linuxFirefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describeOnEachDatabase(
  "where you're signed in",
  (database) => createTestApp(database),
  (t) => {
    async function signInFrom(user: CreatedUser, userAgent: string, remoteAddress: string) {
      const response = await t().request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
        headers: { 'user-agent': userAgent },
        remoteAddress,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.token as string;
    }

    const list = async (token: string) => {
      const response = await t().request({ method: 'GET', url: '/api/user/sessions', token });
      expect(response.status).toBe(200);
      return ZSignedInSessions.parse(response.body).sessions;
    };

    const auditOf = (userId: string, action: string) =>
      t()
        .database.db.selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', userId)
        .where('action', '=', action)
        .execute();

    it('lists my live sessions with device, network prefix and this one marked, never the address', async () => {
      const { request, database, clock } = t();
      const user = await createUser(database.db);
      const laptop = await signInFrom(user, windowsChrome, '203.0.113.77');
      clock.advance(60);
      await signInFrom(user, iphoneSafari, '2001:db8:85a3::8a2e:370:7334');
      const ended = await signInFrom(user, linuxFirefox, '198.51.100.1');
      await request({ method: 'POST', url: '/api/logout', token: ended });
      const someoneElse = await createUser(database.db);
      await signInFrom(someoneElse, linuxFirefox, '198.51.100.2');

      const response = await request({ method: 'GET', url: '/api/user/sessions', token: laptop });
      expect(JSON.stringify(response.body)).not.toMatch(/203\.0\.113\.77|8a2e|7334/);
      const sessions = ZSignedInSessions.parse(response.body).sessions;
      expect(sessions.map(({ device, network, current }) => ({ device, network, current }))).toEqual([
        { device: 'Safari on iOS', network: '2001:db8:85a3::/48', current: false },
        { device: 'Chrome on Windows', network: '203.0.113.x', current: true },
      ]);
      expect(sessions[1]).toMatchObject({ browser: 'Chrome', os: 'Windows' });
      expect((await request({ method: 'GET', url: '/api/user/sessions' })).status).toBe(401);
    });

    it('marks a session where only the password was given, so its owner can see someone has the password', async () => {
      const { database } = t();
      const user = await createUser(database.db, { passkey: true });
      const mine = await signIn(t(), user);
      await signInFrom(user, linuxFirefox, '198.51.100.9');
      const sessions = await list(mine);
      expect(sessions.find((session) => session.current)?.awaitingSecondFactor).toBe(false);
      expect(sessions.find((session) => !session.current)?.awaitingSecondFactor).toBe(true);
    });

    it('marks a session seen on use, writing it at most once every 5 minutes', async () => {
      const { database, clock } = t();
      const user = await createUser(database.db);
      const token = await signInFrom(user, windowsChrome, '203.0.113.5');
      const lastSeen = async () =>
        (
          await database.db
            .selectFrom('sessions')
            .select('last_seen_at')
            .where('user_id', '=', user.id)
            .executeTakeFirstOrThrow()
        ).last_seen_at;
      expect(await lastSeen()).toBeNull();
      const signedInAt = clock.now().toISOString();
      expect((await list(token))[0]!.lastSeenAt).toBe(signedInAt);
      expect(await lastSeen()).toBe(signedInAt);
      clock.advance(4 * 60);
      await list(token);
      expect(await lastSeen()).toBe(signedInAt);
      clock.advance(2 * 60);
      const [session] = await list(token);
      expect(await lastSeen()).toBe(clock.now().toISOString());
      expect(session!.lastSeenAt).toBe(clock.now().toISOString());
    });

    it('signs out one of my other sessions, audited; that device is out and the id then answers 404', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const here = await signInFrom(user, windowsChrome, '203.0.113.5');
      const phone = await signInFrom(user, iphoneSafari, '198.51.100.9');
      const phoneSession = (await list(here)).find((session) => !session.current)!;

      const end = await request({ method: 'DELETE', url: `/api/user/sessions/${phoneSession.id}`, token: here });
      expect(end.status).toBe(200);
      expect((await request({ method: 'GET', url: '/api/user', token: phone })).status).toBe(401);
      expect((await list(here)).map((session) => session.device)).toEqual(['Chrome on Windows']);
      const [entry, ...more] = await auditOf(user.id, 'user.session_ended');
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ actor_user_id: user.id, entity_type: 'user' });
      expect(JSON.parse(entry!.after_json!)).toEqual({
        session: phoneSession.id,
        device: 'Safari on iOS',
        network: '198.51.100.x',
        current: false,
      });

      const again = await request({ method: 'DELETE', url: `/api/user/sessions/${phoneSession.id}`, token: here });
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('NOT_FOUND');
    });

    it("answers 404 for another person's session and leaves it signed in; a malformed id is a 400 naming it", async () => {
      const { request, database } = t();
      const me = await createUser(database.db);
      const them = await createUser(database.db);
      const mine = await signInFrom(me, windowsChrome, '203.0.113.5');
      const theirs = await signInFrom(them, iphoneSafari, '198.51.100.9');
      const [theirSession] = await list(theirs);

      const response = await request({ method: 'DELETE', url: `/api/user/sessions/${theirSession!.id}`, token: mine });
      expect(response.status).toBe(404);
      expect((await request({ method: 'GET', url: '/api/user', token: theirs })).status).toBe(200);
      expect(await auditOf(me.id, 'user.session_ended')).toEqual([]);

      const bad = await request({ method: 'DELETE', url: '/api/user/sessions/not-a-session', token: mine });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ sessionId: 'This is not a session id' });
    });

    it('signs me out of this device when I end this session', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const here = await signInFrom(user, windowsChrome, '203.0.113.5');
      const [current] = await list(here);
      expect((await request({ method: 'DELETE', url: `/api/user/sessions/${current!.id}`, token: here })).status).toBe(
        200,
      );
      expect((await request({ method: 'GET', url: '/api/user', token: here })).status).toBe(401);
    });

    it('signs out everywhere else, keeping this session, with one audit entry counting them', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const here = await signInFrom(user, windowsChrome, '203.0.113.5');
      const others = [
        await signInFrom(user, iphoneSafari, '198.51.100.9'),
        await signInFrom(user, linuxFirefox, '198.51.100.10'),
      ];
      const bystander = await createUser(database.db);
      const theirs = await signInFrom(bystander, linuxFirefox, '198.51.100.11');

      const response = await request({ method: 'POST', url: '/api/user/sessions/end-others', token: here });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Signed out of 2 other sessions', ended: 2 });
      for (const token of others) {
        expect((await request({ method: 'GET', url: '/api/user', token })).status).toBe(401);
      }
      expect((await request({ method: 'GET', url: '/api/user', token: here })).status).toBe(200);
      expect((await request({ method: 'GET', url: '/api/user', token: theirs })).status).toBe(200);
      const entries = await auditOf(user.id, 'user.other_sessions_ended');
      expect(entries.map((entry) => JSON.parse(entry.after_json!))).toEqual([{ ended: 2 }]);

      const none = await request({ method: 'POST', url: '/api/user/sessions/end-others', token: here });
      expect(none.body).toEqual({ message: 'You were not signed in anywhere else', ended: 0 });
      expect(await auditOf(user.id, 'user.other_sessions_ended')).toHaveLength(1);
    });
  },
);
