import { expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { throttles } from '../../lib/throttle';
import { createUser, type CreatedUser } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const windowsChromeUpdated = windowsChrome.replace('124.0.0.0', '131.0.0.0');
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describeOnEachDatabase(
  'sign-in notices to the owner',
  (database) => createTestApp(database),
  (t) => {
    const signIn = (user: CreatedUser, userAgent: string, remoteAddress: string, password = user.password) =>
      t().request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
        headers: { 'user-agent': userAgent },
        remoteAddress,
      });

    const newDeviceMails = async (user: CreatedUser) =>
      (await t().mailTo(user.email)).filter((mail) => mail.subject.startsWith('New sign-in'));

    it('e-mails the owner on a sign-in from a browser and system not seen in 90 days, once', async () => {
      const { database, clock } = t();
      const user = await createUser(database.db);
      // The account's first sign-in has nothing to compare with: no notice.
      expect((await signIn(user, windowsChrome, '203.0.113.5')).status).toBe(200);
      expect((await signIn(user, windowsChromeUpdated, '203.0.113.6')).status).toBe(200);
      expect(await newDeviceMails(user)).toEqual([]);

      expect((await signIn(user, iphoneSafari, '198.51.100.23')).status).toBe(200);
      const [mail, ...more] = await newDeviceMails(user);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('New sign-in to your account: Safari on iOS');
      expect(mail!.text).toContain('Safari on iOS from the network 198.51.100.x');
      expect(mail!.text).not.toContain('198.51.100.23');
      expect(mail!.text).toContain('Reset your password at once');
      expect(mail!.text).toContain('/forgotpassword');
      expect(mail!.text).toContain('sign out everywhere else: http');
      expect(mail!.text).toContain(
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(clock.now()),
      );

      expect((await signIn(user, iphoneSafari, '198.51.100.99')).status).toBe(200);
      expect(await newDeviceMails(user)).toHaveLength(1);

      // Forgotten after 90 days without a sign-in from it.
      clock.advance(91 * 24 * 60 * 60);
      expect((await signIn(user, windowsChrome, '203.0.113.5')).status).toBe(200);
      expect((await newDeviceMails(user)).map((m) => m.subject)).toEqual([
        'New sign-in to your account: Chrome on Windows',
        'New sign-in to your account: Safari on iOS',
      ]);
    });

    it('tells the owner their password was used when the second factor is still to come', async () => {
      const { database, clock } = t();
      const earlier = new Date(clock.now().getTime() - 86_400_000).toISOString();
      const user = await createUser(database.db, { last_login_at: earlier, second_factor_enrolled_at: earlier });
      // A password tried from a phone, never finished: that phone does not become a known device.
      await database.db
        .insertInto('sessions')
        .values({
          id: newId(),
          user_id: user.id,
          created_at: earlier,
          expires_at: clock.now().toISOString(),
          revoked_at: null,
          user_agent: iphoneSafari,
          ip: null,
          stage: 'second_factor',
          second_factor_at: null,
        })
        .execute();
      expect((await signIn(user, iphoneSafari, '198.51.100.23')).status).toBe(200);
      const mails = await t().mailTo(user.email);
      const [mail] = mails.filter((m) => m.subject === 'Your password was used on a new device: Safari on iOS');
      expect(mail!.text).toContain('The sign-in still needs your second factor.');
      expect(mail!.text).toContain('Reset your password at once');
    });

    it('sends no notice for a failed sign-in from a new device', async () => {
      const { database } = t();
      const user = await createUser(database.db);
      expect((await signIn(user, windowsChrome, '203.0.113.5')).status).toBe(200);
      expect((await signIn(user, iphoneSafari, '198.51.100.23', 'wrong-pass1')).status).toBe(401);
      expect(await newDeviceMails(user)).toEqual([]);
    });

    it('audits and e-mails a burst of wrong passwords once, when the account throttle trips', async () => {
      const { database, clock, mailTo } = t();
      const user = await createUser(database.db);
      const bursts = async () => {
        await t().ctx.afterReply.settled();
        return database.db
          .selectFrom('audit_log')
          .selectAll()
          .where('entity_id', '=', user.id)
          .where('action', '=', 'user.sign_in_failures')
          .execute();
      };
      const burstMails = async () =>
        (await mailTo(user.email)).filter(
          (mail) => mail.subject === 'Several wrong passwords were tried for your account',
        );

      for (let attempt = 1; attempt < throttles.signIn.free; attempt++) {
        expect((await signIn(user, windowsChrome, '203.0.113.5', 'wrong-pass1')).status).toBe(401);
      }
      expect(await bursts()).toEqual([]);
      expect(await burstMails()).toEqual([]);

      expect((await signIn(user, windowsChrome, '203.0.113.5', 'wrong-pass1')).status).toBe(401);
      const [entry] = await bursts();
      expect(entry).toMatchObject({ actor_user_id: null, entity_type: 'user' });
      expect(JSON.parse(entry!.after_json!)).toEqual({ network: '203.0.113.x' });
      const [mail] = await burstMails();
      expect(mail!.text).toContain('the last from the network 203.0.113.x');
      expect(mail!.text).toContain('/forgotpassword');

      // The burst goes on (refused, then more wrong guesses once each wait is over): still one entry, one e-mail.
      expect((await signIn(user, windowsChrome, '203.0.113.5', 'wrong-pass1')).status).toBe(429);
      for (let attempt = 0; attempt < 3; attempt++) {
        clock.advance(60);
        expect((await signIn(user, iphoneSafari, '198.51.100.7', 'wrong-pass1')).status).toBe(401);
      }
      expect(await bursts()).toHaveLength(1);
      expect(await burstMails()).toHaveLength(1);
    });

    it('writes nothing for wrong passwords at an e-mail with no account', async () => {
      const { request, database, ctx } = t();
      const count = async () => {
        await ctx.afterReply.settled();
        const rows = await database.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'user.sign_in_failures')
          .execute();
        return rows.length;
      };
      const before = await count();
      for (let attempt = 0; attempt <= throttles.signIn.free; attempt++) {
        await request({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'nobody@example.test', password: 'x1x1x1x1' },
        });
      }
      expect(await count()).toBe(before);
    });
  },
);
