import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { localStore, storesUnderTest, type StoreUnderTest } from '../../testing/file-stores';
import { sampleFiles } from '../../testing/multipart';
import { createTestClock } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import type { FileStore } from '../../lib/storage/file-store';
import { sweepOrphanFiles } from './orphan-files';
import { newStorageKey } from './submit-document';

const HOUR = 3600;

async function keysIn(store: FileStore, folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(folder)) keys.push(object.key);
  return keys.sort();
}

describeOnEachDatabase(
  'sweeping files no record references',
  async (database) => ({
    uploader: await createUser(database.db),
    organisation: await createOrganisation(database.db),
  }),
  (t) => {
    const contextFor = (files: FileStore) => ({
      db: t().database.db,
      files,
      clock: createTestClock(),
      log: pino({ level: 'silent' }),
    });
    /** Objects as an upload leaves them: some recorded in `stored_files`, some orphaned by a failed request. */
    const upload = async (files: FileStore, now: Date, recorded: boolean) => {
      const key = newStorageKey(now);
      await files.put(key, sampleFiles.pdf(), 'application/pdf');
      if (recorded) {
        await createDocument(t().database.db, {
          uploader: t().uploader,
          organisation: t().organisation,
          storageKey: key,
        });
      }
      return key;
    };

    for (const [name, open] of storesUnderTest) {
      describe(name, () => {
        let subject: StoreUnderTest;
        beforeAll(async () => {
          subject = await open();
        });
        afterAll(() => subject.close());

        it('removes old objects nothing references; keeps referenced ones, young ones and other folders', async () => {
          const { store } = subject;
          const ctx = contextFor(store);
          const now = ctx.clock.now();
          const referenced = [];
          const orphans = [];
          for (let i = 0; i < 3; i++) referenced.push(await upload(store, now, true));
          for (let i = 0; i < 4; i++) orphans.push(await upload(store, now, false));
          await store.put('elsewhere/not-ours', Buffer.from('x'), 'text/plain');

          // Within the grace period an unrecorded object may be an upload whose transaction is still running.
          const young = await sweepOrphanFiles(ctx, { olderThanSeconds: HOUR, batchSize: 2 });
          expect(young).toEqual({ examined: 7, removed: 0 });
          expect(await keysIn(store, 'documents')).toEqual([...referenced, ...orphans].sort());

          ctx.clock.advance(2 * HOUR);
          // Batches of two: several pages of the listing and several lookups, none of them per file.
          const old = await sweepOrphanFiles(ctx, { olderThanSeconds: HOUR, batchSize: 2 });
          expect(old).toEqual({ examined: 7, removed: 4 });
          expect(await keysIn(store, 'documents')).toEqual([...referenced].sort());
          for (const key of orphans) await expect(store.read(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
          expect(await keysIn(store, 'elsewhere')).toEqual(['elsewhere/not-ours']);

          // Nothing left to do: a second sweep removes nothing more.
          expect(await sweepOrphanFiles(ctx, { olderThanSeconds: HOUR })).toEqual({ examined: 3, removed: 0 });
        });

        it('defaults to a one-hour grace period', async () => {
          const { store } = subject;
          const ctx = contextFor(store);
          const orphan = await upload(store, ctx.clock.now(), false);
          ctx.clock.advance(HOUR - 60);
          expect((await sweepOrphanFiles(ctx)).removed).toBe(0);
          ctx.clock.advance(2 * 60);
          expect((await sweepOrphanFiles(ctx)).removed).toBe(1);
          await expect(store.read(orphan)).rejects.toMatchObject({ code: 'NOT_FOUND' });
        });
      });
    }

    describe('local disk: what a killed write left behind', () => {
      let subject: StoreUnderTest;
      beforeAll(async () => {
        subject = await localStore();
      });
      afterAll(() => subject.close());

      it('removes an old temporary file, and nothing it does not recognise', async () => {
        const ctx = contextFor(subject.store);
        const folder = path.join(subject.dir, 'documents', '2026', '01');
        fs.mkdirSync(folder, { recursive: true });
        fs.writeFileSync(path.join(folder, '5b1f0e57-7f43-4c4e-9a51-0c1d2e3f4a5b.0123456789ab.tmp'), 'half a file');
        fs.writeFileSync(path.join(folder, '.DS_Store'), 'not ours');
        ctx.clock.advance(2 * HOUR);
        expect(await sweepOrphanFiles(ctx)).toEqual({ examined: 1, removed: 1 });
        expect(fs.readdirSync(folder)).toEqual(['.DS_Store']);
      });
    });
  },
);
