import { expect, it } from 'vitest';
import { createOrganisation, createUser } from '../testing/factories';
import { describeOnEachDatabase } from '../testing/test-database';
import type { Db } from './database';
import { PAGE_SLOTS, prepareJsonRows, rowsBySeq, selectAsJson } from './json-rows';

// Names a JSON round trip could get wrong: quotes, backslashes, text that looks like JSON, letters beyond ASCII.
const awkwardNames = ['Ọlálérè "Ayo"', 'C:\\path\\to', '{"not":"json"}', 'Ẹ̀gbẹ́ – 北京', 'null'];

function accounts(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.seq',
      'users.first_name',
      'users.phone',
      'users.is_system_admin',
      'users.updated_at',
      'organisations.name as organisation_name',
    ]);
}
const accountsBySeq = rowsBySeq('users.seq', accounts);

describeOnEachDatabase(
  'rows read as JSON',
  async () => ({}),
  (t) => {
    async function people(db: Db, count: number) {
      const organisation = await createOrganisation(db);
      const seqs: number[] = [];
      for (let i = 0; i < count; i++) {
        const user = await createUser(db, {
          first_name: awkwardNames[i % awkwardNames.length]!,
          // Every other one with the values a JSON reader could drop or retype: null, a number-like text.
          phone: i % 2 === 0 ? null : '08012345678',
          organisation_id: i % 3 === 0 ? organisation.id : null,
          category: i % 3 === 0 ? 'staff' : 'indv',
        });
        const { seq } = await db.selectFrom('users').select('seq').where('id', '=', user.id).executeTakeFirstOrThrow();
        seqs.push(Number(seq));
      }
      return seqs;
    }

    /** The same rows as the query builder reads them, in the order asked for. */
    async function plainly(db: Db, seqs: number[]) {
      const rows = await accounts(db).where('users.seq', 'in', seqs).execute();
      const bySeq = new Map(rows.map((row) => [Number(row.seq), { ...row, seq: Number(row.seq) }]));
      return seqs.map((seq) => bySeq.get(seq));
    }

    it('reads a page by its numbers in the order given, each value as the query builder reads it', async () => {
      const { db } = t().database;
      const seqs = (await people(db, 9)).reverse();
      const rows = await accountsBySeq(db, seqs);
      expect(rows.map((row) => row.seq)).toEqual(seqs);
      expect(rows).toEqual(await plainly(db, seqs));
      expect(rows.map((row) => row.first_name)).toEqual(expect.arrayContaining(awkwardNames));
      expect(rows.some((row) => row.phone === null && row.organisation_name === null)).toBe(true);
    });

    it('leaves out numbers with no row, and reads none for none', async () => {
      const { db } = t().database;
      const [first, second] = await people(db, 2);
      const rows = await accountsBySeq(db, [second!, 999_999_999, first!]);
      expect(rows.map((row) => row.seq)).toEqual([second, first]);
      expect(await accountsBySeq(db, [])).toEqual([]);
    });

    it('reads more numbers than a page holds (an export batch) the same way, unprepared', async () => {
      const { db } = t().database;
      const seqs = await people(db, PAGE_SLOTS + 5);
      const rows = await accountsBySeq(db, seqs);
      expect(rows).toEqual(await plainly(db, seqs));
    });

    it('reads any named selection, prepared or not, as the query builder would', async () => {
      const { db } = t().database;
      const seqs = await people(db, 3);
      const byFirstName = (query: ReturnType<typeof accounts>) => query.orderBy('users.seq');
      const plain = (await byFirstName(accounts(db)).where('users.seq', 'in', seqs).execute()).map((row) => ({
        ...row,
        seq: Number(row.seq),
      }));
      expect(await selectAsJson(db, byFirstName(accounts(db)).where('users.seq', 'in', seqs))).toEqual(plain);
      const prepared = prepareJsonRows((pdb: Db, p: { from: number }) =>
        byFirstName(accounts(pdb)).where('users.seq', '>=', p.from),
      );
      expect(await prepared(db, { from: seqs[0]! })).toEqual(
        expect.arrayContaining(plain.map((row) => expect.objectContaining(row))),
      );
      expect(await prepared(db, { from: 999_999_999 })).toEqual([]);
    });
  },
);
