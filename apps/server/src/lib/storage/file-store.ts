import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk by default, S3-compatible object storage at scale (DESIGN section 2).
 * Keys are opaque paths such as `documents/2026/11/<uuid>`; the database keeps the name and type people see.
 */
export type FileStore = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Rejects with a NOT_FOUND AppError when nothing is stored under the key. */
  read(key: string): Promise<Readable>;
  /** Removing a key that holds nothing is not an error: cleanup after a failed write must not fail again. */
  remove(key: string): Promise<void>;
};

/** Keys are made by the server, never from a client's file name; this guards the local store's paths. */
export function assertValidKey(key: string): void {
  if (!/^[A-Za-z0-9][\w-]*(\/[\w-]+)*$/.test(key)) throw new Error(`Not a valid storage key: ${key}`);
}
