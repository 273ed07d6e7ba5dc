import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { migrations } from '../db/migrations';
import { systemClock } from '../lib/clock';
import { createLocalFileStore } from '../lib/storage/local-file-store';
import { seedReferenceData } from '../seed/seed';
import { createDocument, createOrganisation, createUser } from '../testing/factories';
import { signIn } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { backupSqlite, RestoreRefused, restoreSqlite } from './backup';

const folders: string[] = [];
const open: Db[] = [];
function tempDir(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docverify-${name}-`));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR as a running instance has it: a migrated database with a person, a request and its file. */
async function liveDataDir() {
  const dataDir = tempDir('data');
  const db = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
  open.push(db);
  await migrateToLatest(db);
  await seedReferenceData(db, systemClock);
  const person = await createUser(db, { email: 'ada@example.com' });
  const organisation = await createOrganisation(db);
  const document = await createDocument(db, { uploader: person, organisation, storageKey: 'documents/2026/11/ada' });
  const files = createLocalFileStore(path.join(dataDir, 'files'));
  await files.put('documents/2026/11/ada', Buffer.from('%PDF-1.7 the certificate'), 'application/pdf');
  return { dataDir, db, person, document };
}

describe('backup and restore of the embedded database', { timeout: 60_000 }, () => {
  it('copies a consistent snapshot while the database takes writes, and a restore serves the same data', async () => {
    const live = await liveDataDir();
    const backups = tempDir('backups');
    // Writes go on during the backup, as they would on a running server.
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) await createUser(live.db, { email: `during-${i}@example.com` });
    })();
    const { folder, manifest } = await backupSqlite({
      databaseFile: path.join(live.dataDir, 'app.db'),
      filesDir: path.join(live.dataDir, 'files'),
      toDir: backups,
    });
    writing = false;
    await writes;
    expect(manifest.migrations).toEqual(Object.keys(migrations));
    expect(manifest.files).toEqual({ copied: 1, bytes: 24 });

    const restoredDir = tempDir('restored');
    restoreSqlite({
      fromFolder: folder,
      databaseFile: path.join(restoredDir, 'app.db'),
      filesDir: path.join(restoredDir, 'files'),
      knownMigrations: Object.keys(migrations),
    });
    const restored = openDatabase({ dialect: 'sqlite', file: path.join(restoredDir, 'app.db') });
    open.push(restored);
    const app = await createTestApp({ db: restored, dialect: 'sqlite', destroy: async () => undefined });
    try {
      // The person signs in on the restored data and finds the request; its file is there, byte for byte.
      const token = await signIn(app, live.person);
      const read = await app.request({
        method: 'POST',
        url: '/api/monitor/document',
        token,
        payload: { doc_id: live.document.id },
      });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(JSON.stringify(read.body)).toContain(live.document.application_id);
    } finally {
      await app.close();
    }
    const restoredFile = fs.readFileSync(path.join(restoredDir, 'files', 'documents', '2026', '11', 'ada'), 'utf8');
    expect(restoredFile).toBe('%PDF-1.7 the certificate');
  });

  it('refuses to overwrite a database unless told to, a damaged backup, and one from a newer version', async () => {
    const live = await liveDataDir();
    const { folder } = await backupSqlite({
      databaseFile: path.join(live.dataDir, 'app.db'),
      filesDir: undefined,
      toDir: tempDir('backups'),
    });
    const into = { databaseFile: path.join(live.dataDir, 'app.db'), filesDir: undefined };
    const known = Object.keys(migrations);
    expect(() => restoreSqlite({ fromFolder: folder, ...into, knownMigrations: known })).toThrow(RestoreRefused);
    expect(() => restoreSqlite({ fromFolder: folder, ...into, knownMigrations: known.slice(0, -1) })).toThrow(
      /newer version/,
    );
    expect(() => restoreSqlite({ fromFolder: tempDir('empty'), ...into, knownMigrations: known })).toThrow(
      /not a backup/,
    );

    const damaged = path.join(folder, 'app.db');
    const bytes = fs.readFileSync(damaged);
    bytes.fill(0x41, 4096 * 2, 4096 * 6);
    fs.writeFileSync(damaged, bytes);
    const elsewhere = path.join(tempDir('elsewhere'), 'app.db');
    expect(() =>
      restoreSqlite({ fromFolder: folder, databaseFile: elsewhere, filesDir: undefined, knownMigrations: known }),
    ).toThrow();
    expect(fs.existsSync(elsewhere)).toBe(false);
  });
});
