import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStore } from '../lib/storage/file-store';
import { createLocalFileStore } from '../lib/storage/local-file-store';
import { createS3FileStore, type S3Settings } from '../lib/storage/s3-file-store';

/** A file store for a test, with its folder (local) or its S3 server's folder (s3rver), removed on close. */
export type StoreUnderTest = { store: FileStore; dir: string; close(): Promise<void> };

/** The environment a server process needs to use the same S3 server (the multi-instance test). */
export function s3Environment(settings: S3Settings): Record<string, string> {
  return {
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  };
}

export async function localStore(): Promise<StoreUnderTest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-local-store-'));
  return {
    store: createLocalFileStore(dir),
    dir,
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

const s3rverPatched = Symbol.for('docverify.s3rver-tokens-without-des');

/**
 * s3rver seals ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 refuses ("unsupported"), so any
 * listing longer than one page fails with a 500. The token is opaque to clients: sealing it with AES instead (key
 * and IV padded to its size) changes nothing they can see. Only the `des` cipher is affected, and only in tests.
 */
function letS3rverPaginate(): void {
  type CipherFactory = (algorithm: string, key: Buffer, iv: Buffer, options?: object) => unknown;
  const ciphers = crypto as unknown as Record<'createCipheriv' | 'createDecipheriv', CipherFactory> & {
    [s3rverPatched]?: true;
  };
  if (ciphers[s3rverPatched]) return;
  ciphers[s3rverPatched] = true;
  const padded = (bytes: Buffer) => Buffer.concat([bytes, Buffer.alloc(16 - bytes.length)]);
  for (const name of ['createCipheriv', 'createDecipheriv'] as const) {
    const original = ciphers[name];
    ciphers[name] = (algorithm, key, iv, options) =>
      algorithm === 'des' ? original('aes-128-cbc', padded(key), padded(iv)) : original(algorithm, key, iv, options);
  }
}

/** A real S3 protocol conversation with s3rver on a free loopback port. */
export async function s3Store(): Promise<StoreUnderTest & { settings: S3Settings }> {
  letS3rverPaginate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'documents-test' }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: 'documents-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    store: createS3FileStore(settings),
    settings,
    dir,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Both implementations, named, for suites that run once on each. */
export const storesUnderTest = [
  ['local disk', localStore],
  ['S3 (s3rver)', s3Store],
] as const;
