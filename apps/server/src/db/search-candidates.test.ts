import { describe, expect, it } from 'vitest';
import { newApplicationId } from '../features/documents/submit-document';
import { newPaymentReference } from '../features/payment-attempts/payment-attempts.repository';
import { createDocument, createOrganisation, createUser } from '../testing/factories';
import { describeOnEachDatabase } from '../testing/test-database';
import { distinctivePart, searchCandidates } from './search-candidates';

describe('distinctivePart (decision 037)', () => {
  it("asks the index about an identifier without the beginning every row's identifiers share", () => {
    expect(distinctivePart('app-2026-zk4qw7rt')).toBe('zk4qw7rt');
    expect(distinctivePart('dv-0b6b4f6b3d26b1a3ba5e')).toBe('0b6b4f6b3d26b1a3ba5e');
    expect(distinctivePart('paid dv-0b6b4f')).toBe('0b6b4f');
  });

  it('strips exactly the beginnings the product writes its identifiers with', () => {
    // Lower-cased, as every search term is: what is left is each identifier's random part.
    const applicationId = newApplicationId(new Date()).toLowerCase();
    expect(distinctivePart(applicationId)).toBe(applicationId.slice(-8));
    const reference = newPaymentReference().toLowerCase();
    expect(distinctivePart(reference)).toBe(reference.slice(-20));
  });

  it('keeps the whole term when nothing is shared, or too little is left to narrow the index', () => {
    expect(distinctivePart('okafor')).toBe('okafor');
    expect(distinctivePart('app-2026-')).toBe('app-2026-');
    expect(distinctivePart('app-2026-zk4')).toBe('app-2026-zk4');
    expect(distinctivePart('dv-')).toBe('dv-');
  });
});

describeOnEachDatabase(
  'searchCandidates: an identifier looked up by its distinctive part, the whole term still checked',
  async ({ db }) => {
    const organisation = await createOrganisation(db);
    const uploader = await createUser(db);
    const texts = {
      wanted: 'app-2026-zk4qw7rt dv-11aa22bb33cc44dd55ee submitted ada obi',
      // The identifier's last part in a name, beside another identifier with the same beginning: not the term.
      tailOnly: 'app-2026-qqqqqqqq dv-99ff88ee77dd66cc55bb submitted zk4qw7rt obi',
    };
    const seqs: Record<keyof typeof texts, number> = { wanted: 0, tailOnly: 0 };
    for (const [name, text] of Object.entries(texts) as [keyof typeof texts, string][]) {
      const document = await createDocument(db, { uploader, organisation });
      const row = await db
        .updateTable('documents')
        .set({ search_text: text })
        .where('id', '=', document.id)
        .returning('seq')
        .executeTakeFirstOrThrow();
      seqs[name] = Number(row.seq);
    }
    return { seqs };
  },
  (t) => {
    it('finds the row holding the whole identifier, and on PostgreSQL no row holding only its last part', async () => {
      const { database, seqs } = t();
      const candidates = await searchCandidates(database.db, 'documents', 'app-2026-zk4qw7rt', 10);
      expect(candidates).toContain(seqs.wanted);
      // SQLite's index (detail=none) may name rows that hold every trigram apart: its caller checks the text.
      if (database.dialect === 'postgres') expect(candidates).toEqual([seqs.wanted]);
    });

    it('still finds the shared beginning itself', async () => {
      const { database, seqs } = t();
      const candidates = await searchCandidates(database.db, 'documents', 'app-2026-', 10);
      expect(candidates).toEqual(expect.arrayContaining([seqs.wanted, seqs.tailOnly]));
    });
  },
);
