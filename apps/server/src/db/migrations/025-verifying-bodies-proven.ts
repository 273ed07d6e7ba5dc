import { FREE_MAIL_DOMAINS, domainOfAddress, isAtDomain } from '@docverify/contract/organisations/body-proof';
import type { Kysely } from 'kysely';
import { nameWords } from '../../lib/body-names';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Bodies that joined before they named their categories verify what their industry issues (decision 071):
 * schools their qualifications, professional bodies their memberships, banks their statements and, like any
 * other employer, employment letters.
 */
export function categoriesOfIndustry(industry: string | null): string[] {
  if (industry === 'Higher Education' || industry === 'Education') return ['educ'];
  if (industry === 'Professional Bodies') return ['prof'];
  if (industry === 'Banking') return ['finance', 'employment'];
  return ['employment'];
}

/** An existing body's domain is its e-mail's, unless that is a free mail service's (which proves nothing). */
export function domainOfExistingBody(email: string | null): string | null {
  if (!email || !email.includes('@')) return null;
  const domain = domainOfAddress(email);
  return FREE_MAIL_DOMAINS.some((free) => isAtDomain(domain, free)) ? null : domain;
}

/**
 * Decision 071: a verifying body names its website, domain and categories, proves control of the domain by a
 * code and uploads evidence before it can be verified. Bodies already verified stay verified; their domain is
 * taken from their e-mail, unproven, and their categories from their industry.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('organisations').addColumn('website', 'text').execute();
  for (const column of ['domain', 'categories', 'evidence_file_id', 'domain_verified_at', 'domain_contact_email']) {
    await db.schema.alterTable('organisations').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('organisations_domain_idx').on('organisations').column('domain').execute();
  await db.schema
    .createTable('organisation_categories')
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('organisation_categories_pk', ['category_id', 'organisation_id'])
    .execute();
  await db.schema
    .createTable('organisation_name_words')
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('organisation_name_words_pk', ['word', 'organisation_id'])
    .execute();

  const bodies: { id: string; name: string; email: string | null; industry: string | null }[] = await db
    .selectFrom('organisations')
    .select(['id', 'name', 'email', 'industry'])
    .execute();
  for (const body of bodies) {
    const categories = categoriesOfIndustry(body.industry);
    await db
      .updateTable('organisations')
      .set({ domain: domainOfExistingBody(body.email), categories: categories.join(',') })
      .where('id', '=', body.id)
      .execute();
    await db
      .insertInto('organisation_categories')
      .values(categories.map((category_id) => ({ category_id, organisation_id: body.id })))
      .execute();
    const words = nameWords(body.name);
    if (words.length > 0) {
      await db
        .insertInto('organisation_name_words')
        .values(words.map((word) => ({ word, organisation_id: body.id })))
        .execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('organisation_name_words').execute();
  await db.schema.dropTable('organisation_categories').execute();
  await db.schema.dropIndex('organisations_domain_idx').execute();
  for (const column of [
    'domain_contact_email',
    'domain_verified_at',
    'evidence_file_id',
    'categories',
    'domain',
    'website',
  ]) {
    await db.schema.alterTable('organisations').dropColumn(column).execute();
  }
}
