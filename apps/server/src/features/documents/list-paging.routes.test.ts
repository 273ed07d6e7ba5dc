import type { TDocumentListRequest } from '@docverify/contract/documents/requests';
import { ZDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DocumentStatus } from '../../db/schema';
import { listLimits } from '../../lib/paging/limits';
import { createDocument, createOrganisation, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const defaults = { ...listLimits };
/** Every plan of decision 016 with a few dozen rows: the thresholds shrunk to the size of the test. */
const tiny = { cheapOffset: 9, walkStep: 4, smallSet: 5, searchCandidates: 3, searchSample: 6, scanWindow: 4 };

const statuses: DocumentStatus[] = ['submitted', 'pending', 'verified', 'queried', 'archived'];
const types = ['educ-bachelors', 'educ-masters', 'educ-hnd'];
const lastNames = ['Okafor', 'Adeyemi', 'Bello', 'Okonkwo', 'Eze', 'Balogun', 'Nwosu', 'Okoro'];

type Query = Omit<TDocumentListRequest, 'page' | 'cursor'>;

describeOnEachDatabase(
  'document lists at any size: cursors, pages by number, plans (decision 016)',
  async (database) => {
    const app = await createTestApp(database);
    const { db } = database;
    const body = await createOrganisation(db);
    const { user: organisation } = await createOrganisationUser(db, { organisation: body });
    const people = [await createUser(db), await createUser(db)];
    // 40 received requests, some sharing a name and an instant, so ties are broken by `seq` alone.
    for (let i = 0; i < 40; i++) {
      await createDocument(db, {
        uploader: people[i % 2]!,
        organisation: body,
        status: statuses[i % statuses.length]!,
        documentTypeId: types[(i * 7) % types.length]!,
        owner: { first: i % 3 === 0 ? 'Chiamaka' : 'Tunde', last: lastNames[(i * 5) % lastNames.length]! },
        createdAt: new Date(Date.UTC(2026, 9, 1, 0, Math.floor(i / 3))).toISOString(),
      });
    }
    return { ...app, body, token: await signIn(app, organisation) };
  },
  (t) => {
    afterEach(() => Object.assign(listLimits, defaults));
    // Each test walks and searches the list hundreds of times: as another account of the body, so that no test
    // inherits the searches of the one before it under the per-account limit (decision 074).
    beforeEach(async () => {
      const { user } = await createOrganisationUser(t().database.db, { organisation: t().body });
      t().token = await signIn(t(), user);
    });

    const list = async (body: TDocumentListRequest) => {
      const response = await t().request({
        method: 'POST',
        url: '/api/get/documents',
        token: t().token,
        payload: { scope: 'received', ...body },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return ZDocumentListResponse.parse(response.body);
    };

    /** The whole list walked with Next, then back with Previous: both must agree with each other and the total. */
    async function walk(query: Query) {
      const forward: string[][] = [];
      let page = await list({ ...query, page: 1 });
      forward.push(page.data.map((d) => d.id));
      while (page.next) {
        page = await list({ ...query, page: page.page + 1, cursor: page.next });
        forward.push(page.data.map((d) => d.id));
      }
      const backward: string[][] = [forward.at(-1)!];
      while (page.previous) {
        page = await list({ ...query, page: page.page - 1, cursor: page.previous });
        backward.unshift(page.data.map((d) => d.id));
      }
      expect(backward).toEqual(forward);
      return forward;
    }

    const queries: Query[] = [
      {},
      { sort: { field: 'name', direction: 'asc' } },
      { sort: { field: 'name', direction: 'desc' } },
      { sort: { field: 'status', direction: 'desc' } },
      { verifier_status: 'verified' },
      { details: "Master's" },
      { verifier_status: 'pending', details: "Bachelor's" },
      { verifier_status: 'queried', sort: { field: 'name', direction: 'asc' } },
      { search: 'oka' },
      { search: 'konk' },
      { search: 'tunde', sort: { field: 'name', direction: 'desc' } },
      { search: 'e', details: "Bachelor's" },
    ];

    it('gives the same pages, in the same order, whichever plan reads them', async () => {
      for (const query of queries) {
        const byDefault = await walk(query);
        Object.assign(listLimits, tiny);
        const byTinyLimits = await walk(query);
        Object.assign(listLimits, defaults);
        expect(byTinyLimits, JSON.stringify(query)).toEqual(byDefault);
        expect(byDefault.flat().length, JSON.stringify(query)).toBe(new Set(byDefault.flat()).size);
      }
    });

    it('reaches every page by its number alone, from either end or by walking, as the cursors do', async () => {
      Object.assign(listLimits, tiny);
      for (const query of [
        {},
        { sort: { field: 'name', direction: 'asc' } },
        { verifier_status: 'verified' },
      ] as Query[]) {
        const pages = await walk(query);
        const first = await list({ ...query, page: 1 });
        expect(first.totalPages).toBe(pages.length);
        for (let number = 1; number <= pages.length; number++) {
          const page = await list({ ...query, page: number });
          expect(
            page.data.map((d) => d.id),
            `${JSON.stringify(query)} page ${number}`,
          ).toEqual(pages[number - 1]);
          expect(page.next === null).toBe(number === pages.length);
          expect(page.previous === null).toBe(number === 1);
        }
      }
    });

    it('finds a substring in the middle of a word, counts rare terms exactly and estimates common ones', async () => {
      const konk = await list({ search: 'konk' });
      expect(konk.data.length).toBeGreaterThan(0);
      expect(konk.data.every((d) => d.docOwnerLastName === 'Okonkwo')).toBe(true);
      expect(konk).toMatchObject({ totalExact: true, total: konk.data.length });

      Object.assign(listLimits, tiny);
      const common = await list({ search: 'tunde' });
      expect(common.totalExact).toBe(false);
      expect(common.total).toBeGreaterThanOrEqual(common.data.length);
      const everyTunde = (await walk({ search: 'tunde' })).flat();
      expect(everyTunde.length).toBe(26);
    });

    it("turns a search's page from a cursor whose row no longer matches, as from any other", async () => {
      const { db } = t().database;
      const first = await list({ search: 'tunde' });
      expect(first).toMatchObject({ totalExact: true, next: expect.any(String) });
      const last = first.data.at(-1)!;
      const { search_text } = await db
        .selectFrom('documents')
        .select('search_text')
        .where('id', '=', last.id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('documents')
        .set({ search_text: search_text.replaceAll('tunde', 'bisi') })
        .where('id', '=', last.id)
        .execute();
      try {
        const second = await list({ search: 'tunde', page: 2, cursor: first.next! });
        const everyTunde = (await walk({ search: 'tunde' })).flat();
        const before = first.data.length - 1;
        expect(second.data.map((d) => d.id)).toEqual(everyTunde.slice(before, before + second.data.length));
        expect(second.data.length).toBeGreaterThan(0);
      } finally {
        await db.updateTable('documents').set({ search_text }).where('id', '=', last.id).execute();
      }
    });

    it('refuses a cursor that is not one (400, naming it) and ignores one from another view of the list', async () => {
      const bad = await t().request({
        method: 'POST',
        url: '/api/get/documents',
        token: t().token,
        payload: { scope: 'received', page: 2, cursor: 'bm90LWEtY3Vyc29y' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({ cursor: 'Page cursor is not valid' });

      const byName = await list({ sort: { field: 'name', direction: 'asc' }, page: 1 });
      const newestSecond = await list({ page: 2 });
      const withForeignCursor = await list({ page: 2, cursor: byName.next! });
      expect(withForeignCursor.data.map((d) => d.id)).toEqual(newestSecond.data.map((d) => d.id));
    });

    it('refuses a real cursor whose position was edited (a value dropped, added or of the wrong kind): 400, never 500', async () => {
      const first = await list({ page: 1 });
      const decoded = JSON.parse(Buffer.from(first.next!, 'base64url').toString('utf8')) as { k: unknown[] };
      const forged = (k: unknown[]) => Buffer.from(JSON.stringify({ ...decoded, k })).toString('base64url');
      const [created, seq] = decoded.k;
      for (const k of [[created], [created, seq, seq], [created, 'not-a-number'], [Number(seq), seq]]) {
        const answer = await t().request({
          method: 'POST',
          url: '/api/get/documents',
          token: t().token,
          payload: { scope: 'received', page: 2, cursor: forged(k) },
        });
        expect(answer.status, JSON.stringify(k)).toBe(400);
        expect(answer.body.errors).toMatchObject({ cursor: 'Page cursor is not valid' });
      }
    });
  },
);
