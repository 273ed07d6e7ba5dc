import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesUnderTest, type StoreUnderTest } from '../../testing/file-stores';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

async function listed(store: FileStore, folder: string, pageSize?: number) {
  const objects = [];
  for await (const object of store.list(folder, { pageSize })) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

for (const [name, open] of storesUnderTest) {
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

    it('says it is ready while it can take writes', async () => {
      await expect(subject.store.check()).resolves.toBeUndefined();
    });

    it('refuses keys that could leave its folder', async () => {
      await expect(subject.store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
      await expect(subject.store.read('documents/../../etc/passwd')).rejects.toThrow(/storage key/);
    });

    it('lists the objects under a folder with when each was written, a page at a time', async () => {
      const before = Date.now() - 2000;
      for (const key of ['listing/2026/11/a', 'listing/2026/12/b', 'listing/2026/12/c', 'listing-other/d']) {
        await subject.store.put(key, Buffer.from(key), 'text/plain');
      }
      const objects = await listed(subject.store, 'listing', 2);
      expect(objects.map((object) => object.key)).toEqual([
        'listing/2026/11/a',
        'listing/2026/12/b',
        'listing/2026/12/c',
      ]);
      for (const { lastModified } of objects) {
        expect(lastModified.getTime()).toBeGreaterThan(before);
        expect(lastModified.getTime()).toBeLessThan(Date.now() + 2000);
      }
      expect(await listed(subject.store, 'nothing-here')).toEqual([]);
      await expect(listed(subject.store, '../up')).rejects.toThrow(/storage key/);
    });
  });
}

describe('readiness of a store that cannot take writes', () => {
  it('fails for a local folder that cannot be made', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-not-a-dir-')), 'file');
    fs.writeFileSync(file, 'x');
    await expect(createLocalFileStore(path.join(file, 'files')).check()).rejects.toThrow();
  });
});

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

describe('local file store: leftovers of an interrupted write', () => {
  it('lists a temporary file so it can be swept, and removes it; skips names it did not make', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-local-store-'));
    try {
      const folder = path.join(dir, 'documents/2026/11');
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'killed.0123456789ab.tmp'), 'half a file');
      fs.writeFileSync(path.join(folder, '.DS_Store'), 'not ours');
      fs.writeFileSync(path.join(folder, 'name with spaces'), 'not ours');
      const store = createLocalFileStore(dir);
      const objects = await listed(store, 'documents');
      expect(objects.map((object) => object.key)).toEqual(['documents/2026/11/killed.0123456789ab.tmp']);
      await store.remove('documents/2026/11/killed.0123456789ab.tmp');
      expect(fs.readdirSync(folder).sort()).toEqual(['.DS_Store', 'name with spaces']);
      // Only the temporary form of a key is accepted, nothing else with a dot.
      await expect(store.remove('documents/2026/11/x.tmp')).rejects.toThrow(/storage key/);
      await expect(store.read('documents/2026/11/killed.0123456789ab.tmp')).rejects.toThrow(/storage key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
