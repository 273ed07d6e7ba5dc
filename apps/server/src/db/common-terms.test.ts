import { afterEach, expect, it, vi } from 'vitest';
import { listLimits } from '../lib/paging/limits';
import { createDocument, createOrganisation, createUser } from '../testing/factories';
import { describeOnEachDatabase } from '../testing/test-database';
import { COMMON_TERM_MS } from './common-terms';
import { searchRead } from './list-page';

const defaults = { ...listLimits };

describeOnEachDatabase(
  'a common term is remembered, so the search index is not asked again (decision 036)',
  async ({ db }) => {
    const organisation = await createOrganisation(db);
    const uploader = await createUser(db);
    for (let i = 0; i < 5; i++) {
      await createDocument(db, { uploader, organisation, owner: { first: 'Ada', last: `Obiorah${i}` } });
    }
    return {};
  },
  (t) => {
    afterEach(() => {
      Object.assign(listLimits, defaults);
      vi.useRealTimers();
    });

    /** The term becomes rare: every row but one no longer holds it. */
    async function makeRare(term: string, keep: number) {
      const { db } = t().database;
      const rows = await db.selectFrom('documents').select(['id', 'search_text']).execute();
      for (const row of rows.filter((r) => r.search_text.includes(term)).slice(keep)) {
        await db
          .updateTable('documents')
          .set({ search_text: row.search_text.replaceAll(term, 'someone') })
          .where('id', '=', row.id)
          .execute();
      }
    }

    it('reads a term the index found too often row by row, until the memory expires', async () => {
      const { db } = t().database;
      vi.useFakeTimers({ toFake: ['Date'] });
      listLimits.searchCandidates = 3;
      expect(await searchRead(db, 'documents', 'obiorah')).toEqual({ stats: { scanned: 0, matched: 0 } });
      await makeRare('obiorah', 1);

      // Asked again, the index would now say one candidate; the memory says common, so row by row.
      vi.advanceTimersByTime(COMMON_TERM_MS - 1_000);
      expect(await searchRead(db, 'documents', 'obiorah')).toEqual({ stats: { scanned: 0, matched: 0 } });

      vi.advanceTimersByTime(2_000);
      const afterExpiry = await searchRead(db, 'documents', 'obiorah');
      expect(afterExpiry).toMatchObject({ candidates: [expect.any(Number)] });
    });

    it('keeps what it learnt under one limit from another limit, and a rare term is never remembered', async () => {
      const { db } = t().database;
      listLimits.searchCandidates = 2;
      expect(await searchRead(db, 'documents', ' ada')).toEqual({ stats: { scanned: 0, matched: 0 } });
      listLimits.searchCandidates = 1_000;
      const candidates = await searchRead(db, 'documents', ' ada');
      expect(candidates).toMatchObject({ candidates: expect.any(Array) });
      expect((candidates as { candidates: number[] }).candidates.length).toBeGreaterThan(2);

      expect(await searchRead(db, 'documents', 'lagos-none')).toEqual({ candidates: [] });
      expect(await searchRead(db, 'documents', 'lagos-none')).toEqual({ candidates: [] });
    });
  },
);
