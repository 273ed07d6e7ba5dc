import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, sqliteFileOf, type Db } from '../../db/database';
import { systemClock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { seedReferenceData } from '../../seed/seed';
import { createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { transactionsCsv } from './admin-transactions';
import { MAX_EXPORT_THREADS, transactionsCsvExport } from './csv-export';

async function readAll(chunks: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

// The export's thread opens the database file itself: a file, not the in-memory database of the other suites.
describe('the transactions CSV export of a SQLite file, on a thread of its own', () => {
  let dir: string;
  let db: Db;
  let payerEmail: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-csv-'));
    db = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'app.db') });
    await migrateToLatest(db);
    await seedReferenceData(db, systemClock);
    const { organisation } = await createOrganisationUser(db);
    const payer = await createUser(db, { first_name: '=Ngozi', last_name: 'Eze' });
    payerEmail = payer.email;
    for (let day = 1; day <= 25; day++) {
      await createDocument(db, {
        uploader: payer,
        organisation,
        status: day % 5 === 0 ? 'awaiting_payment' : 'submitted',
        paymentStatus: day % 5 === 0 ? 'failed' : 'confirmed',
        createdAt: `2026-01-${String(day).padStart(2, '0')}T09:00:00.000Z`,
      });
    }
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes exactly what the in-process export writes, for every filter', async () => {
    expect(sqliteFileOf(db)).toBe(path.join(dir, 'app.db'));
    for (const filter of [{}, { status: 'failed' as const }, { search: payerEmail }, { from: '2026-01-10' }]) {
      const onThread = await readAll(transactionsCsvExport(db, filter));
      expect(onThread).toBe(await readAll(transactionsCsv(db, filter)));
    }
    const all = await readAll(transactionsCsvExport(db, {}));
    expect(all.trim().split('\n')).toHaveLength(26);
    // The formula guard runs on the thread too.
    expect(all).toContain("'=Ngozi Eze");
  });

  it(`runs ${MAX_EXPORT_THREADS} exports at once and refuses another until one ends`, async () => {
    const running = Array.from({ length: MAX_EXPORT_THREADS }, () => transactionsCsvExport(db, {}));
    // Each starts its thread on its first read.
    for (const export_ of running) expect((await export_.next()).done).toBe(false);
    let refused: unknown;
    try {
      transactionsCsvExport(db, {});
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', headers: { 'retry-after': '60' } });

    // A client that goes away mid-export: its thread stops and its place is free again.
    await running[0]!.return(undefined);
    const next = transactionsCsvExport(db, {});
    expect(await readAll(next)).toContain('reference');
    await readAll(running[1]!);
  });

  it('exports in process where no other connection can open the database (in memory)', async () => {
    const memory = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    try {
      await migrateToLatest(memory);
      expect(sqliteFileOf(memory)).toBeUndefined();
      expect(await readAll(transactionsCsvExport(memory, {}))).toMatch(/^reference/);
    } finally {
      await memory.destroy();
    }
  });
});
