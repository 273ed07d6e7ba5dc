import { ZImportUnaccreditedResponse, ZUnaccreditedListResponse } from '@docverify/contract/fraud-signals/unaccredited';
import { expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createAdmin, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn, signInAdmin } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase, type TestDatabase } from '../../testing/test-database';

const urls = {
  list: '/api/system/admin/unaccredited',
  add: '/api/system/admin/unaccredited',
  import: '/api/system/admin/unaccredited/import',
  remove: '/api/system/admin/unaccredited/remove',
};

async function setup(database: TestDatabase) {
  const app = await createTestApp(database);
  const { user: verifier } = await createOrganisationUser(database.db);
  const individual = await createUser(database.db);
  const admin = await createAdmin(database.db, '2');
  return {
    ...app,
    adminToken: await signInAdmin(app, admin),
    verifierToken: await signIn(app, verifier),
    individualToken: await signIn(app, individual),
  };
}

describeOnEachDatabase('the list of unaccredited awarding bodies: /system/admin/unaccredited', setup, (t) => {
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = t().adminToken) =>
    t().request({ method, url, token, ...(payload ? { payload } : {}) });
  const list = async (query = '') => ZUnaccreditedListResponse.parse((await call('GET', `${urls.list}${query}`)).body);
  const audit = (action: string) =>
    t().database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('created_at').execute();

  it('answers 401 without a session and 403 to verifiers and individuals, on every route', async () => {
    const calls = [
      ['GET', urls.list, undefined],
      ['POST', urls.add, { name: 'Any College', source: 'x' }],
      ['POST', urls.import, { lines: 'Any College', source: 'x' }],
      ['POST', urls.remove, { id: newId() }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await t().request({ method, url, ...(payload ? { payload } : {}) })).status).toBe(401);
      for (const token of [t().verifierToken, t().individualToken]) {
        expect((await call(method, url, payload, token)).status, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('adds one body, refuses the same name however written (409), and names each bad field', async () => {
    const added = await call('POST', urls.add, {
      name: 'University of  Atlantis.',
      country_code: 'ng',
      source: 'https://example.test/list',
      note: 'Closed by the regulator in 2024',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'University of  Atlantis.',
      country_code: 'NG',
      source: 'https://example.test/list',
      added_by: 'Ada Admin',
    });
    const again = await call('POST', urls.add, { name: 'the university atlantis', source: 'Another list' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ name: 'This body is already on the list as “University of  Atlantis.”' });

    for (const [payload, field] of [
      [{ source: 'x' }, 'name'],
      [{ name: ' .;, ', source: 'x' }, 'name'],
      [{ name: 'x'.repeat(201), source: 'x' }, 'name'],
      [{ name: 'Good College', country_code: 'NGA', source: 'x' }, 'country_code'],
      [{ name: 'Good College' }, 'source'],
      [{ name: 'Good College', source: 'x', note: 'n'.repeat(501) }, 'note'],
    ] as const) {
      const refused = await call('POST', urls.add, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
    }
    const [entry] = await audit('unaccredited_institution.added');
    expect(entry).toMatchObject({ entity_type: 'unaccredited_institution', entity_id: added.body.data.id });
  });

  it('imports pasted lines: adds the new, skips and counts the listed and repeated, names each unreadable line', async () => {
    const response = await call('POST', urls.import, {
      source: 'HEDD list 2026',
      lines: [
        'Kings Bridge University,GB',
        'Atlantis University', // a different name: word order counts
        'university of atlantis', // already listed (previous test)
        'KINGS BRIDGE UNIVERSITY', // repeated in this batch
        '',
        'Bad Code College,NGA',
        'Open University of Nowhere, Lagos Campus',
      ].join('\n'),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { data } = ZImportUnaccreditedResponse.parse(response.body);
    expect(data).toEqual({
      added: 3,
      skipped: 2,
      errors: [{ line: 6, text: 'Bad Code College,NGA', message: 'Country code must be two letters, e.g. NG' }],
    });
    expect(response.body.message).toBe('3 added, 2 already listed, 1 not readable');
    const kings = await list('?search=kings%20bridge');
    expect(kings.data).toEqual([
      expect.objectContaining({ name: 'Kings Bridge University', country_code: 'GB', source: 'HEDD list 2026' }),
    ]);
    const [entry] = await audit('unaccredited_institution.imported');
    expect(entry).toMatchObject({ entity_id: '3 names' });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ source: 'HEDD list 2026', added: 3, skipped: 2, errors: 1 });
  });

  it('refuses more than 5,000 lines (400 on `lines`) and a body past the limit (413)', async () => {
    const lines = Array.from({ length: 5001 }, (_, i) => `College ${i}`).join('\n');
    const tooMany = await call('POST', urls.import, { source: 'x', lines });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ lines: 'Import at most 5,000 lines at once' });
    const huge = await call('POST', urls.import, { source: 'x', lines: 'x'.repeat(3_000_000) });
    expect(huge.status).toBe(413);
    const empty = await call('POST', urls.import, { source: 'x', lines: '  \n ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ lines: 'Paste the names to import' });
    const deep = await t().request({
      method: 'POST',
      url: urls.import,
      token: t().adminToken,
      headers: { 'content-type': 'application/json' },
      payload: `{"source":"x","lines":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.errors).toHaveProperty('body');
    // Other routes keep the API's usual 100 KB JSON limit.
    const big = await call('POST', urls.add, { name: 'A', source: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
  });

  it('lists by name in pages of 20 and searches any part of the name, however punctuated', async () => {
    await call('POST', urls.import, {
      source: 'Test batch',
      lines: Array.from({ length: 25 }, (_, i) => `Zeta Paging College ${String(i).padStart(2, '0')}`).join('\n'),
    });
    const first = await list('?search=zeta%20paging');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25, totalPages: 2 });
    expect(first.data[0]!.name).toBe('Zeta Paging College 00');
    const second = await list('?search=zeta%20paging&page=2');
    expect(second.data.map((entry) => entry.name)).toEqual(
      ['20', '21', '22', '23', '24'].map((n) => `Zeta Paging College ${n}`),
    );
    expect((await list('?search=Atlantis.')).data.map((entry) => entry.name)).toEqual([
      'Atlantis University',
      'University of  Atlantis.',
    ]);
    const bad = await call('GET', `${urls.list}?page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('page');
  });

  it('removes an entry (audited, with its name), then answers 404', async () => {
    const added = await call('POST', urls.add, { name: 'Removable Polytechnic', source: 'x' });
    const id = added.body.data.id as string;
    const removed = await call('POST', urls.remove, { id });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('“Removable Polytechnic” removed from the list');
    expect((await call('POST', urls.remove, { id })).status).toBe(404);
    expect((await call('POST', urls.remove, { id: '../../x' })).status).toBe(400);
    const [entry] = await audit('unaccredited_institution.removed');
    expect(entry).toMatchObject({ entity_id: id });
    expect(JSON.parse(entry!.context_json!)).toMatchObject({ name: 'Removable Polytechnic' });
  });

  it("reads in the administrators' audit trail, filtered by its own kind", async () => {
    const trail = await call('GET', '/api/system/admin/audit?entity_type=unaccredited_institution');
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    const actions = (trail.body.data as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'unaccredited_institution.added',
        'unaccredited_institution.imported',
        'unaccredited_institution.removed',
      ]),
    );
  });
});
