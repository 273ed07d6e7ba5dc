import type { FastifyInstance } from 'fastify';
import type { Config } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { createOrganisation, createUser } from '../../apps/server/src/testing/factories';

/** What the auth bench drives: a referral code to look up, a signed-in token, and an account to sign in to. */
export type AuthFixtures = { referralCode: string; token: string; loginEmail: string; password: string };

export async function createAuthFixtures(app: FastifyInstance, db: Db, config: Config): Promise<AuthFixtures> {
  const organisation = await createOrganisation(db);
  const password = 'bench-pass-1';
  // Many users, so the session and user lookups run against an index, not a tiny table.
  const users = [];
  for (let i = 0; i < 2000; i++) users.push(await createUser(db, { password }));
  const loginUser = await createUser(db, { password });
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password, config.scryptCost) })
    .where('id', '=', loginUser.id)
    .execute();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: users[0]!.email, password } });
  const token = (login.json() as { token: string }).token;
  return { referralCode: organisation.referral_code, token, loginEmail: loginUser.email, password };
}
