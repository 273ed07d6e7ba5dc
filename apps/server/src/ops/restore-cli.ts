/**
 * `npm run restore -- --from FOLDER [--overwrite]`: puts a backup made by `npm run backup` back as DATA_DIR's
 * database and files. Stop the server first; the next `npm start` serves the restored data.
 */
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config';
import { targetFromConfig } from '../db/database';
import { migrations } from '../db/migrations';
import { RestoreRefused, restoreSqlite } from './backup';

const { values } = parseArgs({ options: { from: { type: 'string' }, overwrite: { type: 'boolean', default: false } } });

try {
  if (!values.from) throw new RestoreRefused('Usage: npm run restore -- --from <backup folder> [--overwrite]');
  const config = parseConfig(process.env);
  const target = targetFromConfig(config);
  if (target.dialect === 'postgres') {
    throw new RestoreRefused('The database is PostgreSQL: restore with pg_restore (docs/operations.md).');
  }
  const manifest = restoreSqlite({
    fromFolder: values.from,
    databaseFile: target.file,
    filesDir: config.storage.kind === 'local' ? config.storage.dir : undefined,
    knownMigrations: Object.keys(migrations),
    overwrite: values.overwrite,
  });
  console.log(`Restored the backup of ${manifest.createdAt} into ${target.file}. Start the server with npm start.`);
} catch (error) {
  const known = error instanceof RestoreRefused || error instanceof ConfigError;
  console.error(known ? (error as Error).message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
