import { expect, it } from 'vitest';
import { CODE_NOT_ACCEPTED, OTP_MAX_ATTEMPTS } from '../features/auth/one-time-codes';
import { createOrganisation, createOrganisationUser, createUser } from '../testing/factories';
import { signIn } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { describeOnEachDatabase } from '../testing/test-database';

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email,
  password: 'victim-pass-1',
  category: 'indv',
  ...extra,
});

describeOnEachDatabase(
  'one-time codes and sign-ups under attack',
  (database) => createTestApp(database),
  (t) => {
    it('evaluates at most five guesses of a reset code, however many arrive at once (hole 3)', async () => {
      const { request, latestCode, database } = t();
      const user = await createUser(database.db);
      await request({ method: 'POST', url: '/api/forgotpassword', payload: { email: user.email } });
      const right = await latestCode(user.email);
      const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
      const reset = (code: string) =>
        request({
          method: 'POST',
          url: '/api/resetpassword',
          payload: { email: user.email, code, password: 'attacker-pass-9' },
        });

      const burst = await Promise.all([...Array.from({ length: 49 }, (_, i) => reset(wrong(i))), reset(right)]);
      expect(burst.filter((r) => r.status >= 500)).toEqual([]);
      const code = await database.db
        .selectFrom('one_time_codes')
        .select('attempts')
        .where('email', '=', user.email)
        .where('purpose', '=', 'reset')
        .executeTakeFirstOrThrow();
      expect(code.attempts).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
      // The right code arrived after 49 wrong ones: it is refused unless it was among the five tries taken.
      const accepted = burst.filter((r) => r.status === 200);
      expect(accepted.length).toBeLessThanOrEqual(1);
      if (accepted.length === 0) expect((await reset(right)).status).not.toBe(200);
    });

    it('does not let a second sign-up take over a pending one, nor its code confirm anything else (hole 4)', async () => {
      const { request, latestCode, database, clock } = t();
      const { organisation } = await createOrganisationUser(database.db);
      const victim = person('victim@example.test');
      expect((await request({ method: 'POST', url: '/api/signup', payload: victim })).status).toBe(201);
      const victimCode = await latestCode(victim.email);

      const takeover = await request({
        method: 'POST',
        url: '/api/signup',
        payload: person(victim.email, {
          password: 'attacker-pass-9',
          firstName: 'Mallory',
          referral: organisation.referral_code,
        }),
      });
      expect(takeover.status).toBe(409);
      expect(takeover.body.errors.email).toMatch(/waiting for its code/);

      expect(
        (await request({ method: 'POST', url: '/api/otp/verify', payload: { email: victim.email, code: victimCode } }))
          .status,
      ).toBe(200);
      const login = (password: string) =>
        request({ method: 'POST', url: '/api/login', payload: { email: victim.email, password } });
      expect((await login(victim.password)).status).toBe(200);
      expect((await login('attacker-pass-9')).status).toBe(401);
      const row = await database.db
        .selectFrom('users')
        .select(['first_name', 'referred_by_organisation_id'])
        .where('email', '=', victim.email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: 'Ada', referred_by_organisation_id: null });

      // Once a pending sign-up's code has expired it may be replaced, but no earlier code confirms the new one.
      const slow = person('slow-victim@example.test');
      await request({ method: 'POST', url: '/api/signup', payload: slow });
      const oldCode = await latestCode(slow.email);
      clock.advance(10 * 60 + 1);
      const replaced = await request({
        method: 'POST',
        url: '/api/signup',
        payload: person(slow.email, { password: 'attacker-pass-9' }),
      });
      expect(replaced.status).toBe(201);
      const stale = await request({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { email: slow.email, code: oldCode },
      });
      expect(stale).toMatchObject({ status: 400, body: { errors: { code: CODE_NOT_ACCEPTED } } });
    });

    it('lets the same person start a pending sign-up again, keeping the code already sent', async () => {
      const { request, latestCode } = t();
      const me = person('again@example.test');
      await request({ method: 'POST', url: '/api/signup', payload: me });
      const code = await latestCode(me.email);
      const again = await request({
        method: 'POST',
        url: '/api/signup',
        payload: { ...me, firstName: 'Adaeze' },
      });
      expect(again.status).toBe(201);
      const confirmed = await request({ method: 'POST', url: '/api/otp/verify', payload: { email: me.email, code } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.user.firstName).toBe('Adaeze');
    });

    it('answers code entry and code requests the same whether or not the account exists (hole 8)', async () => {
      const { request, database } = t();
      const user = await createUser(database.db);
      const unknown = 'nobody-at-all@example.test';
      await request({ method: 'POST', url: '/api/forgotpassword', payload: { email: user.email } });

      const wrongReset = (email: string) =>
        request({
          method: 'POST',
          url: '/api/resetpassword',
          payload: { email, code: '000000', password: 'another-pass-1' },
        });
      const [known, stranger] = [await wrongReset(user.email), await wrongReset(unknown)];
      expect({ status: known.status, body: known.body }).toEqual({ status: stranger.status, body: stranger.body });

      const pending = person('pending-probe@example.test');
      await request({ method: 'POST', url: '/api/signup', payload: pending });
      const wrongCode = (email: string) =>
        request({ method: 'POST', url: '/api/otp/verify', payload: { email, code: '000000' } });
      const [knownCode, strangerCode] = [await wrongCode(pending.email), await wrongCode(unknown)];
      expect(knownCode.body).toEqual(strangerCode.body);

      for (const purpose of ['signup', 'reset'] as const) {
        const resend = (email: string) =>
          request({ method: 'POST', url: '/api/otp/resend', payload: { email, purpose } });
        const knownEmail = purpose === 'signup' ? pending.email : user.email;
        const [a, b] = [await resend(knownEmail), await resend(unknown)];
        expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
      }
    });

    it('answers 409, never 500, to twenty sign-ups for one e-mail at once (hole 9)', async () => {
      const { request } = t();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          request({
            method: 'POST',
            url: '/api/signup',
            // From twenty addresses, as a botnet would: the per-address limit is not what answers here.
            remoteAddress: `198.51.100.${i + 1}`,
            payload: person('race@example.test', { password: `race-pass-${i}` }),
          }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 201)).toEqual(Array.from({ length: 19 }, () => 409));
    });

    it('answers 409, never 500, to twenty staff invitations for one address at once (hole 9)', async () => {
      const { request, database } = t();
      const { user } = await createOrganisationUser(database.db);
      const token = await signIn(t(), user);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          request({
            method: 'POST',
            url: '/api/staff/create',
            token,
            payload: { firstName: 'Sani', lastName: 'Bello', email: 'racing.staff@example.test' },
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(answers.find((r) => r.status === 409)?.body.errors.email).toBe(
        'An account with this e-mail already exists',
      );
    });

    it('answers a sign-up for an address with a pending staff invitation with a 409 that points to it (hole 5)', async () => {
      const { request, database } = t();
      const { user } = await createOrganisationUser(database.db);
      const token = await signIn(t(), user);
      const invited = 'invited.person@example.test';
      await request({
        method: 'POST',
        url: '/api/staff/create',
        token,
        payload: { firstName: 'Kemi', lastName: 'Ade', email: invited },
      });
      for (const category of ['indv', 'org']) {
        const response = await request({
          method: 'POST',
          url: '/api/signup',
          payload: person(invited, {
            category,
            companyName: 'Kemi Consulting',
            website: 'https://acme.example',
            domain: 'acme.example',
            categories: ['employment'],
          }),
        });
        expect(response.status).toBe(409);
        expect(response.body.errors.email).toMatch(/invited to join an organisation as staff/);
      }
      await createOrganisation(database.db);
    });
  },
);
