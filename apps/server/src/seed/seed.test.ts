import { expect, it } from 'vitest';
import { systemClock } from '../lib/clock';
import { verifyPassword } from '../lib/passwords';
import { describeOnEachDatabase } from '../testing/test-database';
import { ensureFirstAdmin, seedReferenceData } from './seed';

describeOnEachDatabase(
  'first-start seed',
  async () => ({}),
  (t) => {
    it('holds the categories, types, lists, bodies and charges, and seeding again changes nothing', async () => {
      const { db } = t().database;
      await seedReferenceData(db, systemClock);
      await seedReferenceData(db, systemClock);
      const count = async (
        table: 'companies' | 'industries' | 'document_types' | 'service_charges' | 'organisations' | 'countries',
      ) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('companies')).toBe(51);
      expect(await count('industries')).toBe(61);
      expect(await count('document_types')).toBe(12);
      expect(await count('service_charges')).toBe(12);
      expect(await count('countries')).toBeGreaterThanOrEqual(5);
      const industries = await db.selectFrom('industries').select('name').orderBy('sort_order').execute();
      expect(industries[0]!.name).toBe('Technology');
      expect(industries.at(-1)!.name).toBe('Others');
      const education = await db
        .selectFrom('document_types')
        .select('name')
        .where('category_id', '=', 'educ')
        .orderBy('sort_order')
        .execute();
      expect(education.map((t) => t.name)).toEqual(['ND', 'HND', "Bachelor's", "Master's", 'Doctorate', 'Transcript']);
      const bodies = await db
        .selectFrom('organisations')
        .select('country_code')
        .where('verification_status', '=', 'verified')
        .execute();
      expect(new Set(bodies.map((b) => b.country_code)).size).toBeGreaterThanOrEqual(5);
    });

    it('creates the first administrator once, with a generated password when none is given', async () => {
      const { db } = t().database;
      const first = await ensureFirstAdmin(db, systemClock, {
        email: 'boss@example.test',
        password: undefined,
        scryptCost: 10,
      });
      expect(first.created).toBe(true);
      expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
      const again = await ensureFirstAdmin(db, systemClock, {
        email: 'boss@example.test',
        password: undefined,
        scryptCost: 10,
      });
      expect(again).toEqual({ email: 'boss@example.test', created: false });
      const admin = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'boss@example.test')
        .executeTakeFirstOrThrow();
      expect(admin).toMatchObject({ is_system_admin: 1, system_admin_type: '1', status: 'active' });
      expect(admin.email_verified_at).not.toBeNull();
      expect(await verifyPassword(first.generatedPassword!, admin.password_hash)).toBe(true);
    });
  },
);
