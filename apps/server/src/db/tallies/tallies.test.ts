import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DocumentStatus } from '../schema';
import { describeOnEachDatabase } from '../../testing/test-database';
import { createDocument, createOrganisation, createOrganisationUser, createUser } from '../../testing/factories';
import { canMove, changeStatus } from '../../features/document-lifecycle/change-status';
import { markPaymentSettled, updateDocumentPayment } from '../../features/payments/payments.repository';
import { recordAudit } from '../../features/audit/audit';
import { updateUser } from '../../features/auth/users.repository';
import { allTallies } from './tallies';
import { recountQuery, type TallySpec } from './tally-spec';
import type { Db } from '../database';

/** A small seeded generator, so a failure names a sequence that can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const keyOf = (spec: TallySpec, row: Record<string, unknown>) => spec.keyColumns.map((key) => row[key]).join('|');

/** The tally as stored (rows at zero say nothing) and as recounted from its source table. */
async function compare(db: Db, spec: TallySpec) {
  const stored = await sql<Record<string, unknown>>`select * from ${sql.table(spec.table)}`.execute(db);
  const recounted = await sql.raw<Record<string, unknown>>(recountQuery(spec)).execute(db);
  const shape = (rows: Record<string, unknown>[]) =>
    Object.fromEntries(
      rows
        .filter((row) => Number(row.count) !== 0 || Number(row.amount ?? 0) !== 0)
        .map((row) => [keyOf(spec, row), [Number(row.count), Number(row.amount ?? 0)]]),
    );
  return { stored: shape(stored.rows), recounted: shape(recounted.rows) };
}

const statuses: DocumentStatus[] = ['awaiting_payment', 'submitted', 'pending', 'verified', 'queried', 'archived'];
const types = ['educ-bachelors', 'educ-masters', 'finance-bank-statement', 'employment-letter'];

describeOnEachDatabase(
  'tallies kept by triggers',
  async ({ db }) => {
    const bodies = [await createOrganisation(db), await createOrganisation(db)];
    return { bodies };
  },
  (t) => {
    it('agree with a recount after a random run of submissions, payments, refunds, status moves, audit entries and sign-ups', async () => {
      const { db } = t().database;
      const { bodies } = t();
      const rng = random(20261125);
      const uploaders = [
        await createUser(db),
        await createUser(db, { category: 'agent', referred_by_organisation_id: bodies[0]!.id }),
        (await createOrganisationUser(db, { organisation: bodies[1]! })).user,
      ];
      const documents: { id: string; ref_id: string }[] = [];
      for (let step = 0; step < 120; step++) {
        const action = rng.next();
        if (action < 0.3 || documents.length === 0) {
          const status = rng.pick(statuses);
          documents.push(
            await createDocument(db, {
              uploader: rng.pick(uploaders),
              organisation: rng.pick(bodies),
              documentTypeId: rng.pick(types),
              status,
              createdAt: new Date(Date.UTC(2026, 10, 1 + Math.floor(rng.next() * 20))).toISOString(),
            }),
          );
        } else if (action < 0.7) {
          const document = rng.pick(documents);
          const current = await db
            .selectFrom('documents')
            .select('status')
            .where('id', '=', document.id)
            .executeTakeFirstOrThrow();
          const to = rng.pick(statuses);
          if (canMove(current.status, to)) {
            await db
              .transaction()
              .execute((trx) =>
                changeStatus(trx, { documentId: document.id, to, actorUserId: null, now: new Date().toISOString() }),
              );
          }
        } else if (action < 0.85) {
          const document = rng.pick(documents);
          const outcome = rng.pick(['confirmed', 'failed'] as const);
          const now = new Date(Date.UTC(2026, 10, 21 + Math.floor(rng.next() * 3))).toISOString();
          await db.transaction().execute(async (trx) => {
            const won = await markPaymentSettled(trx, {
              reference: document.ref_id,
              status: outcome,
              gateway: 'sandbox',
              gatewayReference: null,
              failureReason: null,
              now,
            });
            if (won) {
              await updateDocumentPayment(trx, {
                documentId: document.id,
                expectedRefId: document.ref_id,
                refId: document.ref_id,
                paymentStatus: outcome,
                now,
              });
            }
          });
        } else if (action < 0.9) {
          // A refund takes a confirmed payment out of the money tallies (and its status moves with it).
          const document = rng.pick(documents);
          await db
            .updateTable('payments')
            .set({ refund_status: rng.pick(['requested', 'processed'] as const) })
            .where('reference', '=', document.ref_id)
            .where('status', '=', 'confirmed')
            .execute();
        } else if (action < 0.95) {
          await recordAudit(db, {
            actorUserId: rng.pick(uploaders).id,
            action: 'document.archived',
            entityType: rng.pick(['document', 'user'] as const),
            entityId: rng.pick(documents).id,
            now: new Date(Date.UTC(2026, 10, 1 + Math.floor(rng.next() * 20))).toISOString(),
          });
        } else {
          const user = await createUser(db, { email_verified_at: null, referred_by_organisation_id: bodies[0]!.id });
          if (rng.next() < 0.5) await updateUser(db, user.id, { email_verified_at: new Date().toISOString() });
        }
      }
      // A deleted request leaves every tally it was in.
      const gone = documents.pop()!;
      await db.deleteFrom('payments').where('document_id', '=', gone.id).execute();
      await db.deleteFrom('document_events').where('document_id', '=', gone.id).execute();
      await db.deleteFrom('documents').where('id', '=', gone.id).execute();

      for (const spec of allTallies) {
        const { stored, recounted } = await compare(db, spec);
        expect(Object.keys(recounted).length, spec.table).toBeGreaterThan(0);
        expect(stored, spec.table).toEqual(recounted);
      }
    });

    it('move a request between counters when its status changes, and back when it is restored', async () => {
      const { db } = t().database;
      const [body] = t().bodies;
      const uploader = await createUser(db);
      const document = await createDocument(db, { uploader, organisation: body!, status: 'verified' });
      const count = async (status: DocumentStatus) => {
        const row = await db
          .selectFrom('document_tallies')
          .select('count')
          .where('scope', '=', 'uploader')
          .where('scope_id', '=', uploader.id)
          .where('status', '=', status)
          .executeTakeFirst();
        return Number(row?.count ?? 0);
      };
      expect([await count('verified'), await count('archived')]).toEqual([1, 0]);
      const move = (to: DocumentStatus) =>
        db
          .transaction()
          .execute((trx) =>
            changeStatus(trx, { documentId: document.id, to, actorUserId: null, now: new Date().toISOString() }),
          );
      await move('archived');
      expect([await count('verified'), await count('archived')]).toEqual([0, 1]);
      await move('verified');
      expect([await count('verified'), await count('archived')]).toEqual([1, 0]);
    });
  },
);
