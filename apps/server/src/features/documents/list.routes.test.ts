import type { TDocumentListRequest } from '@docverify/contract/documents/requests';
import { ZDocumentListResponse } from '@docverify/contract/documents/list-answers';
import { expect, it } from 'vitest';
import type { DocumentStatus, PaymentStatus } from '../../db/schema';
import {
  createAdmin,
  createDocument,
  createOrganisation,
  createOrganisationUser,
  createUser,
} from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describeOnEachDatabase(
  'the document list: POST /get/documents',
  async (database) => {
    const app = await createTestApp(database);
    const { db } = database;
    const verifier = await createOrganisation(db);
    const owner = await createUser(db);
    const stranger = await createUser(db);
    // Eleven requests, newest first by name Z… to K…: enough for a second page.
    const rows: { last: string; type: string; status: DocumentStatus; payment?: PaymentStatus }[] = [
      { last: 'Zubair', type: 'educ-bachelors', status: 'submitted' },
      { last: 'Yakubu', type: 'educ-masters', status: 'pending' },
      { last: 'Xavier', type: 'educ-bachelors', status: 'verified' },
      { last: 'williams', type: 'educ-hnd', status: 'queried' },
      { last: 'Victor', type: 'educ-bachelors', status: 'awaiting_payment' },
      { last: 'Uche', type: 'educ-bachelors', status: 'awaiting_payment', payment: 'failed' },
      { last: 'Tunde', type: 'educ-masters', status: 'submitted' },
      { last: 'Sola', type: 'educ-bachelors', status: 'submitted' },
      { last: 'Rotimi', type: 'educ-bachelors', status: 'submitted' },
      { last: 'Quadri', type: 'educ-bachelors', status: 'submitted' },
      { last: 'Peters_100%', type: 'educ-bachelors', status: 'submitted' },
    ];
    const documents = [];
    for (const [index, row] of rows.entries()) {
      documents.push(
        await createDocument(db, {
          uploader: owner,
          organisation: verifier,
          documentTypeId: row.type,
          status: row.status,
          paymentStatus: row.payment,
          owner: { first: 'Ada', last: row.last },
          createdAt: minutesAgo(index + 1),
        }),
      );
    }
    await createDocument(db, { uploader: stranger, organisation: verifier, owner: { first: 'Not', last: 'Mine' } });
    return {
      ...app,
      verifier,
      documents,
      ownerToken: await signIn(app, owner),
      strangerToken: await signIn(app, stranger),
    };
  },
  (t) => {
    const list = async (body: TDocumentListRequest, token = t().ownerToken) => {
      const response = await t().request({ method: 'POST', url: '/api/get/documents', token, payload: body });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return ZDocumentListResponse.parse(response.body);
    };
    const lastNames = (page: { data: { docOwnerLastName: string }[] }) => page.data.map((d) => d.docOwnerLastName);

    it('pages nine at a time, newest first, with the real totals past the end', async () => {
      const first = await list({});
      expect(first).toMatchObject({ page: 1, pageSize: 9, total: 11, totalPages: 2 });
      expect(lastNames(first)).toEqual([
        'Zubair',
        'Yakubu',
        'Xavier',
        'williams',
        'Victor',
        'Uche',
        'Tunde',
        'Sola',
        'Rotimi',
      ]);
      const second = await list({ page: 2 });
      expect(lastNames(second)).toEqual(['Quadri', 'Peters_100%']);
      const past = await list({ page: 3 });
      expect(past).toMatchObject({ data: [], total: 11, totalPages: 2, page: 3 });
    });

    it('never shows another person their requests, nor them these', async () => {
      const mine = await list({ page: 2 });
      expect(lastNames(mine)).not.toContain('Mine');
      const theirs = await list({}, t().strangerToken);
      expect(lastNames(theirs)).toEqual(['Mine']);
      expect(theirs.totalPages).toBe(1);
    });

    it('sorts by name and by payment status, both ways', async () => {
      const byName = await list({ sort: { field: 'name', direction: 'asc' } });
      expect(lastNames(byName)).toEqual([
        'Peters_100%',
        'Quadri',
        'Rotimi',
        'Sola',
        'Tunde',
        'Uche',
        'Victor',
        'williams',
        'Xavier',
      ]);
      const byNameDesc = await list({ sort: { field: 'name', direction: 'desc' } });
      expect(lastNames(byNameDesc).slice(0, 3)).toEqual(['Zubair', 'Yakubu', 'Xavier']);
      const byStatus = await list({ sort: { field: 'status', direction: 'asc' } });
      expect(byStatus.data[0]!.payment_status).toBe('confirmed');
      const byStatusDesc = await list({ sort: { field: 'status', direction: 'desc' } });
      expect(byStatusDesc.data.slice(0, 2).map((d) => d.payment_status)).toEqual(['pending', 'failed']);
    });

    it('filters by details and verifier status', async () => {
      const masters = await list({ details: "Master's" });
      expect(lastNames(masters)).toEqual(['Yakubu', 'Tunde']);
      const queried = await list({ verifier_status: 'queried' });
      expect(lastNames(queried)).toEqual(['williams']);
      const combined = await list({ details: "Bachelor's", verifier_status: 'awaiting_payment' });
      expect(lastNames(combined)).toEqual(['Victor', 'Uche']);
      expect(combined.total).toBe(2);
    });

    it('searches case-insensitively over application id, reference and owner names; wildcards are literal', async () => {
      const { documents } = t();
      expect(lastNames(await list({ search: 'WILLIAMS' }))).toEqual(['williams']);
      expect(lastNames(await list({ search: '  yaku ' }))).toEqual(['Yakubu']);
      expect(lastNames(await list({ search: documents[2]!.application_id.toLowerCase() }))).toEqual(['Xavier']);
      expect(lastNames(await list({ search: documents[6]!.ref_id }))).toEqual(['Tunde']);
      expect(lastNames(await list({ search: '100%' }))).toEqual(['Peters_100%']);
      expect(lastNames(await list({ search: 's_1' }))).toEqual(['Peters_100%']);
      expect((await list({ search: '%' })).total).toBe(1);
      expect((await list({ search: 'nobody-has-this' })).total).toBe(0);
      expect((await list({ search: '   ' })).total).toBe(11);
      expect(lastNames(await list({ search: 'queried' }))).toEqual(['williams']);
    });

    it('offers the distinct details and statuses of the whole list, whatever the filters', async () => {
      const { facets } = await list({ search: 'zubair', verifier_status: 'submitted' });
      expect(facets).toEqual({
        details: ["Bachelor's", 'HND', "Master's"],
        verifier_status: ['awaiting_payment', 'submitted', 'pending', 'verified', 'queried'],
      });
    });

    it("shows an organisation the paid requests it received, never unpaid ones or other organisations'", async () => {
      const { database, verifier, request } = t();
      const staff = await createUser(database.db, { category: 'staff', organisation_id: verifier.id });
      const received = await list({ scope: 'received' }, await signIn({ request }, staff));
      expect(received.total).toBe(10);
      expect(received.data.map((d) => d.status)).not.toContain('awaiting_payment');
      const { user: otherOrg } = await createOrganisationUser(database.db);
      const none = await list({ scope: 'received' }, await signIn({ request }, otherOrg));
      expect(none).toMatchObject({ total: 0, data: [], totalPages: 1 });
    });

    it('shows organisation users what anyone of their organisation sent', async () => {
      const { database, request } = t();
      const { user: orgUser, organisation } = await createOrganisationUser(database.db);
      const staff = await createUser(database.db, { category: 'staff', organisation_id: organisation.id });
      await createDocument(database.db, {
        uploader: staff,
        organisation: t().verifier,
        owner: { first: 'By', last: 'Staff' },
      });
      const sent = await list({ scope: 'sent' }, await signIn({ request }, orgUser));
      expect(lastNames(sent)).toEqual(['Staff']);
    });

    it('refuses the received list to individuals and the list to administrators (403), and anonymous callers (401)', async () => {
      const { request, database, ownerToken } = t();
      const refused = await request({
        method: 'POST',
        url: '/api/get/documents',
        token: ownerToken,
        payload: { scope: 'received' },
      });
      expect(refused.status).toBe(403);
      const admin = await createAdmin(database.db);
      const login = await request({
        method: 'POST',
        url: '/api/system/admin/login',
        payload: { email: admin.email, password: admin.password },
      });
      expect(
        (await request({ method: 'POST', url: '/api/get/documents', token: login.body.token, payload: {} })).status,
      ).toBe(403);
      expect((await request({ method: 'POST', url: '/api/get/documents', payload: {} })).status).toBe(401);
      const bad = await request({ method: 'POST', url: '/api/get/documents', token: ownerToken, payload: { page: 0 } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['page']);
    });
  },
);
