import type { StorageConfig } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

export function createFileStore(storage: StorageConfig): FileStore {
  return storage.kind === 's3' ? createS3FileStore(storage) : createLocalFileStore(storage.dir);
}
