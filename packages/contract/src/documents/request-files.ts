import { z } from 'zod';

/**
 * Every file a request ever had. The original stays the request's document; answers to queries and signed proofs
 * are versions beside it, never in its place, so nothing submitted is lost.
 */
export const REQUEST_FILE_KINDS = ['original', 'answer', 'proof'] as const;
export const ZRequestFileKind = z.enum(REQUEST_FILE_KINDS);
export type TRequestFileKind = z.infer<typeof ZRequestFileKind>;

export const ZRequestFile = z.object({
  /** Pass it as `file_id` to the download-link operations. */
  id: z.string(),
  kind: ZRequestFileKind,
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  /** Hex SHA-256 of the stored bytes. */
  sha256: z.string(),
  /** The name of the person who uploaded it. */
  uploaded_by: z.string(),
  created_at: z.string(),
});
export type TRequestFile = z.infer<typeof ZRequestFile>;

/** The file version a verified decision was made on (the original), named by its SHA-256. */
export const ZVerifiedFile = z.object({ id: z.string(), file_name: z.string(), sha256: z.string() });
export type TVerifiedFile = z.infer<typeof ZVerifiedFile>;
