import { z } from 'zod';
import { pageRequest } from '../paging';
import { requiredText as text } from './text-fields';
import { ZCategoryId, ZDocument, ZDocumentEvent, ZDocumentStatus, ZFeeBreakdown, ZPaymentStatus } from './document';
import { ZRequestFile, ZVerifiedFile } from './request-files';

export const ZCheckoutRequest = z.object({
  document_type_id: text('Document type', 64),
  institution_id: text('Verifying body', 64),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

export const ZCheckoutResponse = z.object({ message: z.string(), data: ZFeeBreakdown });

export const ZDocumentResponse = z.object({ message: z.string(), data: ZDocument });
export type TDocumentResponse = z.infer<typeof ZDocumentResponse>;

export const ZDocumentScope = z.enum(['sent', 'received']);

export const ZDocumentListRequest = z.object({
  /** `sent`: requests the caller (or their organisation) made; `received`: requests to the caller's organisation. */
  scope: ZDocumentScope.default('sent'),
  ...pageRequest,
  search: z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
  sort: z.object({ field: z.enum(['name', 'status']), direction: z.enum(['asc', 'desc']) }).optional(),
  /** The Details filter: a document type name. */
  details: z.string().trim().max(160).optional(),
  /** The Verifier Status filter. */
  verifier_status: ZDocumentStatus.optional(),
});
export type TDocumentListRequest = z.input<typeof ZDocumentListRequest>;

export const ZDocumentIdRequest = z.object({ doc_id: text('Document', 64) });

export const ZMonitorResponse = z.object({
  data: z.object({
    document: ZDocument,
    history: z.array(ZDocumentEvent),
    /** Every file the request ever had, oldest first: the original, each answer's file, each signed proof. */
    files: z.array(ZRequestFile),
    /** The file the request was verified on, while it stands verified (null otherwise). */
    verified_file: ZVerifiedFile.nullable(),
  }),
});
export type TMonitorResponse = z.infer<typeof ZMonitorResponse>;

export const ZDownloadLinkRequest = z.object({
  doc_id: text('Document', 64),
  file: z.enum(['document', 'proof']).default('document'),
  /** One of the request's `files` by its id, in place of `file`; a file of another request is not found. */
  file_id: text('File', 64).optional(),
});
/** A download link's token that is malformed reads as one that expired. */
export const LINK_EXPIRED = 'This download link has expired: open the document again';
export const ZDownloadLinkResponse = z.object({ url: z.string(), expires_at: z.string() });
export type TDownloadLinkResponse = z.infer<typeof ZDownloadLinkResponse>;

/** The owner's answer to a query (multipart, with an optional new file). */
export const ZQueryAnswer = z.object({
  doc_id: text('Document', 64),
  version: z.coerce.number({ error: 'Version is required' }).int().min(1),
  note: text('Note', 2000),
});
export type TQueryAnswer = z.infer<typeof ZQueryAnswer>;

/** `GET /verify/{viewer_code}`: public, so it names the document and its verifier and nothing else. */
export const ZPublicVerification = z.object({
  data: z.object({
    application_id: z.string(),
    status: ZDocumentStatus,
    tag: z.string(),
    document_type_name: z.string(),
    owner_name: z.string(),
    /** The course or qualification studied and its years, where the kind of request has them (null otherwise). */
    course: z.string().nullable(),
    start_year: z.number().int().nullable(),
    end_year: z.number().int().nullable(),
    verifier: z.object({ company_name: z.string(), country_name: z.string().nullable() }),
    verify_info: z.string().nullable(),
    decided_at: z.string().nullable(),
  }),
});
export type TPublicVerification = z.infer<typeof ZPublicVerification>;

export { ZCategoryId, ZDocumentStatus, ZPaymentStatus };
