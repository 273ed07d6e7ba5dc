import { z } from 'zod';
import { pageRequest } from '../paging';
import { pageInfo } from '../page-info';
import { ZPaymentStatus } from '../documents/document';
import { DOCUMENT_PAGE_SIZE } from '../documents/vocabulary';
import { ZPayment } from '../payments/payment';

/** The admin transactions list pages like every other list table (spec section 9). */
export const TRANSACTIONS_PAGE_SIZE = DOCUMENT_PAGE_SIZE;

export const ZPaymentGateway = z.enum(['sandbox', 'paystack']);

const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A calendar day (UTC) as `YYYY-MM-DD`; an empty query value means no filter. */
const ZDay = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
      // Date.parse rolls 2026-02-30 over to March, so the day must survive the round trip unchanged.
      .refine((value) => {
        const time = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
      }, `${label} must be a real date`)
      .optional(),
  );

/** `from` and `to` both include their whole day; a range that ends before it starts names `to`. */
export const ZDayRange = z.object({ from: ZDay('From date'), to: ZDay('To date') });

export function dayRangeInOrder(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'To date cannot be before the from date' });
  }
}

export const ZTransactionsFilter = ZDayRange.extend({
  status: z.preprocess(blankAsUndefined, ZPaymentStatus.optional()),
  gateway: z.preprocess(blankAsUndefined, ZPaymentGateway.optional()),
  search: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ),
});
export type TTransactionsFilter = z.infer<typeof ZTransactionsFilter>;

/** `GET /system/admin/view/transactions` and, without `page`, `GET /system/admin/view/transactions.csv`. */
export const ZAdminTransactionsQuery = ZTransactionsFilter.extend(pageRequest).superRefine(dayRangeInOrder);
export type TAdminTransactionsQuery = z.input<typeof ZAdminTransactionsQuery>;

export const ZAdminTransactionsCsvQuery = ZTransactionsFilter.superRefine(dayRangeInOrder);

/** One line of the totals: how many payments, and their sum in minor units, per currency and status. */
export const ZTransactionTotal = z.object({
  currency: z.string(),
  status: ZPaymentStatus,
  count: z.number().int(),
  amount: z.number().int(),
});
export type TTransactionTotal = z.infer<typeof ZTransactionTotal>;

export const ZAdminTransactionsResponse = z.object({
  data: z.array(ZPayment),
  ...pageInfo,
  /**
   * Over the whole filter, not just this page. Null when a search term is too common to total at once (the
   * count is then an estimate: `totalExact` false); narrowing it, or the CSV of the same filter, gives exact sums.
   */
  totals: z.array(ZTransactionTotal).nullable(),
});
export type TAdminTransactionsResponse = z.infer<typeof ZAdminTransactionsResponse>;

/** The CSV's columns, in order; amounts are in major units (naira, not kobo). */
export const TRANSACTIONS_CSV_COLUMNS = [
  'reference',
  'application_id',
  'document_type',
  'payer',
  'payer_email',
  'amount',
  'currency',
  'status',
  'gateway',
  'time',
] as const;
