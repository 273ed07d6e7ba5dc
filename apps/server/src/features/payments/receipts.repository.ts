import type { Db } from '../../db/database';

/** What a receipt says: the payment, the request it paid for, who paid and which body it was paid to. */
export function findReceiptFacts(db: Db, reference: string) {
  return db
    .selectFrom('payments')
    .innerJoin('documents', 'documents.id', 'payments.document_id')
    .innerJoin('organisations', 'organisations.id', 'documents.organisation_id')
    .innerJoin('users as payer', 'payer.id', 'payments.payer_user_id')
    .select([
      'payments.reference',
      'payments.payer_user_id',
      'payments.status',
      'payments.gateway',
      'payments.gateway_reference',
      'payments.currency',
      'payments.amount_minor',
      'payments.service_charge_minor',
      'payments.organisation_surcharge_minor',
      'payments.platform_surcharge_minor',
      'payments.settled_at',
      'payments.refund_status',
      'documents.application_id',
      'documents.document_type_name',
      'documents.owner_first_name',
      'documents.owner_middle_name',
      'documents.owner_last_name',
      'organisations.name as organisation_name',
      'payer.first_name as payer_first_name',
      'payer.last_name as payer_last_name',
      'payer.email as payer_email',
      'payer.category as payer_category',
    ])
    .where('payments.reference', '=', reference)
    .executeTakeFirst();
}

export type ReceiptFacts = NonNullable<Awaited<ReturnType<typeof findReceiptFacts>>>;
