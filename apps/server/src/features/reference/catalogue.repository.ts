import type { TCatalogue } from '@docverify/contract/reference/catalogue';
import type { Db } from '../../db/database';

/** Categories with their document types, in the order the form offers them, and the countries. */
export async function readCatalogue(db: Db): Promise<TCatalogue['data']> {
  const [categories, types, countries] = await Promise.all([
    db.selectFrom('document_categories').select(['id', 'name', 'tag']).orderBy('sort_order').execute(),
    db.selectFrom('document_types').select(['id', 'name', 'category_id']).orderBy('sort_order').execute(),
    db.selectFrom('countries').select(['code', 'name', 'currency']).orderBy('name').execute(),
  ]);
  return {
    categories: categories.map((category) => ({
      // The categories table holds exactly the contract's four ids (seeded by the reference data).
      id: category.id as TCatalogue['data']['categories'][number]['id'],
      name: category.name,
      tag: category.tag,
      types: types.filter((type) => type.category_id === category.id).map(({ id, name }) => ({ id, name })),
    })),
    countries,
  };
}
