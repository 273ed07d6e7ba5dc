import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

type StoreUnderTest = { store: FileStore; close(): Promise<void> };

async function localStore(): Promise<StoreUnderTest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-local-store-'));
  return { store: createLocalFileStore(dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A real S3 protocol conversation with s3rver on a free loopback port. */
async function s3Store(): Promise<StoreUnderTest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'documents-test' }],
  });
  const { port } = await server.run();
  const store = createS3FileStore({
    bucket: 'documents-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    store,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

for (const [name, open] of [
  ['local disk', localStore],
  ['S3 (s3rver)', s3Store],
] as const) {
  describe(`file store: ${name}`, () => {
    let subject: StoreUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.close());

    it('reads back the bytes it stored', async () => {
      const bytes = Buffer.from('%PDF-1.4 a certificate');
      await subject.store.put('documents/2026/11/first', bytes, 'application/pdf');
      const stream = await subject.store.read('documents/2026/11/first');
      expect(await text(stream)).toBe(bytes.toString());
    });

    it('replaces a key written twice', async () => {
      await subject.store.put('documents/2026/11/twice', Buffer.from('one'), 'text/plain');
      await subject.store.put('documents/2026/11/twice', Buffer.from('two'), 'text/plain');
      expect(await text(await subject.store.read('documents/2026/11/twice'))).toBe('two');
    });

    it('answers NOT_FOUND for a missing key, and after removal', async () => {
      await expect(subject.store.read('documents/2026/11/never')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await subject.store.put('documents/2026/11/gone', Buffer.from('x'), 'text/plain');
      await subject.store.remove('documents/2026/11/gone');
      await expect(subject.store.read('documents/2026/11/gone')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // Removing again is not an error: cleanup after a failed write must not fail.
      await subject.store.remove('documents/2026/11/gone');
    });

    it('refuses keys that could leave its folder', async () => {
      await expect(subject.store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
      await expect(subject.store.read('documents/../../etc/passwd')).rejects.toThrow(/storage key/);
    });
  });
}

describe('local file store on disk', () => {
  it('leaves no temporary files behind', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-local-store-'));
    try {
      await createLocalFileStore(dir).put('documents/2026/11/clean', Buffer.from('x'), 'text/plain');
      expect(fs.readdirSync(path.join(dir, 'documents/2026/11'))).toEqual(['clean']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
