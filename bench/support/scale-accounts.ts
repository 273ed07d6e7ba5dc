import { signedInToken } from './second-factor';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../apps/server/src/db/database';
import { createAdmin, FACTORY_PASSWORD, type CreatedUser } from '../../apps/server/src/testing/factories';
import { SCALE_PASSWORD } from './scale-database';

/** Who the scenarios sign in as, and what they search for, read from a seeded database. */
export type ScaleAccounts = {
  /** The individual with the most requests. */
  individual: string;
  /** The account of the organisation that receives the most requests. */
  organisation: string;
  administrator: string;
  /** A term one request matches: an application id the busiest organisation received. */
  rareTerm: string;
  /** A term many match: an owner's last name from that organisation's requests. */
  commonTerm: string;
};

async function tokenOf(app: FastifyInstance, url: string, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`${email} cannot sign in: ${response.body}`);
  return signedInToken(response.json(), (path, body, headers) => injectJson(app, path, body, headers), INJECT_ORIGIN);
}

/** The origin an in-process app accepts passkeys at (its configuration's defaults: localhost on port 3000). */
const INJECT_ORIGIN = 'http://localhost:3000';

async function injectJson(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Who a measure looks through, read from a seeded database: the busiest organisation's account, the person with
 * the most requests, and terms from a request that organisation received (its application id matches one request;
 * its owner's last name, many). Setup only, run once: these group over every request.
 */
export async function findScaleSubjects(db: Db) {
  const busiest = await db
    .selectFrom('documents')
    .select(['organisation_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('organisation_id')
    .orderBy('count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const account = await db
    .selectFrom('users')
    .select('email')
    .where('organisation_id', '=', busiest.organisation_id)
    .where('category', '=', 'org')
    .executeTakeFirstOrThrow();
  const person = await db
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.uploaded_by_user_id')
    .select(['users.email', (eb) => eb.fn.countAll<number>().as('count')])
    .where('users.category', 'in', ['indv', 'student', 'agent'])
    .groupBy('users.email')
    .orderBy('count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const received = await db
    .selectFrom('documents')
    .select(['application_id', 'owner_last_name', 'document_type_name'])
    .where('organisation_id', '=', busiest.organisation_id)
    .where('status', '!=', 'awaiting_payment')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    organisationEmail: account.email,
    personEmail: person.email,
    rareTerm: received.application_id,
    commonTerm: received.owner_last_name,
    documentType: received.document_type_name,
  };
}

export async function findScaleAccounts(
  app: FastifyInstance,
  db: Db,
  { password, administrator }: { password: string; administrator: CreatedUser },
): Promise<ScaleAccounts> {
  const subjects = await findScaleSubjects(db);
  return {
    individual: await tokenOf(app, '/api/login', subjects.personEmail, password),
    organisation: await tokenOf(app, '/api/login', subjects.organisationEmail, password),
    administrator: await tokenOf(app, '/api/system/admin/login', administrator.email, FACTORY_PASSWORD),
    rareTerm: subjects.rareTerm,
    commonTerm: subjects.commonTerm,
  };
}

/** Who the scenarios sign in as on a seeded database (a super administrator made for the run), and its size. */
export async function signInToScaleDatabase(app: FastifyInstance, db: Db) {
  const administrator = await createAdmin(db, '1');
  const accounts = await findScaleAccounts(app, db, { password: SCALE_PASSWORD, administrator });
  const { n } = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { accounts, documents: Number(n) };
}
