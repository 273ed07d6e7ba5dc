import { sql } from 'kysely';
import type { Secrets } from '../../apps/server/src/context';
import type { Db } from '../../apps/server/src/db/database';
import { insertSession } from '../../apps/server/src/features/auth/sessions.repository';
import { SESSION_SECONDS, signSessionToken } from '../../apps/server/src/features/auth/tokens';
import { newId } from '../../apps/server/src/lib/ids';
import { createAdmin } from '../../apps/server/src/testing/factories';

/** A verifying body whose staff work its queue in the mixed traffic, with the requests waiting at each step. */
export type Body = {
  id: string;
  name: string;
  countryCode: string;
  /** A staff member's session (or the body's account when it has no staff). */
  token: string;
  /** Paid requests not yet started (submitted): what "Start review" takes. */
  submitted: string[];
  /** Requests under review (pending): what a decision takes. */
  pending: string[];
};

export type Population = {
  /** Sessions of distinct signed-in people (individuals), each opening their own lists and dashboard. */
  people: string[];
  bodies: Body[];
  /** Sessions of the bodies' accounts, opening their dashboards. */
  bodyAccounts: string[];
  administrators: string[];
  /** Terms an administrator searches for: people's last names and application ids seen in the database. */
  terms: string[];
};

export type PopulationSize = { people: number; bodies: number; administrators: number };

/**
 * A session for each of `userIds`, as a sign-in makes one (its row and the token naming it), without checking a
 * password: a sign-in's password hash is slow on purpose (~0.3 s a person here), and the traffic measured is what
 * signed-in people do afterwards.
 */
async function sessionsOf(db: Db, secrets: Secrets, userIds: string[]): Promise<string[]> {
  const now = new Date();
  const tokens: string[] = [];
  for (const userId of userIds) {
    const sessionId = newId();
    await insertSession(db, {
      id: sessionId,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_SECONDS * 1000).toISOString(),
      user_agent: 'bench/mixed-traffic',
      ip: null,
      // As a passkey sign-in leaves it: signed in, its step-up window open for the run's decisions and refunds.
      stage: 'complete',
      second_factor_at: now.toISOString(),
    });
    tokens.push(await signSessionToken(secrets, { userId, sessionId }, now));
  }
  return tokens;
}

/** The requests of `body` in `status`, newest first: its queue as the bench will work it. */
async function waiting(db: Db, organisationId: string, status: 'submitted' | 'pending', limit: number) {
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('organisation_id', '=', organisationId)
    // Not through the status index (SQLite would sort every request of that status): the body's own rows.
    .where(sql<string>`status || ''`, '=', status)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Who the mixed traffic signs in as, read from a database `npm run seed:scale` filled: seeded individuals (ids are
 * random, so the first by id are a random sample), one staff member of each of several verified bodies that
 * have requests waiting, those bodies' accounts, and administrators made for the run. Setup only.
 */
export async function mixedPopulation(db: Db, secrets: Secrets, size: PopulationSize): Promise<Population> {
  const people = await db
    .selectFrom('users')
    .select('id')
    .where('category', '=', 'indv')
    .where('email', 'like', '%@example.com')
    .orderBy('id')
    .limit(size.people)
    .execute();
  const staff = await db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select(['users.id as userId', 'organisations.id', 'organisations.name', 'organisations.country_code'])
    .where('users.category', '=', 'staff')
    .where('users.status', '=', 'active')
    .where('organisations.verification_status', '=', 'verified')
    .orderBy('users.id')
    .limit(size.bodies * 20)
    .execute();
  const chosen = new Map<string, (typeof staff)[number]>();
  for (const row of staff) if (!chosen.has(row.id) && chosen.size < size.bodies) chosen.set(row.id, row);

  const bodies: Body[] = [];
  for (const row of chosen.values()) {
    const submitted = await waiting(db, row.id, 'submitted', 400);
    const pending = await waiting(db, row.id, 'pending', 400);
    if (submitted.length + pending.length === 0) continue;
    const [token] = await sessionsOf(db, secrets, [row.userId]);
    bodies.push({
      id: row.id,
      name: row.name,
      countryCode: row.country_code ?? 'NG',
      token: token!,
      submitted,
      pending,
    });
  }
  const accounts = await db
    .selectFrom('users')
    .select('id')
    .where('category', '=', 'org')
    .where(
      'organisation_id',
      'in',
      bodies.map((body) => body.id),
    )
    .execute();
  const administrators: string[] = [];
  for (let i = 0; i < size.administrators; i++) {
    const administrator = await createAdmin(db, '1');
    administrators.push(...(await sessionsOf(db, secrets, [administrator.id])));
  }
  const named = await db
    .selectFrom('documents')
    .select(['owner_last_name', 'application_id'])
    .orderBy('id')
    .limit(20)
    .execute();
  return {
    people: await sessionsOf(
      db,
      secrets,
      people.map((row) => row.id),
    ),
    bodies,
    bodyAccounts: await sessionsOf(
      db,
      secrets,
      accounts.map((row) => row.id),
    ),
    administrators,
    terms: named.flatMap((row) => [row.owner_last_name, row.application_id]),
  };
}
