import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';
import { assertValidKey, isValidKey, type FileStore, type StoredObject } from './file-store';

/** What `put` writes before renaming into place; left behind only when the process dies in between. */
const TEMPORARY_SUFFIX = /\.[0-9a-f]{12}\.tmp$/;

/**
 * Files on local disk under `root`. A write goes to a temporary file that is renamed into place, so a
 * reader never sees half a file and a crash leaves no truncated document behind.
 */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  /** A key, or the temporary file of one: listed and removable, so a sweep can reclaim it, but never read. */
  const isListed = (key: string) => isValidKey(key.replace(TEMPORARY_SUFFIX, ''));
  const pathOfListed = (key: string) => {
    if (!isListed(key)) throw new Error(`Not a valid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };

  /** One directory entry at a time (`opendir` streams), so a huge folder is never read into memory at once. */
  async function* walk(dir: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await fs.opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(full);
        continue;
      }
      const key = path.relative(root, full).split(path.sep).join('/');
      if (!entry.isFile() || !isListed(key)) continue;
      // A file removed since the directory was read (by a sweep on another instance) is simply not listed.
      const stat = await fs.stat(full).catch(() => undefined);
      if (stat) yield { key, lastModified: stat.mtime };
    }
  }

  return {
    async check() {
      // The root appears with the first upload; until then its parent must let it be made.
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fsConstants.W_OK);
    },

    async put(key, bytes) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async read(key): Promise<Readable> {
      let handle;
      try {
        handle = await fs.open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('NOT_FOUND', 'The file is missing');
        throw error;
      }
      return handle.createReadStream();
    },

    async remove(key) {
      await fs.rm(pathOfListed(key), { force: true });
    },

    async *list(folder) {
      yield* walk(pathOf(folder));
    },
  };
}
