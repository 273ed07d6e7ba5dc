/**
 * `npm run backup -- [--to DIR]`: an online backup of the embedded database and its uploaded files into a new
 * folder under DIR (default ./backups), while the server runs. On PostgreSQL it says how to use pg_dump instead.
 */
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config';
import { targetFromConfig } from '../db/database';
import { backupSqlite } from './backup';

const { values } = parseArgs({ options: { to: { type: 'string', default: './backups' } } });

try {
  const config = parseConfig(process.env);
  const target = targetFromConfig(config);
  if (target.dialect === 'postgres') {
    console.error(`The database is PostgreSQL (DATABASE_URL): back it up with PostgreSQL's own tools, for example
  pg_dump --format=custom --file=docverify-$(date +%F).dump "$DATABASE_URL"
and restore with
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" docverify-YYYY-MM-DD.dump
or continuous archiving (WAL) for point-in-time recovery. docs/operations.md has the details.`);
    process.exit(1);
  }
  const filesDir = config.storage.kind === 'local' ? config.storage.dir : undefined;
  const { folder, manifest } = await backupSqlite({ databaseFile: target.file, filesDir, toDir: values.to });
  const files = 'copied' in manifest.files ? `${manifest.files.copied} files` : manifest.files.skipped;
  console.log(`Backed up ${target.file} (${manifest.migrations.length} migrations) and ${files} to ${folder}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
