import { createHash, randomUUID } from 'node:crypto';
import { migrateToLatest, openDatabase, type DatabaseTarget } from '../../db/database';
import { runIndexBuilds } from '../../db/index-builds';
import { systemClock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import type { FileStore } from '../../lib/storage/file-store';
import { seedReferenceData } from '../seed';
import { BUILD_MEMORY, openBulkWriter, type BulkWriter, type TimedStep } from './bulk-insert';
import type { PopulationSummary, SharedFile } from './worker-protocol';
import { scalePlan } from './plan';
import { SEED_DOMAIN, type Catalogue, type DocType } from './population';
import { samplePdf } from './sample-pdf';
import { seededTables, type SeededTable } from './tables';
import { generatedRows } from './worker-stream';

export type ScaleSeedOptions = {
  target: DatabaseTarget;
  documents: number;
  /** Every seeded account's password, hashed once with the product's own hasher. */
  password: string;
  scryptCost: number;
  /** The super administrator's e-mail (the server's ADMIN_EMAIL) unless an account has it already. */
  administratorEmail: string;
  files: FileStore;
  log: (line: string) => void;
  /** The generator's seed: the same seed and size give the same names, shares and statuses. */
  seed?: number;
  /** Aborting rolls everything back, as a failure does (the CLI aborts on Ctrl-C). */
  signal?: AbortSignal;
};

export type ScaleSeedReport = {
  seconds: number;
  indexSeconds: number;
  /** The index phase's statements, slowest first. */
  slowestSteps: TimedStep[];
  rows: Record<SeededTable, number>;
  totalRows: number;
  rss: { startMb: number; peakMb: number; endMb: number };
  accounts: PopulationSummary;
  busiestReceived: number;
  powerUserDocuments: number;
};

/** The database already holds data: seeding it would mix made-up rows with real ones. */
export class ScaleSeedRefused extends Error {}
/** The rows were committed, and some indexes are still queued (the server's next start builds them). */
export class ScaleSeedIndexesPending extends Error {}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
/** Migrated and holding the reference data, as at the product's first start; and empty of requests. */
async function prepare(options: ScaleSeedOptions) {
  const { target } = options;
  const db = openDatabase(target);
  try {
    await migrateToLatest(db, target.dialect === 'postgres' ? target.schema : undefined);
    await seedReferenceData(db, systemClock);
    const { documents } = await db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number | string>().as('documents'))
      .executeTakeFirstOrThrow();
    if (Number(documents) > 0) {
      throw new ScaleSeedRefused(
        `This database already holds ${Number(documents).toLocaleString('en')} requests. The scale seed fills only a ` +
          'database without any (a new DATA_DIR, or an empty PostgreSQL database), so made-up rows never mix with ' +
          'real ones.',
      );
    }
    const seeded = await db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', `%@${SEED_DOMAIN}`)
      .limit(1)
      .executeTakeFirst();
    if (seeded) {
      throw new ScaleSeedRefused(`This database already holds @${SEED_DOMAIN} accounts from an earlier seed.`);
    }
    const types = await db
      .selectFrom('document_types')
      .innerJoin('document_categories', 'document_categories.id', 'document_types.category_id')
      .innerJoin('service_charges', 'service_charges.document_type_id', 'document_types.id')
      .select([
        'document_types.id',
        'document_types.name',
        'document_types.category_id',
        'document_categories.tag',
        'service_charges.amount_minor as charge',
        'service_charges.currency',
      ])
      .execute();
    const referenceBodies = await db
      .selectFrom('organisations')
      .select(['id', 'name', 'industry', 'country_code', 'city'])
      .where('verification_status', '=', 'verified')
      .orderBy('id')
      .execute();
    const taken = await db.selectFrom('users').select('id').where('email', '=', options.administratorEmail).execute();
    const highest = async (table: 'users' | 'audit_log') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.max('seq').as('seq'))
            .executeTakeFirst()
        )?.seq ?? 0,
      );
    const seqAfter = { users: await highest('users'), audit_log: await highest('audit_log') };
    const catalogue: Catalogue = {
      types: new Map(types.map((type): [string, DocType] => [type.id, type])),
      referenceBodies,
    };
    return {
      catalogue,
      seqAfter,
      administratorEmail: taken.length > 0 ? `scale.admin@${SEED_DOMAIN}` : options.administratorEmail,
    };
  } finally {
    await db.destroy();
  }
}

