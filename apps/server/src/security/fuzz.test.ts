import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { startSession } from '../features/auth/auth.service';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
} from '../testing/factories';
import { signIn, signInAdmin } from '../testing/sign-in';
import { createTestApp, type TestApp } from '../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../testing/test-database';

/**
 * Property-based fuzzing of every operation in the OpenAPI document. Each operation gets
 * generated hostile path parameters, query strings and bodies (declared field names with hostile values, random
 * JSON, wrong content types, broken multipart) from four kinds of caller, and the suite proves that:
 *  1. no answer is a 5xx, and none leaks a stack trace or SQL text;
 *  2. a refused (4xx) request changes nothing in the database: every table's row count and content hash (mail
 *     included, as the dev mailer writes to `mail_outbox`) are the same before and after it.
 * A 2xx is allowed (random input may be valid); that run's database check is skipped.
 * A failure names the operation, caller, request and answer; rerun the same requests with FUZZ_SEED=<seed>.
 */

// FUZZ_RUNS digs deeper locally; the suite's own budget keeps it within seconds per database.
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 15);
// About 12 s per database at 15 runs on two cores; the limit only catches a hang, and grows with FUZZ_RUNS.
const timeout = Math.max(120_000, RUNS_PER_OPERATION * 8_000);
const baseSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

/**
 * Columns a refused request may change by design, left out of the content hash:
 * - `one_time_codes.attempts`: a wrong code is refused with 400 yet spends one of the code's five tries; that
 *   is the guessing limit working (features/auth/one-time-codes.ts).
 * - `sessions.last_seen_at`: the session check marks a session seen (at most every 5 minutes, decision 076) before
 *   the body is read, so a refused request from a signed-in caller still shows that the session is in use.
 * Nothing else is excluded: throttles and rate limits are kept in memory
 * (Redis only when REDIS_URL is set, which createTestApp never passes), and the audit log is written in the
 * same transaction as the change it records.
 */
const ignoredColumns: Record<string, string[]> = { one_time_codes: ['attempts'], sessions: ['last_seen_at'] };

const callers = ['anonymous', 'individual', 'verified organisation', 'administrator type 1'] as const;
type Caller = (typeof callers)[number];

/** Operations whose success ends the caller's session: they get a throwaway session per run. */
const endsSession = new Set(['POST /api/logout']);

/** `accepted`: every enum value its schemas name, so some runs get past validation into the handler. */
type Operation = { method: 'GET' | 'POST'; path: string; bodyKeys: string[]; queryKeys: string[]; accepted: unknown[] };

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

function enumValues(node: unknown): unknown[] {
  if (node === null || typeof node !== 'object') return [];
  const own = 'enum' in node && Array.isArray(node.enum) ? node.enum : [];
  return [...own, ...Object.values(node).flatMap(enumValues)];
}

async function documentedOperations(app: TestApp): Promise<Operation[]> {
  const { body } = await app.request({ method: 'GET', url: '/api/docs/json' });
  const paths = (body as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      bodyKeys: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      queryKeys: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      accepted: [...new Set(enumValues([operation.requestBody, operation.parameters]))],
    })),
  );
}

// ---- Database snapshots ----------------------------------------------------------------------------------

type Snapshot = Map<string, { rows: number; hash: string }>;

async function tablesOf(database: TestDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  // On PostgreSQL introspection sees every schema, including other test files' private ones.
  return tables
    .filter((table) => !table.isView && (database.dialect === 'sqlite' || table.schema === database.schema))
    .map((table) => table.name)
    .sort();
}

async function snapshot(database: TestDatabase, tables: string[]): Promise<Snapshot> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
      const lines = rows
        .map((row) => {
          for (const column of ignoredColumns[table] ?? []) delete row[column];
          return JSON.stringify(row);
        })
        .sort();
      return [table, { rows: rows.length, hash: createHash('sha256').update(lines.join('\n')).digest('hex') }] as const;
    }),
  );
  return new Map(entries);
}

