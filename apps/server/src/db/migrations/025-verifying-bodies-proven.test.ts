import { expect, it } from 'vitest';
import { migrateToBefore } from '../../testing/migrate-before';
import { describeOnEachDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../database';

describeOnEachDatabase(
  'migration 025: verifying bodies proven before they are trusted',
  async () => ({}),
  (t) => {
    it('keeps existing bodies working: verified still, domain from their e-mail, categories from their industry', async () => {
      const { db, schema } = t().database;
      await migrateToBefore(db, schema, '025-verifying-bodies-proven');
      const body = (id: string, name: string, industry: string, email: string | null) => ({
        id,
        name,
        industry,
        country_code: null,
        city: null,
        email,
        phone: null,
        referral_code: `REF${id.toUpperCase()}`,
        verification_status: 'verified',
        transcript_access: 'inactive',
        created_by_user_id: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: null,
      });
      await (db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('organisations')
        .values([
          body('m25a', 'Old College of Lagos', 'Higher Education', 'Registry@OldCollege.edu.ng'),
          body('m25b', 'Old Bank', 'Banking', 'hello@gmail.com'),
          body('m25c', 'Old Shop', 'Retail', null),
        ])
        .execute();
      await migrateToLatest(db, schema);
      const rows = await db
        .selectFrom('organisations')
        .select(['id', 'verification_status', 'domain', 'categories', 'domain_verified_at'])
        .where('id', 'in', ['m25a', 'm25b', 'm25c'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        {
          id: 'm25a',
          verification_status: 'verified',
          domain: 'oldcollege.edu.ng',
          categories: 'educ',
          domain_verified_at: null,
        },
        {
          id: 'm25b',
          verification_status: 'verified',
          domain: null,
          categories: 'finance,employment',
          domain_verified_at: null,
        },
        {
          id: 'm25c',
          verification_status: 'verified',
          domain: null,
          categories: 'employment',
          domain_verified_at: null,
        },
      ]);
      const words = await db
        .selectFrom('organisation_name_words')
        .select('word')
        .where('organisation_id', '=', 'm25a')
        .orderBy('word')
        .execute();
      expect(words.map((row) => row.word)).toEqual(['college', 'lagos', 'old']);
      const categories = await db
        .selectFrom('organisation_categories')
        .select('category_id')
        .where('organisation_id', '=', 'm25b')
        .orderBy('category_id')
        .execute();
      expect(categories.map((row) => row.category_id)).toEqual(['employment', 'finance']);
    });
  },
);
