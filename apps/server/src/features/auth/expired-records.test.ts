import { expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createUser } from '../../testing/factories';
import { createTestClock } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { deleteExpiredRecords } from './expired-records';

describeOnEachDatabase(
  'deleting expired sessions and codes',
  async () => ({}),
  (get) => {
    it('deletes codes expired more than a week ago and sessions more than 90 days ago, in batches, and keeps the rest', async () => {
      const { db } = get().database;
      const clock = createTestClock(new Date('2026-11-25T12:00:00Z'));
      const user = await createUser(db);
      const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000).toISOString();
      const session = (expires: string) => ({
        id: newId(),
        user_id: user.id,
        created_at: daysAgo(120),
        expires_at: expires,
        revoked_at: null,
        user_agent: null,
        ip: null,
      });
      const old = Array.from({ length: 2500 }, () => session(daysAgo(91)));
      const recent = [session(daysAgo(89)), session(daysAgo(8)), session(daysAgo(-1))];
      for (let i = 0; i < old.length; i += 500)
        await db
          .insertInto('sessions')
          .values(old.slice(i, i + 500))
          .execute();
      await db.insertInto('sessions').values(recent).execute();
      const code = (expires: string) => ({
        id: newId(),
        email: user.email,
        purpose: 'signup' as const,
        code_hash: 'x',
        attempts: 0,
        expires_at: expires,
        consumed_at: null,
        created_at: daysAgo(30),
      });
      await db
        .insertInto('one_time_codes')
        .values([code(daysAgo(10)), code(daysAgo(1))])
        .execute();

      const challenge = (expires: string) => ({
        id: newId(),
        challenge: 'c',
        purpose: 'authenticate' as const,
        user_id: null,
        session_id: null,
        created_at: daysAgo(9),
        expires_at: expires,
      });
      await db
        .insertInto('webauthn_challenges')
        .values([challenge(daysAgo(8)), challenge(daysAgo(-1))])
        .execute();

      expect(await deleteExpiredRecords(db, clock)).toEqual({ sessions: 2500, codes: 1, challenges: 1 });
      const left = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      expect(left.map((row) => row.id).sort()).toEqual(recent.map((row) => row.id).sort());
      expect(await deleteExpiredRecords(db, clock)).toEqual({ sessions: 0, codes: 0, challenges: 0 });
    });
  },
);
