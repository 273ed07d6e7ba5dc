import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';
import { assertValidKey, type FileStore } from './file-store';

/**
 * Files on local disk under `root`. A write goes to a temporary file that is renamed into place, so a
 * reader never sees half a file and a crash leaves no truncated document behind.
 */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
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
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
