import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseTarget } from '../../db/database';
import { createLocalFileStore } from '../../lib/storage/local-file-store';
import { signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { ScaleSeedRefused, seedAtScale, type ScaleSeedOptions, type ScaleSeedReport } from './seed-at-scale';
import { seededTables } from './tables';
import { allTallies } from '../../db/tallies/tallies';
import { recountQuery } from '../../db/tallies/tally-spec';
import { createDocument, createUser } from '../../testing/factories';
import { systemClock } from '../../lib/clock';
import { seedReferenceData } from '../seed';

const DOCUMENTS = 2_000;
const PASSWORD = 'Scale-test-2026';
const postgresUrl = process.env.TEST_DATABASE_URL;

type Seeded = {
  report: ScaleSeedReport;
  database: TestDatabase;
  app: TestApp;
  options: ScaleSeedOptions;
};

/** A database as the seed finds it on a new install: a file under a fresh DATA_DIR, or a fresh PostgreSQL schema. */
async function freshTarget(dialect: 'sqlite' | 'postgres', dir: string) {
  if (dialect === 'sqlite') {
    const file = path.join(dir, 'app.db');
    const target: DatabaseTarget = { dialect, file };
    // Opened only after the seed: the seed's own connection needs the file to itself.
    const open = (): TestDatabase => {
      const db = openDatabase(target);
      return { db, dialect, destroy: () => db.destroy() };
    };
    return { target, open };
  }
  const database = await createTestDatabase('postgres');
  const target: DatabaseTarget = { dialect, url: postgresUrl!, schema: database.schema };
  return { target, open: () => database };
}

const rowCount = async (database: TestDatabase, table: string) =>
  Number(
    (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n,
  );

/**
 * What guards and serves a database's rows, independent of its name: every index's and constraint's definition
 * (PostgreSQL) or every index's SQL (SQLite), sorted. The seed drops most of them while it writes.
 */
async function schemaShape(database: TestDatabase): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    const rows = await sql<{
      sql: string;
    }>`select sql from sqlite_master where sql is not null and type in ('index', 'trigger')`.execute(database.db);
    return rows.rows.map((row) => row.sql).sort();
  }
  const schema = sql.lit(database.schema!);
  const constraints = await sql<{ shape: string }>`
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(c.oid) as shape
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = ${schema}`.execute(
    database.db,
  );
  const indexes = await sql<{ shape: string }>`
    select indexname || ' ' || indexdef as shape from pg_indexes where schemaname = ${schema}`.execute(database.db);
  const unqualified = (shape: string) => shape.replaceAll(`${database.schema!}.`, '');
  return [...constraints.rows, ...indexes.rows].map((row) => unqualified(row.shape)).sort();
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  const skipped = dialect === 'postgres' && !postgresUrl;
  describe.skipIf(skipped)(`npm run seed:scale, ${DOCUMENTS} requests [${dialect}]`, () => {
    let seeded: Seeded | undefined;
    let dir = '';
    const t = () => seeded!;

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-seed-'));
      const { target, open } = await freshTarget(dialect, dir);
      // The database as a server on it would have it before the seed: migrated, with its reference data.
      const early = dialect === 'sqlite' ? openDatabase(target) : open().db;
      await migrateToLatest(early, dialect === 'postgres' ? open().schema : undefined);
      await seedReferenceData(early, systemClock);
      if (dialect === 'sqlite') await early.destroy();
      const filesDir = path.join(dir, 'files');
      const options: ScaleSeedOptions = {
        target,
        documents: DOCUMENTS,
        password: PASSWORD,
        scryptCost: 10,
        administratorEmail: 'admin@docverify.local',
        files: createLocalFileStore(filesDir),
        log: () => undefined,
      };
      const report = await seedAtScale(options);
      const database = open();
      const app = await createTestApp(database);
      // The app under test has a file store of its own: give it the seed's files, as a server on DATA_DIR has them.
      fs.cpSync(filesDir, app.filesDir, { recursive: true });
      seeded = { report, database, app, options };
    }, 60_000);

    afterAll(async () => {
      await seeded?.app.close();
      await seeded?.database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('writes every table, with one payment per request and about one audit entry per request', async () => {
      const { report, database } = t();
      expect(report.rows.documents).toBe(DOCUMENTS);
      expect(report.rows.payments).toBe(DOCUMENTS);
      expect(report.rows.audit_log).toBeGreaterThan(DOCUMENTS * 0.8);
      expect(report.rows.audit_log).toBeLessThan(DOCUMENTS * 1.2);
      expect(report.rows.document_events).toBeGreaterThan(DOCUMENTS * 2.5);
      expect(report.rows.users).toBeGreaterThanOrEqual(DOCUMENTS / 10);
      for (const table of seededTables.filter((name) => name !== 'organisations')) {
        expect(await rowCount(database, table), table).toBe(report.rows[table]);
      }
      // The index phase says where its time went: its slowest statements, slowest first. Those done beside it,
      // on another thread, are not part of its time; those built n at a time after the commit share it n ways.
      const seconds = report.slowestSteps.map((step) => step.seconds);
      expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
      expect(report.slowestSteps.length).toBeGreaterThan(3);
      const ownSteps = report.slowestSteps.filter((step) => !step.beside);
      const ownSeconds = ownSteps.reduce((total, step) => total + step.seconds / (step.atOnce ?? 1), 0);
      expect(ownSeconds).toBeLessThanOrEqual(report.indexSeconds);
      const statuses = await database.db.selectFrom('documents').select('status').distinct().execute();
      expect(statuses.map((row) => row.status).sort()).toEqual(
        ['archived', 'awaiting_payment', 'pending', 'queried', 'submitted', 'verified'].sort(),
      );
    });

    it('sends ~30 % of the requests to one organisation and ~0.5 % from one person', async () => {
      const { report, database } = t();
      const busiest = await database.db
        .selectFrom('documents')
        .select(['organisation_id', (eb) => eb.fn.countAll().as('n')])
        .groupBy('organisation_id')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow();
      expect(busiest.organisation_id).toBe(report.accounts.busiestOrganisation.id);
      expect(Number(busiest.n) / DOCUMENTS).toBeGreaterThan(0.25);
      expect(Number(busiest.n) / DOCUMENTS).toBeLessThan(0.35);
      expect(report.busiestReceived).toBe(Number(busiest.n));
      expect(report.powerUserDocuments).toBeGreaterThan(0);
    });

    it('leaves each request as the product would: its history, version, payment and references agree', async () => {
      const { db } = t().database;
      // The newest history line names the request's status, and its version is the request's version.
      const disagreeing = await sql<{ n: number | string }>`
        select count(*) as n from documents d
         where not exists (select 1 from document_events e
                            where e.document_id = d.id and e.to_status = d.status
                              and e.document_version = (select max(document_version) from document_events x
                                                         where x.document_id = d.id))
            or (select max(document_version) from document_events x where x.document_id = d.id) > d.version`.execute(
        db,
      );
      expect(Number(disagreeing.rows[0]!.n)).toBe(0);
      const mismatched = await sql<{ n: number | string }>`
        select count(*) as n from documents d left join payments p on p.reference = d.ref_id
         where p.id is null or p.document_id <> d.id or p.status <> d.payment_status
            or p.payer_user_id <> d.uploaded_by_user_id`.execute(db);
      expect(Number(mismatched.rows[0]!.n)).toBe(0);
      const unpaidButSubmitted = await db
        .selectFrom('documents')
        .select('id')
        .where('payment_status', '!=', 'confirmed')
        .where('status', 'in', ['submitted', 'pending', 'verified', 'queried'])
        .execute();
      expect(unpaidButSubmitted).toEqual([]);
      // Requests go only to verified bodies in their own country.
      const misrouted = await db
        .selectFrom('documents')
        .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
        .select('documents.id')
        .where((eb) =>
          eb.or([
            eb('organisations.verification_status', '!=', 'verified'),
            eb('organisations.country_code', '!=', eb.ref('documents.country_code')),
          ]),
        )
        .execute();
      expect(misrouted).toEqual([]);
      if (t().database.dialect === 'sqlite') {
        // The seed writes with foreign-key checks off; every reference must still hold.
        expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      }
    });

    it('lets every seeded account sign in with the one password, through the real login routes', async () => {
      const { app, database } = t();
      const accounts = await database.db.selectFrom('users').select(['email', 'is_system_admin']).execute();
      expect(accounts.length).toBe(t().report.rows.users);
      for (const account of accounts) {
        const credentials = { email: account.email, password: PASSWORD };
        expect(await (account.is_system_admin ? signInAdmin : signIn)(app, credentials)).toBeTruthy();
      }
      // Hundreds of sign-ins, the seeded bodies' and administrators' each with its passkey step.
    }, 90_000);

    it("shows the busiest organisation what it received, searched by part of an owner's name", async () => {
      const { app, database, report } = t();
      const token = await signIn(app, { email: report.accounts.busiestOrganisation.email, password: PASSWORD });
      const busiestId = report.accounts.busiestOrganisation.id;
      const received = await database.db
        .selectFrom('documents')
        .select(['owner_last_name'])
        .where('organisation_id', '=', busiestId)
        .where('status', '!=', 'awaiting_payment')
        .execute();
      const list = await app.request({
        method: 'POST',
        url: '/api/get/documents',
        token,
        payload: { scope: 'received' },
      });
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(received.length);
      expect(list.body.data).toHaveLength(9);

      // A piece from the middle of a name, in capitals: the search is a case-insensitive substring.
      const name = received[0]!.owner_last_name;
      const piece = name.slice(1, 4).toUpperCase();
      const search = await app.request({
        method: 'POST',
        url: '/api/get/documents',
        token,
        payload: { scope: 'received', search: piece },
      });
      expect(search.status).toBe(200);
      expect(search.body.total).toBeGreaterThan(0);
      expect(search.body.total).toBeLessThan(received.length);
      const found = search.body.data as { docOwnerLastName: string; docOwnerFirstName: string }[];
      expect(found.some((document) => document.docOwnerLastName === name)).toBe(true);

      const dashboard = await app.request({ method: 'GET', url: '/api/org/dashboard/summary', token });
      expect(dashboard.status).toBe(200);
    });

    it("serves the power user's list, a request's history and its file, and the administrator's screens", async () => {
      const { app, database, report } = t();
      const token = await signIn(app, { email: report.accounts.powerUserEmail, password: PASSWORD });
      const own = await app.request({ method: 'POST', url: '/api/get/documents', token, payload: {} });
      expect(own.status).toBe(200);
      expect(own.body.total).toBe(report.powerUserDocuments);
      const newest = own.body.data.find((document: { status: string }) => document.status !== 'awaiting_payment') as {
        id: string;
        status: string;
      };
      const history = await app.request({
        method: 'POST',
        url: '/api/monitor/document',
        token,
        payload: { doc_id: newest.id },
      });
      expect(history.status).toBe(200);
      const steps = history.body.data.history as {
        from_status: string | null;
        to_status: string;
        actor_name: string;
      }[];
      expect(steps[0]).toMatchObject({ from_status: null, to_status: 'awaiting_payment' });
      expect(steps.at(-1)!.to_status).toBe(newest.status);
      expect(steps.every((step) => step.actor_name)).toBe(true);
      const link = await app.request({
        method: 'POST',
        url: '/api/doc/download-link',
        token,
        payload: { doc_id: newest.id },
      });
      expect(link.status).toBe(200);
      const file = await app.request({ method: 'GET', url: link.body.url });
      expect(file.status).toBe(200);
      expect(String(file.body).startsWith('%PDF-1.4')).toBe(true);

      const admin = await signInAdmin(app, { email: report.accounts.administratorEmail, password: PASSWORD });
      const all = await app.request({ method: 'GET', url: '/api/system/admin/get/all/documents', token: admin });
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(DOCUMENTS);
      for (const url of [
        '/api/system/admin/dashboard',
        '/api/system/admin/view/transactions',
        '/api/system/admin/audit',
      ]) {
        expect((await app.request({ method: 'GET', url, token: admin })).status, url).toBe(200);
      }
      expect(await rowCount(database, 'payments')).toBe(DOCUMENTS);
    });

    it('leaves the tallies and search indexes as the triggers would, and numbers new rows after its own', async () => {
      const { database, app, report } = t();
      for (const spec of allTallies) {
        const stored = await sql<Record<string, unknown>>`select * from ${sql.table(spec.table)}`.execute(database.db);
        const recounted = await sql.raw<Record<string, unknown>>(recountQuery(spec)).execute(database.db);
        const shape = (rows: Record<string, unknown>[]) =>
          rows
            .filter((row) => Number(row.count) !== 0)
            .map((row) =>
              [...spec.keyColumns.map((key) => row[key]), Number(row.count), Number(row.amount ?? 0)].join('|'),
            )
            .sort();
        expect(shape(stored.rows), spec.table).toEqual(shape(recounted.rows));
      }
      // The search index finds a seeded payment by the middle of its payer's e-mail.
      const admin = await signInAdmin(app, { email: report.accounts.administratorEmail, password: PASSWORD });
      const someone = await database.db
        .selectFrom('payments')
        .select(['reference', 'search_text'])
        .limit(1)
        .executeTakeFirstOrThrow();
      const found = await app.request({
        method: 'GET',
        url: `/api/system/admin/view/transactions?search=${encodeURIComponent(someone.reference.slice(3, 15).toLowerCase())}`,
        token: admin,
      });
      expect(found.body.data.map((row: { ref_id: string }) => row.ref_id)).toContain(someone.reference);
      // A request made after the seed gets a row number past every seeded one.
      const highest = Number(
        (
          await database.db
            .selectFrom('documents')
            .select((eb) => eb.fn.max('seq').as('seq'))
            .executeTakeFirstOrThrow()
        ).seq,
      );
      const owner = await createUser(database.db);
      const body = await database.db.selectFrom('organisations').selectAll().limit(1).executeTakeFirstOrThrow();
      const made = await createDocument(database.db, { uploader: owner, organisation: body });
      const added = await database.db
        .selectFrom('documents')
        .select('seq')
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(Number(added.seq)).toBeGreaterThan(highest);
    });

    it('leaves every constraint and index the migrations made, as they made them', async () => {
      const fresh = await freshTarget(dialect, fs.mkdtempSync(path.join(dir, 'fresh-')));
      const untouched = fresh.open();
      try {
        await migrateToLatest(untouched.db, dialect === 'postgres' ? untouched.schema : undefined);
        expect(await schemaShape(t().database)).toEqual(await schemaShape(untouched));
      } finally {
        await untouched.destroy();
      }
    });

    it('leaves no index queued', async () => {
      const { database } = t();
      expect(await rowCount(database, 'index_builds')).toBe(0);
    });

    // PostgreSQL only (decision 050): SQLite has no visibility map, and nothing like it to check.
    if (dialect === 'postgres') {
      it('writes the tables it found empty frozen, all visible as a VACUUM leaves them, and keeps the rows already there', async () => {
        const { database } = t();
        const { rows } = await sql<{ relname: string; relpages: number; relallvisible: number }>`
          select c.relname, c.relpages, c.relallvisible from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = ${sql.lit(database.schema!)} and c.relname in ('documents', 'document_events', 'payments')`.execute(
          database.db,
        );
        expect(rows).toHaveLength(3);
        for (const row of rows) {
          expect(row.relpages, row.relname).toBeGreaterThan(0);
          expect(row.relallvisible, row.relname).toBe(row.relpages);
        }
        // The reference data's verifying bodies were there before the seed: that table was not emptied.
        const references = await database.db
          .selectFrom('organisations')
          .select('id')
          .where('id', 'like', 'vb-%')
          .execute();
        expect(references.length).toBeGreaterThan(0);
      });
    }

    it('refuses a database that already holds requests, and changes nothing', async () => {
      const before = await rowCount(t().database, 'documents');
      await expect(seedAtScale({ ...t().options, documents: 10 })).rejects.toBeInstanceOf(ScaleSeedRefused);
      expect(await rowCount(t().database, 'documents')).toBe(before);
    });
  });
}
