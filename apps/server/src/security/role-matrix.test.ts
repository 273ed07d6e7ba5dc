import { randomUUID } from 'node:crypto';
import { allOperations } from '@docverify/contract/all-operations';
import { operationKey, type TAccess } from '@docverify/contract/operation';
import { expect, it } from 'vitest';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
  type CreatedUser,
} from '../testing/factories';
import { multipartPayload, sampleFiles } from '../testing/multipart';
import { signIn, signInAdmin } from '../testing/sign-in';
import { createTestApp, type TestApp } from '../testing/test-app';
import { describeOnEachDatabase } from '../testing/test-database';

/**
 * The role × route matrix: every operation of the OpenAPI document against every kind of
 * caller, each cell asserted exactly. A role refusal is a 403 before the body is read, so it must not turn into
 * a 400 or 415 whatever the body; anonymous callers and inactive users get 401 on every route that needs a token.
 */

/** The rule that guards each operation (`features/policy/policy.ts`, applied by the route's onRequest hooks). */
type Rule = TAccess;

/**
 * Who may call each operation, as its contract declaration says: a route registered without a declaration fails the
 * suite, so a new operation must decide its rule where it is declared.
 */
const operations: Record<string, Rule> = Object.fromEntries(
  allOperations.map((operation) => [operationKey(operation), operation.access]),
);
/**
 * The step-up column: operations that mint trust or move money, which ask for the second factor again when the
 * session last gave it more than five minutes ago (decision 078). Written out, so the matrix checks the contract.
 */
const stepUpOperations = [
  'POST /api/verifier/verify/document',
  'POST /api/system/admin/verify/document',
  'POST /api/system/admin/update/document',
  'POST /api/system/admin/transactions/{paymentId}/refund',
  'POST /api/documents/{id}/cancel',
  'POST /api/documents/{id}/overdue-refund',
  'POST /api/system/admin/verify/institute',
  'POST /api/system/admin/update/user',
  'POST /api/system/admin/create/admin',
  'POST /api/system/admin/update/admin',
  'POST /api/staff/create',
  'POST /api/staff/update',
  'POST /api/staff/delete',
  'POST /api/user/password',
  'POST /api/auth/factors/totp',
  'POST /api/auth/factors/totp/confirm',
  'POST /api/auth/factors/passkey/options',
  'POST /api/auth/factors/passkey',
  'POST /api/auth/factors/{id}/remove',
  'POST /api/auth/recovery-codes',
  'POST /api/system/admin/users/{id}/second-factor/reset',
].sort();
/** Accounts the matrix signs in with a second factor (the others are individuals, who may go without). */
const withSecondFactor = (actor: ActorKind) =>
  !['anonymous', 'inactive user', 'individual', 'student', 'agent'].includes(actor);
/** Declared, but not registered by the test app: Paystack's webhook exists only with a Paystack key. */
const unregistered = ['POST /api/payments/paystack/webhook'];

const actorKinds = [
  'anonymous',
  'inactive user',
  'individual',
  'student',
  'agent',
  'organisation unverified',
  'organisation verified',
  'organisation suspended',
  'staff',
  'staff of a suspended organisation',
  'organisation B (verified, no transcript access)',
  'staff of organisation B',
  'administrator type 2',
  'administrator type 1',
] as const;
type ActorKind = (typeof actorKinds)[number];

const organisationAccounts: ActorKind[] = [
  'organisation unverified',
  'organisation verified',
  'organisation suspended',
  'organisation B (verified, no transcript access)',
];
const organisationMembers: ActorKind[] = [
  ...organisationAccounts,
  'staff',
  'staff of a suspended organisation',
  'staff of organisation B',
];
const requesters: ActorKind[] = ['individual', 'student', 'agent', ...organisationMembers];
const administrators: ActorKind[] = ['administrator type 2', 'administrator type 1'];

/**
 * Whom each rule admits, written out rather than derived from the policy module, so the matrix checks the rules
 * as well as the routes. Organisation verified (and its staff) alone has transcript access.
 */
const admitted: Record<Exclude<Rule, 'public'>, ActorKind[]> = {
  signedIn: [...requesters, ...administrators],
  requester: requesters,
  actsForOrganisation: organisationMembers,
  worksQueue: [
    'organisation verified',
    'staff',
    'organisation B (verified, no transcript access)',
    'staff of organisation B',
  ],
  managesStaff: organisationAccounts,
  invitesStaff: ['organisation verified', 'organisation B (verified, no transcript access)'],
  seesCharges: ['organisation verified', 'staff'],
  changesCharges: ['organisation verified'],
  administrator: administrators,
  superAdministrator: ['administrator type 1'],
};

type Expected = 401 | 403 | 'admitted' | 'public';

