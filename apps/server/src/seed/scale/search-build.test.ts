import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseTarget } from '../../db/database';
import { searchedTables, searchIndexName } from '../../db/search-index';
import { recordAudit } from '../../features/audit/audit';
import { createLocalFileStore } from '../../lib/storage/local-file-store';
import { createUser } from '../../testing/factories';
import { seedAtScale } from './seed-at-scale';

/** The trigram query the product's search sends SQLite's index (db/search-candidates). */
const trigrams = (term: string) =>
  [...new Set(Array.from({ length: term.length - 2 }, (_, i) => term.slice(i, i + 3)))]
    .map((trigram) => `"${trigram}"`)
    .join(' AND ');

// The SQLite seed builds its search indexes on a thread of their own and copies them in (search-build.ts): the
// copy must hold every row, the seed's and those that were there before, and pass FTS5's own check.
describe('the scale seed’s search indexes, built beside it [sqlite]', () => {
  let dir = '';
  let file = '';
  let earlier: { email: string; auditEntity: string };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-build-'));
    file = path.join(dir, 'app.db');
    const target: DatabaseTarget = { dialect: 'sqlite', file };
    // A product that has run: an account and an audit entry indexed by the triggers before anyone seeds.
    const db = openDatabase(target);
    await migrateToLatest(db);
    const user = await createUser(db, { first_name: 'Quokkaline', last_name: 'Earlier' });
    const auditEntity = 'zebrafinch-entity-before-the-seed';
    await recordAudit(db, {
      actorUserId: user.id,
      action: 'user.updated',
      entityType: 'user',
      entityId: auditEntity,
      now: new Date().toISOString(),
    });
    await db.destroy();
    earlier = { email: user.email, auditEntity };
    await seedAtScale({
      target,
      documents: 300,
      password: 'Scale-test-2026',
      scryptCost: 10,
      administratorEmail: 'admin@docverify.local',
      files: createLocalFileStore(path.join(dir, 'files')),
      log: () => undefined,
    });
  }, 60_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('holds one entry per row of every searched table and passes FTS5’s integrity check', () => {
    // Writable only because FTS5 takes its check as an insert; it changes nothing.
    const db = new SQLite(file);
    try {
      for (const table of searchedTables) {
        const index = searchIndexName(table);
        const rows = db.prepare(`select count(*) from ${table}`).pluck().get() as number;
        expect(rows, table).toBeGreaterThan(0);
        // A contentless index with deletes keeps one size record per row it holds.
        expect(db.prepare(`select count(*) from ${index}_docsize`).pluck().get(), table).toBe(rows);
        expect(() => db.exec(`insert into ${index} (${index}, rank) values ('integrity-check', 1)`)).not.toThrow();
      }
    } finally {
      db.close();
    }
  });

  it('still finds the rows that were there before the seed, and the seeded ones by part of a word', () => {
    const db = new SQLite(file, { readonly: true });
    try {
      const find = (table: string, term: string) =>
        db
          .prepare(`select rowid from ${table}_search where ${table}_search match ?`)
          .pluck()
          .all(trigrams(term)) as number[];
      const seqOf = (table: string, where: string, value: string) =>
        db.prepare(`select seq from ${table} where ${where} = ?`).pluck().get(value) as number;
      expect(find('users', 'quokkalin')).toEqual([seqOf('users', 'email', earlier.email)]);
      expect(find('audit_log', 'zebrafinch-entity')).toEqual([seqOf('audit_log', 'entity_id', earlier.auditEntity)]);
      const seeded = db.prepare('select seq, application_id from documents order by seq desc limit 1').get() as {
        seq: number;
        application_id: string;
      };
      expect(find('documents', seeded.application_id.toLowerCase().slice(-8))).toContain(seeded.seq);
    } finally {
      db.close();
    }
  });

  it('leaves no scratch file behind', () => {
    expect(fs.readdirSync(dir).filter((name) => name.includes('search-build'))).toEqual([]);
  });

  it('leaves neither rows nor a scratch file when a seed is interrupted', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'search-build-abort-'));
    try {
      const target: DatabaseTarget = { dialect: 'sqlite', file: path.join(other, 'app.db') };
      const stop = new AbortController();
      const seeding = seedAtScale({
        target,
        documents: 2_000,
        password: 'Scale-test-2026',
        scryptCost: 10,
        administratorEmail: 'admin@docverify.local',
        files: createLocalFileStore(path.join(other, 'files')),
        // Interrupted once the first tenth is written, with the search index thread holding rows.
        log: () => stop.abort(),
        signal: stop.signal,
      });
      await expect(seeding).rejects.toThrow(/abort/i);
      const db = new SQLite(target.file, { readonly: true });
      try {
        expect(db.prepare('select count(*) from documents').pluck().get()).toBe(0);
        expect(db.prepare('select count(*) from documents_search_docsize').pluck().get()).toBe(0);
        // The database is back in the mode the server runs it in.
        expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      } finally {
        db.close();
      }
      expect(fs.readdirSync(other).filter((name) => name.includes('search-build'))).toEqual([]);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