function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after].flatMap(([table, now]) => {
    const then = before.get(table);
    if (then?.hash === now.hash) return [];
    return [then?.rows === now.rows ? `${table} (contents changed)` : `${table} (${then?.rows} → ${now.rows} rows)`];
  });
}

/**
 * Some successes finish work after answering (a decision or verification e-mail is sent without awaiting it).
 * Waiting for the database to go quiet keeps that write out of the next run's before/after window.
 */
async function settle(database: TestDatabase, tables: string[]): Promise<void> {
  let previous = await snapshot(database, tables);
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const next = await snapshot(database, tables);
    if (changedTables(previous, next).length === 0) return;
    previous = next;
  }
}

// ---- Generators --------------------------------------------------------------------------------------------

/** A JSON literal JSON.stringify cannot write (-0, overflowing or over-precise numbers), spliced in raw. */
const raw = (literal: string) => `\u0001raw:${literal}\u0001`;
const toJsonText = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0001raw:([^"\\]+)\\u0001"/g, (_match, literal: string) => literal);

const sqlish = ["' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '%', '_', '\\', '%_\\%', '*', '$1', '?'];
const oddities = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'a\u0000b',
  '\u0000',
  '\ud800 lone surrogate',
  '\u202e reversed',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'a@b.co',
  'A@B.CO ',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
];
// Values fields accept (with the operation's enum values and real ids), so runs reach the handlers' own checks.
const tameWords = ['Ada', "O'Brien", 'fuzz@example.test', 'Passw0rd123', '+2348012345678', '1', '2'];

function hostileValues(knownIds: string[]) {
  const hostileString = fc.oneof(
    { arbitrary: fc.constantFrom(...sqlish, ...oddities, ...knownIds), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), fc.integer({ min: 300, max: 5000 }))
        .map(([unit, times]) => unit.repeat(times).slice(0, 5000)),
      weight: 1,
    },
  );
  const hostileNumber = fc.oneof(
    fc.constantFrom(
      -1,
      0,
      2 ** 31,
      -(2 ** 31),
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      5e-324,
      0.5,
      raw('-0'),
      raw('1e999'),
      raw('-1e999'),
      raw('123456789012345678901234567890'),
    ),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  const leaf = fc.oneof(
    { arbitrary: hostileString, weight: 5 },
    { arbitrary: hostileNumber, weight: 3 },
    { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  );
  const key = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', ''), fc.string());
  const value = fc.oneof(
    { arbitrary: leaf, weight: 6 },
    { arbitrary: fc.array(leaf, { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(key, leaf, { maxKeys: 3 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
  return { hostileString, value, key };
}

function tameValues(accepted: unknown[], knownIds: string[]) {
  const word = fc.constantFrom(...tameWords, ...knownIds, ...accepted);
  const leaf = fc.oneof(word, fc.integer({ min: 0, max: 10 }), fc.boolean());
  return { word, value: fc.oneof({ arbitrary: leaf, weight: 4 }, fc.array(word, { minLength: 1, maxLength: 2 })) };
}

type Body = { label: string; contentType?: string; payload?: string };

type Probe = { caller: Caller; params: string[]; query: string; body: Body };

// Own properties named __proto__ survive JSON.stringify; Object.fromEntries defines them rather than set them.
const merge = (...objects: Record<string, unknown>[]) => Object.fromEntries(objects.flatMap((o) => Object.entries(o)));

/** Path parameters, query strings and bodies for one operation. */
function probes(operation: Operation, knownIds: string[]): fc.Arbitrary<Probe> {
  const { hostileString, value, key } = hostileValues(knownIds);
  const tame = tameValues(operation.accepted, knownIds);
  // The declared fields, all present or each maybe, each hostile or tame; then perhaps a few undeclared ones.
  const model = Object.fromEntries(operation.bodyKeys.map((name) => [name, fc.oneof(value, tame.value)]));
  const fields = fc.oneof(fc.record(model), fc.record(model, { requiredKeys: [] }));
  const object = fc
    .tuple(fields, fc.dictionary(key, value, { maxKeys: 2 }))
    .map(([declared, extra]) => merge(declared, extra));

  const body: fc.Arbitrary<Body> = fc.oneof(
    {
      arbitrary: object.map((o) => ({ label: 'json object', contentType: 'application/json', payload: toJsonText(o) })),
      weight: 6,
    },
    {
      arbitrary: fc
        .jsonValue()
        .map((v) => ({ label: 'json value', contentType: 'application/json', payload: JSON.stringify(v) })),
      weight: 2,
    },
    { arbitrary: fc.constant({ label: 'no body' }), weight: 1 },
    {
      arbitrary: fc
        .constantFrom(
          '{"x":',
          '{"a":1}}',
          '[',
          'nul',
          '\u0000',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{}}}',
        )
        .map((payload) => ({ label: 'broken or poisoned json', contentType: 'application/json', payload })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=----garbage',
            'multipart/form-data',
            'application/xml',
            'application/octet-stream',
            'application/json; charset=utf-16',
          ),
          fc.oneof(hostileString, object.map(toJsonText), fc.constant('a=1&__proto__[admin]=1')),
        )
        .map(([contentType, payload]) => ({ label: 'wrong content type', contentType, payload })),
      weight: 2,
    },
  );

  const queryKey = fc.oneof(
    operation.queryKeys.length > 0 ? fc.constantFrom(...operation.queryKeys) : key,
    fc.constantFrom('__proto__', 'constructor', 'page', 'search'),
    key,
  );
  const pair = fc
    .tuple(queryKey, fc.oneof(hostileString, fc.integer().map(String), tame.word.map(String)))
    .map(([k, v]) => `${encode(k)}=${encode(v)}`);
  // Sent raw: malformed percent-escapes, repeated keys and bracket syntax.
  const fragment = fc.constantFrom('%', '%zz', 'a[]=1&a[]=2', 'page=1&page=2', '__proto__[admin]=1', 'x=%00', '&&=&');
  const query = fc
    .tuple(fc.array(pair, { maxLength: 4 }), fc.option(fragment))
    .map(([pairs, extra]) => [...pairs, ...(extra === null ? [] : [extra])].join('&'));

  const param = fc.oneof(
    { arbitrary: hostileString.map(encode), weight: 4 },
    { arbitrary: fc.constantFrom(...knownIds), weight: 1 },
    { arbitrary: fc.constantFrom('%', '%zz', '..%2F..%2Fetc', '%00', '%E0%A4%A', '.', '..'), weight: 1 },
  );
  const paramCount = (operation.path.match(/\{[^}]+\}/g) ?? []).length;

  return fc.record({
    caller: fc.constantFrom(...callers),
    params: fc.array(param, { minLength: paramCount, maxLength: paramCount }),
    query,
    body,
  });
}

/** encodeURIComponent, with lone surrogates (which it cannot encode) replaced. */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

// ---- Checks ------------------------------------------------------------------------------------------------

/** Internals that must never reach a caller (unless the request itself carried the same text, echoed back). */
const leaks = [
  /(?:^|\n|\\n)\s*at (?:\S+ \()?[^()\s]+:\d+:\d+/,
  /SQLITE/i,
  /syntax error/i,
  /relation "/i,
  /kysely/i,
  /node_modules/,
];

const decoded = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

const preview = (text: string, max = 2000) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

describeOnEachDatabase(
  'property-based fuzzing of every operation',
  async (database) => {
    const app = await createTestApp(database);
    const { db } = database;
    const organisation = await createOrganisation(db, { transcript_access: 'active' });
    const users = {
      individual: await createUser(db, { category: 'indv' }),
      'verified organisation': (await createOrganisationUser(db, { organisation })).user,
      'administrator type 1': await createAdmin(db, '1'),
    };
    const tokens: Record<Exclude<Caller, 'anonymous'>, string> = {
      individual: await signIn(app, users.individual),
      'verified organisation': await signIn(app, users['verified organisation']),
      'administrator type 1': await signInAdmin(app, users['administrator type 1']),
    };
    // Real identifiers among the hostile values, so some runs reach past "not found" into the handlers.
    const submitted = await createDocument(db, { uploader: users.individual, organisation });
    const verified = await createDocument(db, { uploader: users.individual, organisation, status: 'verified' });
    const knownIds = [
      submitted.id,
      submitted.ref_id,
      submitted.application_id,
      verified.id,
      verified.viewer_code!,
      organisation.id,
      organisation.referral_code,
      'educ-bachelors',
      'NG',
    ];
    return { ...app, users, tokens, knownIds };
  },
  (t) => {
    it(
      "answers every operation's hostile requests without a 5xx, a leak, or a write on refusal",
      async () => {
        const app = t();
        const { database } = app;
        const tables = await tablesOf(database);
        const operations = await documentedOperations(app);
        expect(operations.length).toBeGreaterThan(0);

        const tokenFor = async (operation: string, caller: Caller) => {
          if (caller === 'anonymous') return undefined;
          if (!endsSession.has(operation)) return app.tokens[caller];
          const user = await database.db
            .selectFrom('users')
            .selectAll()
            .where('id', '=', app.users[caller].id)
            .executeTakeFirstOrThrow();
          return (await startSession(app.ctx, user, { ip: null, userAgent: null })).token;
        };

        const failures: string[] = [];
        for (const [index, operation] of operations.entries()) {
          const name = `${operation.method} ${operation.path}`;
          const property = fc.asyncProperty(probes(operation, app.knownIds), async (probe) => {
            const token = await tokenFor(name, probe.caller);
            let next = 0;
            const path = operation.path.replace(/\{[^}]+\}/g, () => probe.params[next++] ?? '');
            const url = probe.query ? `${path}?${probe.query}` : path;
            const { contentType, payload } = probe.body;

            const before = await snapshot(database, tables);
            const response = await app.request({
              method: operation.method,
              url,
              token,
              headers: contentType ? { 'content-type': contentType } : {},
              ...(payload === undefined ? {} : { payload }),
            });
            const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
            const sent = [url, decoded(url), payload ?? '']
              .map((part) => `${part}\n${JSON.stringify(part)}`)
              .join('\n');
            const request = `${name} as ${probe.caller}, ${probe.body.label} (${contentType ?? 'no content type'}), url ${preview(url)}, body ${preview(payload ?? '')}`;
            const answer = `${response.status} ${preview(text, 300)}`;

            if (response.status >= 500) throw new Error(`5xx: ${request} → ${answer}`);
            const leaked = leaks.filter((pattern) => pattern.test(text) && !pattern.test(sent));
            if (leaked.length > 0) throw new Error(`leak ${leaked.join(', ')}: ${request} → ${answer}`);
            if (response.status < 400) {
              await settle(database, tables);
              return;
            }
            const changed = changedTables(before, await snapshot(database, tables));
            if (changed.length > 0) throw new Error(`refused but wrote ${changed.join(', ')}: ${request} → ${answer}`);
          });
          // One seed per operation, derived from FUZZ_SEED, so callers and shapes differ between operations. No
          // shrinking: each run changes the database, so a shrunk case would not replay the state it failed in.
          const seed = baseSeed + index;
          const details = await fc.check(property, { numRuns: RUNS_PER_OPERATION, seed, endOnFailure: true });
          if (details.failed) {
            const error =
              details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
            failures.push(`${name} (seed ${seed}, run ${details.counterexamplePath}): ${String(error)}`);
          }
        }
        expect(failures, `${failures.length} operations failed; rerun with FUZZ_SEED=${baseSeed}`).toEqual([]);
      },
      timeout,
    );
  },
);
