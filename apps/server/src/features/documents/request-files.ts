import type { TRequestFile, TRequestFileKind, TVerifiedFile } from '@docverify/contract/documents/request-files';
import type { DocumentStatus } from '../../db/schema';
import { safeDownloadName } from '../../lib/file-names';
import type { RequestFileRow } from './request-files.repository';

/** Decisions carry the verifier's signed proof; every other line with a file carries one the owner sent. */
const isDecision = (status: DocumentStatus) => status === 'verified' || status === 'queried';

/**
 * A request's files as the detail lists them, oldest first. The first is the original (the submission's), which
 * stays the request's document; later ones are answers to queries or proofs. A file on two lines is listed once.
 */
export function presentRequestFiles(rows: readonly RequestFileRow[]): TRequestFile[] {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    if (seen.has(row.id)) return [];
    seen.add(row.id);
    const kind: TRequestFileKind = index === 0 ? 'original' : isDecision(row.to_status) ? 'proof' : 'answer';
    return [
      {
        id: row.id,
        kind,
        // Shown as it will be downloaded; names recorded before they were made safe are shown safely too.
        file_name: safeDownloadName(row.file_name, row.mime_type),
        mime_type: row.mime_type,
        size_bytes: row.size_bytes,
        sha256: row.sha256,
        uploaded_by: `${row.uploader_first_name} ${row.uploader_last_name}`.trim(),
        created_at: row.created_at,
      },
    ];
  });
}

/** The file of the request's latest verified decision, named by its hash; null while it was never verified. */
export function verifiedFileOf(
  events: readonly { to_status: DocumentStatus; decided_file_id: string | null }[],
  files: readonly TRequestFile[],
): TVerifiedFile | null {
  const decision = events.findLast((event) => event.to_status === 'verified' && event.decided_file_id !== null);
  const file = decision && files.find((candidate) => candidate.id === decision.decided_file_id);
  return file ? { id: file.id, file_name: file.file_name, sha256: file.sha256 } : null;
}
