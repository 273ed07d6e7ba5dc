import { z } from 'zod';
import { pageRequest } from '../paging';
import { ZCategoryId, ZDocumentStatus } from '../documents/document';

const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * `GET /system/admin/get/all/documents`: every request in the service, unpaid ones included, paged like every list
 * table. The query is flat (it travels in the URL): `sort` names the column, `direction` its order.
 */
export const ZAdminDocumentListQuery = z.object({
  ...pageRequest,
  search: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
  ),
  status: z.preprocess(blankAsUndefined, ZDocumentStatus.optional()),
  /** The Details filter: a document type name. */
  details: z.preprocess(blankAsUndefined, z.string().trim().max(160).optional()),
  sort: z.preprocess(blankAsUndefined, z.enum(['name', 'status']).optional()),
  direction: z.preprocess(blankAsUndefined, z.enum(['asc', 'desc']).default('asc')),
});
export type TAdminDocumentListQuery = z.input<typeof ZAdminDocumentListQuery>;

/** Spec section 7: the three keys must name the same request, or it is 404. */
export const ZAdminSingleDocumentQuery = z.object({
  doc_category: ZCategoryId,
  doc_id: z.string({ error: 'Document is required' }).trim().min(1, 'Document is required').max(64),
  docOwnerId: z.string({ error: 'Owner is required' }).trim().min(1, 'Owner is required').max(64),
});
export type TAdminSingleDocumentQuery = z.infer<typeof ZAdminSingleDocumentQuery>;

export const ZAdminDocumentAction = z.enum(['archive', 'restore'], { error: 'Choose archive or restore' });
export type TAdminDocumentAction = z.infer<typeof ZAdminDocumentAction>;

/** Archive any request, or restore an archived one to the status it had before. */
export const ZAdminDocumentUpdate = z.object({
  doc_id: z.string({ error: 'Document is required' }).trim().min(1, 'Document is required').max(64),
  action: ZAdminDocumentAction,
  /** The version the administrator read: a stale one gets 409 instead of overwriting someone else's change. */
  version: z.number().int().min(1).optional(),
  note: z.string().trim().max(2000, 'Note must be at most 2000 characters').optional(),
});
export type TAdminDocumentUpdate = z.infer<typeof ZAdminDocumentUpdate>;
