import type { Readable } from 'node:stream';

/** One object in a store, as a sweep for orphans needs it. */
export type StoredObject = { key: string; lastModified: Date };

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
  /**
   * Every object under `folder/`, in no promised order, fetched a page (`pageSize`, 1000 by default) at a time so
   * a huge store is never held in memory. Names the store did not make are skipped; the local store does list what
   * a killed write left behind (`<key>.<random>.tmp`), which `remove` accepts, so a sweep can reclaim it.
   */
  list(folder: string, options?: { pageSize?: number }): AsyncIterable<StoredObject>;
  /** Resolves when the store can take writes now (readiness): the folder is writable, the bucket answers. */
  check(): Promise<void>;
};

const KEY = /^[A-Za-z0-9][\w-]*(\/[\w-]+)*$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

/** Keys are made by the server, never from a client's file name; this guards the local store's paths. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Not a valid storage key: ${key}`);
}