function expectedCell(rule: Rule, actor: ActorKind): Expected {
  if (rule === 'public') return 'public';
  if (actor === 'anonymous' || actor === 'inactive user') return 401;
  return admitted[rule].includes(actor) ? 'admitted' : 403;
}

function wrongCell(expected: Expected, status: number): boolean {
  if (expected === 401 || expected === 403) return status !== expected;
  // Past the guard, anything but an authorisation answer or a crash: 400, 404, 409 and 415 are all fine, and so is
  // 429, as rate limits run after the onRequest guards.
  return status === 401 || status === 403 || status >= 500;
}

const passes = [
  { label: 'empty body', headers: {}, payload: undefined },
  { label: 'broken JSON', headers: { 'content-type': 'application/json' }, payload: '{"x":' },
] as const;

type OpenApi = { paths: Record<string, Record<string, unknown>> };

async function documentedOperations(app: TestApp): Promise<string[]> {
  const { body } = await app.request({ method: 'GET', url: '/api/docs/json' });
  return Object.entries((body as OpenApi).paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const show = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

describeOnEachDatabase(
  'the role × route matrix',
  async (database) => {
    const app = await createTestApp(database);
    const { db } = database;
    const organisationA = await createOrganisation(db, { transcript_access: 'active' });
    const organisationB = await createOrganisation(db);
    const unverified = await createOrganisation(db, { verification_status: 'unverified' });
    const suspended = await createOrganisation(db, { verification_status: 'suspended' });
    const member = async (category: 'org' | 'staff', organisation: typeof organisationA) =>
      (await createOrganisationUser(db, { category, organisation })).user;

    const users: Record<Exclude<ActorKind, 'anonymous'>, CreatedUser> = {
      'inactive user': await createUser(db, { category: 'indv' }),
      individual: await createUser(db, { category: 'indv' }),
      student: await createUser(db, { category: 'student' }),
      agent: await createUser(db, { category: 'agent' }),
      'organisation unverified': await member('org', unverified),
      'organisation verified': await member('org', organisationA),
      'organisation suspended': await member('org', suspended),
      staff: await member('staff', organisationA),
      'staff of a suspended organisation': await member('staff', suspended),
      'organisation B (verified, no transcript access)': await member('org', organisationB),
      'staff of organisation B': await member('staff', organisationB),
      'administrator type 2': await createAdmin(db, '2'),
      'administrator type 1': await createAdmin(db, '1'),
    };
    // One session each for the matrix, and one per pass for signing out, which ends the session it uses.
    const tokens: Partial<Record<ActorKind, string>> = {};
    const signOutTokens = passes.map((): Partial<Record<ActorKind, string>> => ({}));
    for (const [kind, user] of Object.entries(users) as [Exclude<ActorKind, 'anonymous'>, CreatedUser][]) {
      const sessionFor = kind.startsWith('administrator') ? signInAdmin : signIn;
      tokens[kind] = await sessionFor(app, user);
      for (const sessions of signOutTokens) sessions[kind] = await sessionFor(app, user);
    }
    // Signed in while active, then deactivated: the token it holds must stop working everywhere.
    await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', users['inactive user'].id).execute();

    // Requests for the record cells: one sent to organisation A by someone outside the matrix, and one of the
    // individual's own.
    const outsider = await createUser(db, { category: 'indv' });
    const receivedByA = await createDocument(db, { uploader: outsider, organisation: organisationA });
    const individualsOwn = await createDocument(db, { uploader: users.individual, organisation: organisationB });
    return { ...app, tokens, signOutTokens, receivedByA, individualsOwn };
  },
  (t) => {
    it('classifies every operation of the OpenAPI document, and only those', async () => {
      const documented = await documentedOperations(t());
      expect(
        documented.filter((operation) => !(operation in operations)),
        'routes registered without a contract declaration',
      ).toEqual([]);
      expect(
        Object.keys(operations).filter(
          (operation) => !documented.includes(operation) && !unregistered.includes(operation),
        ),
        'declared operations no route registers',
      ).toEqual([]);
    });

    it('answers every cell exactly: 401, 403 before the body is read, or past the guard', async () => {
      const app = t();
      const documented = new Set(await documentedOperations(app));
      const rows = Object.entries(operations).filter(([operation]) => documented.has(operation));
      // Signing out everywhere else ends every session of the caller but the one it uses (the sign-out tokens of
      // later passes too), so its cells run after all the others.
      const endsOtherSessions = (operation: string) => operation === 'POST /api/user/sessions/end-others';
      const rounds = [
        rows.filter(([operation]) => !endsOtherSessions(operation)),
        rows.filter(([operation]) => endsOtherSessions(operation)),
      ];

      const failures: string[] = [];
      for (const [index, pass] of rounds.flatMap((round) =>
        passes.map((pass, index) => [index, { ...pass, round }] as const),
      )) {
        const signOutTokens = app.signOutTokens[index]!;
        for (const [operation, rule] of pass.round) {
          const [method, path] = operation.split(' ') as ['GET' | 'POST', string];
          const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
          const cells = await Promise.all(
            actorKinds.map(async (actor) => {
              const response = await app.request({
                method,
                url,
                token: (operation === 'POST /api/logout' ? signOutTokens : app.tokens)[actor],
                headers: pass.headers,
                ...(pass.payload === undefined ? {} : { payload: pass.payload }),
              });
              const expected = expectedCell(rule, actor);
              if (!wrongCell(expected, response.status)) return [];
              const wanted =
                expected === 'admitted' ? 'past the guard' : expected === 'public' ? 'not 401/403/5xx' : expected;
              return [
                `${operation} × ${actor} [${pass.label}]: expected ${wanted}, got ${response.status} (${show(response.body)})`,
              ];
            }),
          );
          failures.push(...cells.flat());
        }
      }
      expect(failures, `${failures.length} wrong cells`).toEqual([]);
    });

    it('declares the step-up column in the contract exactly as written here', () => {
      const declared = allOperations
        .filter((operation) => operation.stepUp)
        .map(operationKey)
        .sort();
      expect(declared).toEqual(stepUpOperations);
    });

    it("hides another organisation's and another person's requests (404)", async () => {
      const { request, tokens, receivedByA, individualsOwn } = t();
      const decision = await multipartPayload(
        { doc_id: receivedByA.id, status: 'verified', verify_info: 'Looks right', version: 1 },
        { field: 'proof', name: 'proof.pdf', bytes: sampleFiles.pdf(), type: 'application/pdf' },
      );
      const byA = { doc_id: receivedByA.id };
      const individuals = { doc_id: individualsOwn.id };
      type Cell = { url: string; actor: ActorKind; payload: object; whose: string; expected: number };
      const cells: Cell[] = [
        // The same calls succeed for the request's own side: the 404s below are about who asks.
        { url: '/api/monitor/document', actor: 'staff', payload: byA, whose: 'received by A', expected: 200 },
        { url: '/api/monitor/document', actor: 'individual', payload: individuals, whose: 'own', expected: 200 },
        ...['/api/verifier/review/document', '/api/monitor/document'].map((url): Cell => ({
          url,
          actor: 'staff of organisation B',
          payload: byA,
          whose: 'received by A',
          expected: 404,
        })),
        ...(['staff of organisation B', 'individual'] as const).map((actor): Cell => ({
          url: '/api/doc/download-link',
          actor,
          payload: { ...byA, file: 'document' },
          whose: 'received by A',
          expected: 404,
        })),
        ...(['student', 'agent'] as const).flatMap((actor): Cell[] => [
          { url: '/api/monitor/document', actor, payload: individuals, whose: "the individual's", expected: 404 },
          {
            url: '/api/doc/download-link',
            actor,
            payload: { ...individuals, file: 'document' },
            whose: "the individual's",
            expected: 404,
          },
        ]),
        { url: '/api/monitor/document', actor: 'individual', payload: byA, whose: 'received by A', expected: 404 },
      ];
      const failures: string[] = [];
      const check = (label: string, expected: number, response: { status: number; body: unknown }) => {
        if (response.status !== expected) {
          failures.push(`${label}: expected ${expected}, got ${response.status} (${show(response.body)})`);
        }
      };
      for (const { url, actor, payload, whose, expected } of cells) {
        const response = await request({ method: 'POST', url, token: tokens[actor], payload });
        check(`POST ${url} (${whose}) × ${actor}`, expected, response);
      }
      const decided = await request({
        method: 'POST',
        url: '/api/verifier/verify/document',
        token: tokens['staff of organisation B'],
        ...decision,
      });
      check('POST /api/verifier/verify/document (received by A) × staff of organisation B', 404, decided);
      expect(failures, `${failures.length} wrong cells`).toEqual([]);
    });

    // Last: it moves the clock past every session's step-up window.
    it('asks for the second factor again on every step-up operation once five minutes have passed', async () => {
      const app = t();
      app.clock.advance(5 * 60 + 1);
      const failures: string[] = [];
      for (const operation of stepUpOperations) {
        const [method, path] = operation.split(' ') as ['POST', string];
        const rule = operations[operation]!;
        for (const actor of actorKinds) {
          if (expectedCell(rule, actor) !== 'admitted') continue;
          const response = await app.request({
            method,
            url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
            token: app.tokens[actor],
          });
          const stepUp = response.status === 403 && response.body.code === 'STEP_UP_REQUIRED';
          if (withSecondFactor(actor) !== stepUp) {
            failures.push(`${operation} × ${actor}: got ${response.status} (${show(response.body)})`);
          }
        }
      }
      expect(failures, `${failures.length} wrong cells`).toEqual([]);
    });
  },
);
