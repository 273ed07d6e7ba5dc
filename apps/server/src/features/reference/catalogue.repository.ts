import type { TCatalogue } from '@docverify/contract/reference/catalogue';
import type { Db } from '../../db/database';
import { prepareQuery } from '../../db/prepared-query';

// Compiled once (db/prepared-query): every request form reads them.
const categoryRows = prepareQuery((db: Db) =>
  db.selectFrom('document_categories').select(['id', 'name', 'tag']).orderBy('sort_order'),
);
const typeRows = prepareQuery((db: Db) =>
  db.selectFrom('document_types').select(['id', 'name', 'category_id']).orderBy('sort_order'),
);
const countryRows = prepareQuery((db: Db) =>
  db.selectFrom('countries').select(['code', 'name', 'currency']).orderBy('name'),
);

/** Categories with their document types, in the order the form offers them, and the countries. */
export async function readCatalogue(db: Db): Promise<TCatalogue['data']> {
  const [categories, types, countries] = await Promise.all([
    categoryRows.execute(db, {}),
    typeRows.execute(db, {}),
    countryRows.execute(db, {}),
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
