import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { createMigrator, migrateToLatest } from '../../db/database';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
  givePasskey,
} from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';

/** A request is found by the name of the verifying body it went to, in every scope that lists it. */
async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  const { db } = database;
  const lagos = await createOrganisation(db, { name: 'University of Lagos', city: 'Akoka' });
  const covenant = await createOrganisation(db, { name: 'Covenant University', city: 'Ota' });
  const { user: receiver } = await createOrganisationUser(db, { organisation: lagos });
  const { user: sender } = await createOrganisationUser(db);
  const { user: referrer, organisation: referring } = await createOrganisationUser(db);
  const individual = await createUser(db, { referred_by_organisation_id: referring.id });
  const own = await createDocument(db, {
    uploader: individual,
    organisation: lagos,
    owner: { first: 'Ada', last: 'Obi' },
  });
  const sent = await createDocument(db, {
    uploader: sender,
    organisation: lagos,
    owner: { first: 'Femi', last: 'Ola' },
  });
  const elsewhere = await createDocument(db, { uploader: individual, organisation: covenant });
  return {
    ...app,
    own,
    sent,
    elsewhere,
    tokens: {
      individual: await signIn(app, individual),
      receiver: await signIn(app, receiver),
      sender: await signIn(app, sender),
      referrer: await signIn(app, referrer),
      admin: await signIn(app, await createAdmin(db, '2')),
    },
  };
}

type Ctx = Awaited<ReturnType<typeof setup>> & { database: TestDatabase };

/** The ids each scope's search answers. */
function searches(t: () => Ctx) {
  const ids = (body: unknown) => ((body as { data: { id: string }[] }).data ?? []).map((row) => row.id).sort();
  const post = async (url: string, token: string, payload: object) => {
    const response = await (t() as TestApp).request({ method: 'POST', url, token, payload });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return ids(response.body);
  };
  return {
    requester: (search: string) => post('/api/get/documents', t().tokens.individual, { search }),
    received: (search: string) => post('/api/get/documents', t().tokens.receiver, { scope: 'received', search }),
    sentByOrganisation: (search: string) => post('/api/get/documents', t().tokens.sender, { scope: 'sent', search }),
    referred: (search: string) => post('/api/referrals/documents', t().tokens.referrer, { search }),
    admin: async (search: string) => {
      const response = await t().request({
        method: 'GET',
        url: '/api/system/admin/get/all/documents',
        query: { search },
        token: t().tokens.admin,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return ids(response.body);
    },
  };
}

describeOnEachDatabase('searching requests by their verifying body', setup, (t) => {
  const sorted = (...documents: { id: string }[]) => documents.map((document) => document.id).sort();

  it("finds a request by its body's whole name and by a part of it, whatever the case, in every scope", async () => {
    const search = searches(t);
    const { own, sent } = t();
    for (const term of ['University of Lagos', 'lagos', 'OF LAG']) {
      expect(await search.requester(term), term).toEqual(sorted(own));
      expect(await search.received(term), term).toEqual(sorted(own, sent));
      expect(await search.sentByOrganisation(term), term).toEqual(sorted(sent));
      expect(await search.referred(term), term).toEqual(sorted(own));
      expect(await search.admin(term), term).toEqual(sorted(own, sent));
    }
    expect(await search.requester('covenant')).toEqual(sorted(t().elsewhere));
    // A body's city is not its name.
    expect(await search.admin('akoka')).toEqual([]);
  });
});

describeOnEachDatabase('migration 012 rewrites existing search texts', setup, (t) => {
  it("adds the body's name to every existing request, in batches, and the search index follows", async () => {
    const { database, own, sent, elsewhere } = t();
    const { db, schema } = database;
    const migrator = createMigrator(db, schema);
    const down = await migrator.migrateTo('011-jobs-outbox-and-checkouts');
    expect(down.error).toBeUndefined();
    // As 011 left them: the spec's fields only, without the body's name.
    await sql`update documents set search_text = lower(application_id || ' ' || owner_first_name || ' ' || owner_last_name)`.execute(
      db,
    );
    // Read in the table: the lists' code is the latest, which needs the latest schema (migration 020's counters).
    expect(await db.selectFrom('documents').select('id').where('search_text', 'like', '%lagos%').execute()).toEqual([]);

    await migrateToLatest(db, schema);
    // Going down past 027 dropped everyone's second factor; the accounts that must have one get theirs back.
    const mustHaveOne = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where((eb) => eb.or([eb('is_system_admin', '=', 1), eb('category', 'in', ['org', 'staff'])]))
      .execute();
    for (const user of mustHaveOne) await givePasskey(db, user);
    const rows = await db.selectFrom('documents').select(['id', 'search_text']).execute();
    const text = new Map(rows.map((row) => [row.id, row.search_text]));
    expect(text.get(own.id)).toContain('university of lagos');
    expect(text.get(own.id)).toContain(own.application_id.toLowerCase());
    expect(text.get(elsewhere.id)).toContain('covenant university');
    expect(await searches(t).admin('of lagos')).toEqual([own.id, sent.id].sort());
    expect(await searches(t).requester('covenant')).toEqual([elsewhere.id]);
  });

  it('walks every row whatever the batch size', async () => {
    const { db } = t().database;
    const { rewriteDocumentSearchText } = await import('../../db/migrations/012-words-people-can-quote');
    await sql`update documents set search_text = 'stale'`.execute(db);
    expect(await rewriteDocumentSearchText(db, 2)).toBe(3);
    const stale = await db.selectFrom('documents').select('id').where('search_text', '=', 'stale').execute();
    expect(stale).toEqual([]);
    expect(await searches(t).received('lagos')).toEqual([t().own.id, t().sent.id].sort());
  });
});
