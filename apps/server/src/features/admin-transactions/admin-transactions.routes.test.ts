import zlib from 'node:zlib';
import { ZAdminTransactionsResponse } from '@docverify/contract/admin/transactions';
import { expect, it } from 'vitest';
import { createAdmin, createDocument, createOrganisationUser, createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { describeOnEachDatabase } from '../../testing/test-database';
import { transactionsCsv } from './admin-transactions';
import { listLimits } from '../../lib/paging/limits';

const defaults = { ...listLimits };

const url = '/api/system/admin/view/transactions';
const csvUrl = '/api/system/admin/view/transactions.csv';

describeOnEachDatabase(
  'the administrator transactions list and its CSV export',
  async (database) => {
    const app = await createTestApp(database);
    const { organisation } = await createOrganisationUser(database.db);
    const payer = await createUser(database.db, { first_name: 'Ngozi', last_name: 'Eze' });
    const confirmed = await createDocument(database.db, {
      uploader: payer,
      organisation,
      createdAt: '2026-01-10T09:00:00.000Z',
    });
    const failed = await createDocument(database.db, {
      uploader: payer,
      organisation,
      status: 'awaiting_payment',
      paymentStatus: 'failed',
      createdAt: '2026-01-11T23:59:59.000Z',
    });
    const open = await createDocument(database.db, {
      uploader: payer,
      organisation,
      status: 'awaiting_payment',
      createdAt: '2026-01-12T00:00:00.000Z',
    });
    await database.db
      .updateTable('payments')
      .set({ gateway: 'paystack' })
      .where('reference', '=', failed.ref_id)
      .execute();
    const admin = await signIn(app, await createAdmin(database.db, '2'));
    return { ...app, admin, payer, confirmed, failed, open };
  },
  (t) => {
    it('totals a rare search exactly, and leaves a common one untotalled with an estimated count', async () => {
      const { request, admin, failed } = t();
      const rare = ZAdminTransactionsResponse.parse(
        (await request({ method: 'GET', url: `${url}?search=${failed.ref_id.slice(4, 14)}`, token: admin })).body,
      );
      expect(rare.data.map((payment) => payment.ref_id)).toEqual([failed.ref_id]);
      expect(rare).toMatchObject({ total: 1, totalExact: true });
      expect(rare.totals).toEqual([{ currency: 'NGN', status: 'failed', count: 1, amount: rare.data[0]!.fee }]);

      // The payer's name is in every payment's search text: with the candidate limit below that, it reads as common.
      Object.assign(listLimits, { searchCandidates: 1, scanWindow: 2 });
      try {
        const common = ZAdminTransactionsResponse.parse(
          (await request({ method: 'GET', url: `${url}?search=ngoz`, token: admin })).body,
        );
        expect(common.data).toHaveLength(3);
        expect(common.totals).toBeNull();
        expect(common.total).toBeGreaterThanOrEqual(3);
      } finally {
        Object.assign(listLimits, defaults);
      }
    });

    it('answers 401 without a token and 403 to individuals and organisations, on both routes', async () => {
      const { request, database } = t();
      const individual = await signIn(t(), await createUser(database.db));
      const { user: orgUser } = await createOrganisationUser(database.db);
      const organisation = await signIn(t(), orgUser);
      for (const target of [url, csvUrl]) {
        expect((await request({ method: 'GET', url: target })).status).toBe(401);
        expect((await request({ method: 'GET', url: target, token: individual })).status).toBe(403);
        expect((await request({ method: 'GET', url: target, token: organisation })).status).toBe(403);
      }
    });

    it('lists every payment newest first with totals per currency and status over the whole filter', async () => {
      const { request, admin, confirmed, failed, open } = t();
      const response = await request({ method: 'GET', url, token: admin });
      expect(response.status).toBe(200);
      const body = ZAdminTransactionsResponse.parse(response.body);
      expect(body.data.map((payment) => payment.ref_id)).toEqual([open.ref_id, failed.ref_id, confirmed.ref_id]);
      expect(body).toMatchObject({ page: 1, pageSize: 9, total: 3, totalPages: 1 });
      const fee = body.data[0]!.fee;
      expect(body.totals).toEqual([
        { currency: 'NGN', status: 'confirmed', count: 1, amount: fee },
        { currency: 'NGN', status: 'failed', count: 1, amount: fee },
        { currency: 'NGN', status: 'pending', count: 1, amount: fee },
      ]);
    });

    it('filters by status, gateway, inclusive days and search', async () => {
      const { request, admin, confirmed, failed, open } = t();
      const refs = async (query: Record<string, string>) => {
        const response = await request({ method: 'GET', url, query, token: admin });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return (response.body as { data: { ref_id: string }[] }).data.map((payment) => payment.ref_id);
      };
      expect(await refs({ status: 'confirmed' })).toEqual([confirmed.ref_id]);
      expect(await refs({ gateway: 'paystack' })).toEqual([failed.ref_id]);
      expect(await refs({ from: '2026-01-11', to: '2026-01-11' })).toEqual([failed.ref_id]);
      expect(await refs({ from: '2026-01-11' })).toEqual([open.ref_id, failed.ref_id]);
      expect(await refs({ to: '2026-01-10' })).toEqual([confirmed.ref_id]);
      expect(await refs({ search: confirmed.application_id.toLowerCase() })).toEqual([confirmed.ref_id]);
      expect(await refs({ search: 'ngozi eze', status: 'pending' })).toEqual([open.ref_id]);
      // A wildcard is searched for as the character.
      expect(await refs({ search: '%' })).toEqual([]);
      expect(await refs({ status: '', gateway: '', search: '' })).toHaveLength(3);
    });

    it('refuses a malformed or reversed date range with 400 naming the field', async () => {
      const { request, admin } = t();
      const bad = await request({ method: 'GET', url, query: { from: '2026-02-30' }, token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('from');
      const reversed = await request({
        method: 'GET',
        url: csvUrl,
        query: { from: '2026-01-12', to: '2026-01-10' },
        token: admin,
      });
      expect(reversed.status).toBe(400);
      expect(reversed.body.errors).toHaveProperty('to');
      const status = await request({ method: 'GET', url, query: { status: 'paid' }, token: admin });
      expect(status.status).toBe(400);
      expect(status.body.errors).toHaveProperty('status');
    });

    it('exports what the filter shows as a CSV attachment with amounts in naira', async () => {
      const { request, admin, confirmed, failed } = t();
      const response = await request({
        method: 'GET',
        url: csvUrl,
        query: { from: '2026-01-10', to: '2026-01-11' },
        token: admin,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = String(response.body).trim().split('\n');
      expect(lines[0]).toBe(
        'reference,application_id,document_type,payer,payer_email,amount,currency,status,gateway,time',
      );
      expect(lines).toHaveLength(3);
      const payment = await t()
        .database.db.selectFrom('payments')
        .select('amount_minor')
        .where('reference', '=', confirmed.ref_id)
        .executeTakeFirstOrThrow();
      const naira = `${Math.floor(payment.amount_minor / 100)}.${String(payment.amount_minor % 100).padStart(2, '0')}`;
      expect(lines[1]).toContain(`${failed.ref_id},${failed.application_id},`);
      expect(lines[1]).toContain(',failed,paystack,2026-01-11T23:59:59.000Z');
      expect(lines[2]).toContain(
        `Ngozi Eze,${t().payer.email},${naira},NGN,confirmed,sandbox,2026-01-10T09:00:00.000Z`,
      );
    });

    it('streams the CSV compressed to a client that accepts it', async () => {
      const { app, admin } = t();
      const query = { from: '2026-01-10', to: '2026-01-11' };
      const headers = { authorization: `Bearer ${admin}` };
      const plain = await app.inject({ method: 'GET', url: csvUrl, query, headers });
      const gzipped = await app.inject({
        method: 'GET',
        url: csvUrl,
        query,
        headers: { ...headers, 'accept-encoding': 'gzip' },
      });
      expect(gzipped.statusCode).toBe(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['content-type']).toMatch(/^text\/csv/);
      expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    });

    it('exports every payment exactly once across batches, payments made in the same instant included', async () => {
      const { ctx, database } = t();
      const { organisation } = await createOrganisationUser(database.db);
      const payer = await createUser(database.db);
      const sameInstant = '2025-06-01T12:00:00.000Z';
      const tied = [];
      for (let i = 0; i < 5; i++) {
        tied.push(await createDocument(database.db, { uploader: payer, organisation, createdAt: sameInstant }));
      }
      let csv = '';
      // Batches of two: every batch boundary falls inside the five payments of one instant.
      for await (const chunk of transactionsCsv(ctx.db, { search: payer.email }, 2)) csv += chunk;
      const references = csv
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(references).toHaveLength(5);
      expect(new Set(references)).toEqual(new Set(tied.map((document) => document.ref_id)));
    });

    // Runs last: it adds a payment the tests above do not expect.
    it('defuses cells a spreadsheet would run as a formula', async () => {
      const { request, admin, database } = t();
      const { organisation } = await createOrganisationUser(database.db);
      const payer = await createUser(database.db, { first_name: '=HYPERLINK("http://evil.test")', last_name: 'X' });
      const document = await createDocument(database.db, { uploader: payer, organisation });
      const response = await request({
        method: 'GET',
        url: csvUrl,
        query: { search: document.application_id },
        token: admin,
      });
      const [, line] = String(response.body).trim().split('\n');
      expect(line).toContain(`"'=HYPERLINK(""http://evil.test"") X"`);
    });
  },
);