/** One real file every seeded request points at (and one for every decision's proof), so downloads work. */
async function storeSamples(files: FileStore): Promise<{ document: SharedFile; proof: SharedFile }> {
  const sample = async (fileName: string, lines: string[]): Promise<SharedFile> => {
    const bytes = samplePdf(lines);
    const key = `documents/scale-seed/${randomUUID()}`;
    await files.put(key, bytes, 'application/pdf');
    return {
      id: randomUUID(),
      storage_key: key,
      file_name: fileName,
      mime_type: 'application/pdf',
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  };
  return {
    document: await sample('certificate.pdf', [
      'Sample certificate',
      'Made by npm run seed:scale for every seeded request.',
    ]),
    proof: await sample('signed-proof.pdf', [
      'Signed proof (sample)',
      'Made by npm run seed:scale for every decision.',
    ]),
  };
}

const SLOWEST_STEPS = 8;
const sum = (rows: Record<SeededTable, number>) => Object.values(rows).reduce((a, b) => a + b, 0);
const thousands = (value: number, width: number) => Math.round(value).toLocaleString('en').padStart(width);

/**
 * Fills an empty database with N requests and everything around them (see plan.ts), through the product's own
 * schema, in one transaction (PostgreSQL's indexes are built right after it: decision 046). Generation runs on a
 * second thread; this one only writes.
 */
export async function seedAtScale(options: ScaleSeedOptions): Promise<ScaleSeedReport> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const startMb = mb(process.memoryUsage().rss);
  let peakMb = startMb;
  const plan = scalePlan(options.documents);
  const { catalogue, administratorEmail, seqAfter } = await prepare(options);
  const passwordHash = await hashPassword(options.password, options.scryptCost);
  const files = await storeSamples(options.files);
  const rows = Object.fromEntries(seededTables.map((table) => [table, 0])) as Record<SeededTable, number>;
  let accounts: PopulationSummary | undefined;
  let counts = { busiestReceived: 0, powerUserSent: 0 };
  let documents = 0;
  let nextReport = 0.1;

  let writer: BulkWriter | undefined;
  let indexSeconds = 0;
  let steps: TimedStep[] = [];
  try {
    writer = await openBulkWriter(options.target);
    const messages = generatedRows({
      plan,
      catalogue,
      now: Date.now(),
      seed: options.seed ?? 2026,
      passwordHash,
      administratorEmail,
      files,
      seqAfter,
      format: options.target.dialect === 'sqlite' ? 'cells' : 'copy',
    });
    for await (const message of messages) {
      options.signal?.throwIfAborted();
      if (message.kind === 'population') accounts = message.summary;
      if (message.kind === 'done') counts = message.counts;
      if (message.kind !== 'batch') continue;
      await writer.write(message.tables);
      for (const table of message.tables) rows[table.table] += table.rows;
      documents += message.documents;
      peakMb = Math.max(peakMb, mb(process.memoryUsage().rss));
      if (documents >= nextReport * plan.documents) {
        nextReport += 0.1;
        options.log(
          `  ${thousands(documents, 11)} requests  ${elapsed().toFixed(1).padStart(6)} s  ` +
            `${thousands(sum(rows) / elapsed(), 9)} rows/s  RSS ${peakMb} MB`,
        );
      }
    }
    if (!accounts) throw new Error('The generating thread sent no accounts');
    options.signal?.throwIfAborted();
    options.log('  building the indexes set aside, and committing…');
    const committed = await writer.commit();
    indexSeconds = committed.indexSeconds;
    steps = committed.steps;
  } catch (error) {
    await writer?.rollback();
    await Promise.all([files.document, files.proof].map((file) => options.files.remove(file.storage_key)));
    throw error;
  }
  const queuedStarted = performance.now();
  steps.push(...(await buildQueued(options)));
  indexSeconds += (performance.now() - queuedStarted) / 1000;
  return {
    seconds: elapsed(),
    indexSeconds,
    slowestSteps: steps.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_STEPS),
    rows,
    totalRows: sum(rows),
    rss: { startMb, peakMb, endMb: mb(process.memoryUsage().rss) },
    accounts,
    busiestReceived: counts.busiestReceived,
    powerUserDocuments: counts.powerUserSent,
  };
}

/** Indexes built at once after the commit: one a core. */
const BUILDS_AT_ONCE = 2;

/**
 * The rows are committed; what the writer queued to build after its commit (PostgreSQL's indexes) is built now,
 * two at a time, without CONCURRENTLY (nobody writes to a database being seeded, and a plain build reads the table
 * once). A failure or an interrupt leaves the rest queued: the server builds them when it next starts.
 */
async function buildQueued(options: ScaleSeedOptions): Promise<TimedStep[]> {
  const db = openDatabase(options.target);
  const steps: TimedStep[] = [];
  try {
    const queued = await runIndexBuilds(db, {
      parallel: BUILDS_AT_ONCE,
      concurrently: false,
      memory: BUILD_MEMORY,
      signal: options.signal,
      onProgress: (_, { name, seconds }) => steps.push({ step: `index ${name}`, seconds, atOnce: BUILDS_AT_ONCE }),
    });
    if (queued > 0) options.log(`  built ${queued} indexes after the commit, ${BUILDS_AT_ONCE} at a time`);
    return steps;
  } catch (error) {
    throw new ScaleSeedIndexesPending(
      'The requests are in, but not every index was built: the rest are queued, and the server builds them when ' +
        `it next starts (npm start). ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    await db.destroy();
  }
}
