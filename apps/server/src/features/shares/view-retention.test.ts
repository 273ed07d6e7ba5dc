import { expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createDocument, createOrganisation, createUser } from '../../testing/factories';
import { createTestClock } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { ensureDefaultShare } from './default-share';
import { deleteOldShareViews, viewRetentionCutoff } from './view-retention';

describeOnEachDatabase(
  'forgetting share views after twelve months',
  async () => ({}),
  (get) => {
    it('cuts off at the same moment twelve months back', () => {
      expect(viewRetentionCutoff(new Date('2026-11-25T12:00:00.000Z'))).toBe('2025-11-25T12:00:00.000Z');
    });

    it('deletes only views older than twelve months, in batches, and keeps the links and their counts', async () => {
      const { db } = get().database;
      const clock = createTestClock(new Date('2026-11-25T12:00:00Z'));
      const owner = await createUser(db);
      const document = await createDocument(db, {
        uploader: owner,
        organisation: await createOrganisation(db),
        status: 'verified',
      });
      const share = (await ensureDefaultShare(db, document, clock.now().toISOString()))!;
      const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000).toISOString();
      const view = (viewedAt: string) => ({
        id: newId(),
        share_id: share.id,
        document_id: document.id,
        viewed_at: viewedAt,
        outcome: 'shown' as const,
        browser_family: 'Chrome · desktop',
        network_hint: '102.89.x.x',
      });
      const old = Array.from({ length: 1200 }, (_, i) => view(daysAgo(366 + (i % 30))));
      const kept = [view(daysAgo(364)), view(daysAgo(1))];
      for (let i = 0; i < old.length; i += 400)
        await db
          .insertInto('share_views')
          .values(old.slice(i, i + 400))
          .execute();
      await db.insertInto('share_views').values(kept).execute();

      expect(await deleteOldShareViews(db, clock, 500)).toBe(1200);
      const left = await db.selectFrom('share_views').select('id').where('document_id', '=', document.id).execute();
      expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
      expect(await db.selectFrom('document_shares').select('id').where('id', '=', share.id).execute()).toHaveLength(1);
      expect(await deleteOldShareViews(db, clock)).toBe(0);
    });
  },
);
