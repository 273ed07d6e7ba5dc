import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { runStatements } from '../run-statements';
import { dropTallyTriggers, tallyTriggers } from '../tallies/tally-spec';
import { allTallies, talliesBeforeRefunds } from '../tallies/tallies';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * An administrator refunds a payment whose verifying body cannot answer, through the gateway that took
 * it (features/payments/refunds.ts). The refund is its own record — asked for, sent to the gateway, processed or
 * failed — and the payment keeps its confirmed charge (as the gateway does) with `refund_status` beside it, so
 * lists read it without a join. The money tallies stop counting a refunded payment: their triggers are rebuilt
 * from the refund-aware specs. No refund exists yet, so no tally changes value and none is refilled.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // One refund per payment, in full: a second click or a second administrator finds the first.
    .addColumn('payment_id', 'text', (col) => col.notNull().unique().references('payments.id'))
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('requested_by_user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('requested', 'pending', 'processed', 'failed')`),
    )
    .addColumn('gateway_refund_id', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text')
    .execute();
  // What the reconciliation job reads: refunds not yet sent, or sent and not yet final, oldest first.
  await db.schema.createIndex('refunds_open_idx').on('refunds').columns(['status', 'updated_at']).execute();
  await db.schema.alterTable('payments').addColumn('refund_status', 'text').execute();

  const dialect = dialectOf(db);
  await runStatements(db, dropTallyTriggers(dialect, 'payments'));
  await runStatements(db, tallyTriggers(dialect, 'payments', allTallies));
}

export async function down(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  await runStatements(db, dropTallyTriggers(dialect, 'payments'));
  await runStatements(db, tallyTriggers(dialect, 'payments', talliesBeforeRefunds));
  await db.schema.alterTable('payments').dropColumn('refund_status').execute();
  await db.schema.dropTable('refunds').execute();
}
