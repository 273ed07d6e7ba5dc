import { expect, it } from 'vitest';
import { runStatements } from '../../db/run-statements';
import { dropGenerationTriggers, generationTriggers, referenceSources } from '../../db/generations/generation-spec';
import { createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { showsAtOnce } from '../../testing/kept-answers';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';

/**
 * Decision 053: the forms' reference lists (the organisation sign-up's companies, industries and countries; the
 * request form's catalogue) are kept between requests while the `reference` counter stands, and show a change to
 * any of their five tables on the next request.
 */
async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  const user = await createUser(database.db);
  return { ...app, user, token: await signIn(app, user) };
}

describeOnEachDatabase('the reference lists kept between requests (decision 053)', setup, (t) => {
  const read = async (url: string, token?: string) => {
    const response = await t().request({ method: 'GET', url, ...(token ? { token } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const signupChoices = () => read('/api/organisations/signup-choices');
  const catalogue = () => read('/api/reference/catalogue', t().token);
  const db = () => t().database.db;
  const run = (statements: string[]) => runStatements(db(), statements);

  it('is answered from memory while the reference tables stand', async () => {
    const before = await signupChoices();
    // A company added with its counter's triggers removed (nothing a product path does): the answer kept is sent.
    const companies = referenceSources.filter((source) => source.table === 'companies');
    const { dialect } = t().database;
    await run(dropGenerationTriggers(dialect, companies));
    try {
      await db().insertInto('companies').values({ id: 'unseen-company', name: 'Aaa Unseen Holdings' }).execute();
      expect(await signupChoices()).toEqual(before);
    } finally {
      await run(generationTriggers(dialect, companies));
    }
    await db().deleteFrom('companies').where('id', '=', 'unseen-company').execute();
    expect(await signupChoices()).toEqual(before);
  });

  it("the sign-up's choices: a company added, an industry renamed, a country added and removed", async () => {
    await showsAtOnce(
      t().ctx,
      signupChoices,
      () => db().insertInto('companies').values({ id: 'newest-company', name: 'Aaa Newest Holdings' }).execute(),
      (before, after) => expect(after.companies).toEqual(['Aaa Newest Holdings', ...before.companies]),
    );
    await showsAtOnce(
      t().ctx,
      signupChoices,
      () =>
        db().updateTable('industries').set({ name: 'Tech and Software' }).where('name', '=', 'Technology').execute(),
      (_, after) => expect(after.industries[0]).toBe('Tech and Software'),
    );
    await showsAtOnce(
      t().ctx,
      signupChoices,
      () => db().insertInto('countries').values({ code: 'ZZ', name: 'Zedland', currency: 'USD' }).execute(),
      (_, after) => expect(after.countries).toContainEqual({ code: 'ZZ', name: 'Zedland' }),
    );
    await showsAtOnce(
      t().ctx,
      signupChoices,
      () => db().deleteFrom('countries').where('code', '=', 'ZZ').execute(),
      (_, after) => expect(after.countries).not.toContainEqual({ code: 'ZZ', name: 'Zedland' }),
    );
  });

  it("the request form's catalogue: a type renamed, a category's tag changed, a country's currency changed", async () => {
    await showsAtOnce(
      t().ctx,
      catalogue,
      () => db().updateTable('document_types').set({ name: 'National Diploma' }).where('name', '=', 'ND').execute(),
      (_, after) => expect(after.categories[0].types[0].name).toBe('National Diploma'),
    );
    await showsAtOnce(
      t().ctx,
      catalogue,
      () => db().updateTable('document_categories').set({ tag: 'Finance' }).where('id', '=', 'finance').execute(),
      (_, after) => expect(after.categories[2].tag).toBe('Finance'),
    );
    await showsAtOnce(
      t().ctx,
      catalogue,
      () => db().updateTable('countries').set({ currency: 'USD' }).where('code', '=', 'NG').execute(),
      (before, after) => {
        expect(before.countries).toContainEqual({ code: 'NG', name: 'Nigeria', currency: 'NGN' });
        expect(after.countries).toContainEqual({ code: 'NG', name: 'Nigeria', currency: 'USD' });
      },
    );
  });

  it('keeps the catalogue for signed-in people only, and the two lists apart', async () => {
    const { user } = t();
    const catalogueKept = await catalogue();
    const choices = await signupChoices();
    expect(choices).not.toEqual(catalogueKept);
    expect(await catalogue()).toEqual(catalogueKept);
    // Kept or not, the catalogue still asks who is asking.
    expect((await t().request({ method: 'GET', url: '/api/reference/catalogue' })).status).toBe(401);
    expect(
      (await t().request({ method: 'GET', url: '/api/reference/catalogue', token: 'forged.token.value' })).status,
    ).toBe(401);
    // An account deactivated since it was kept is refused before any answer is looked up.
    await db().updateTable('users').set({ status: 'inactive' }).where('id', '=', user.id).execute();
    expect((await t().request({ method: 'GET', url: '/api/reference/catalogue', token: t().token })).status).toBe(401);
  });
});
