import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** What a backup folder holds besides the data: enough to tell what it is and whether it is whole. */
export type BackupManifest = {
  product: 'docverify';
  createdAt: string;
  database: 'app.db';
  /** The migrations the database had applied: a restore into an older version of the product is refused. */
  migrations: string[];
  /** Uploaded files copied beside it (local storage), or why none were (object storage keeps its own). */
  files: { copied: number; bytes: number } | { skipped: string };
};

const MANIFEST = 'manifest.json';

function appliedMigrations(db: SQLite.Database): string[] {
  return (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
    (row) => row.name,
  );
}

/** Every file under `from`, copied to the same place under `to`; returns how many and their size. */
function copyTree(from: string, to: string): { copied: number; bytes: number } {
  let copied = 0;
  let bytes = 0;
  if (!fs.existsSync(from)) return { copied, bytes };
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    copied += 1;
    bytes += fs.statSync(target).size;
  }
  return { copied, bytes };
}

/**
 * An online backup of the embedded database into a new folder under `toDir`: SQLite's backup API copies a
 * consistent snapshot page by page while the server keeps reading and writing (each step takes the lock only
 * briefly). The uploaded files are copied after the database, so every file the snapshot names is there (one
 * uploaded meanwhile may be copied too; the orphan sweep removes it after a restore). Returns the folder.
 */
export async function backupSqlite(options: {
  databaseFile: string;
  filesDir: string | undefined;
  toDir: string;
  now?: Date;
}): Promise<{ folder: string; manifest: BackupManifest }> {
  const now = options.now ?? new Date();
  const folder = path.join(path.resolve(options.toDir), `docverify-backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(folder, { recursive: true });
  const source = new SQLite(options.databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(folder, 'app.db'));
  } finally {
    source.close();
  }
  const copy = new SQLite(path.join(folder, 'app.db'), { readonly: true });
  let migrations: string[];
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
    migrations = appliedMigrations(copy);
  } finally {
    copy.close();
  }
  const files = options.filesDir
    ? copyTree(options.filesDir, path.join(folder, 'files'))
    : { skipped: 'files live in object storage: back the bucket up with its own versioning or replication' };
  const manifest: BackupManifest = {
    product: 'docverify',
    createdAt: now.toISOString(),
    database: 'app.db',
    migrations,
    files,
  };
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder, manifest };
}

export class RestoreRefused extends Error {}

/**
 * Puts a backup back as the data of a stopped instance: checks the backup is whole, refuses to overwrite a
 * database unless told to, and refuses a backup from a newer version of the product (its migrations are unknown
 * here). The database is written under a temporary name and renamed, so a failed restore leaves nothing half-done.
 */
export function restoreSqlite(options: {
  fromFolder: string;
  databaseFile: string;
  filesDir: string | undefined;
  knownMigrations: string[];
  overwrite?: boolean;
}): BackupManifest {
  const manifestFile = path.join(options.fromFolder, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${options.fromFolder} is not a backup: no ${MANIFEST}`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const unknown = manifest.migrations.filter((name) => !options.knownMigrations.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(`the backup comes from a newer version (migrations ${unknown.join(', ')}): upgrade first`);
  }
  if (fs.existsSync(options.databaseFile) && !options.overwrite) {
    throw new RestoreRefused(`${options.databaseFile} exists: stop the server and pass --overwrite to replace it`);
  }
  const backupFile = path.join(options.fromFolder, manifest.database);
  const check = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new RestoreRefused(`the backup's database is damaged: ${String(result)}`);
  } finally {
    check.close();
  }
  fs.mkdirSync(path.dirname(options.databaseFile), { recursive: true });
  const incoming = `${options.databaseFile}.restoring`;
  fs.copyFileSync(backupFile, incoming);
  // A WAL or journal left by the replaced database belongs to it, not to the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${options.databaseFile}${suffix}`, { force: true });
  fs.renameSync(incoming, options.databaseFile);
  if (options.filesDir) copyTree(path.join(options.fromFolder, 'files'), options.filesDir);
  return manifest;
}
