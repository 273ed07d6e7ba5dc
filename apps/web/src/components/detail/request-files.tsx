import type { TRequestFile, TRequestFileKind, TVerifiedFile } from '@docverify/contract/documents/request-files';
import { DetailSection } from '@/components/detail/detail-list';
import { DownloadDocumentButton, type TDownloadEndpoint } from '@/components/detail/download-document-button';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';

export const fileKindLabels: Record<TRequestFileKind, string> = {
  original: 'Original document',
  answer: 'Answer to query',
  proof: 'Signed proof',
};

/** The button's name says which file it gives; later versions add their day, as a request can have several. */
export function downloadLabel(file: TRequestFile): string {
  if (file.kind === 'original') return 'Download original document';
  return `Download ${fileKindLabels[file.kind].toLowerCase()} (${formatDate(file.created_at)})`;
}

type TRequestFilesProps = {
  docId: string;
  files: readonly TRequestFile[];
  verifiedFile: TVerifiedFile | null;
  /** Administrators ask their own download operation; everyone else the requesters'. */
  endpoint?: TDownloadEndpoint;
};

/**
 * Every file the request ever had, oldest first: the original stays the request's document, and answers to queries
 * and signed proofs are listed beside it, each with who sent it and when, each downloadable.
 */
export function RequestFiles({ docId, files, verifiedFile, endpoint }: TRequestFilesProps) {
  return (
    <DetailSection title="Files">
      <ul aria-label="Files" className="divide-y divide-gray-100">
        {files.map((file) => (
          <li key={file.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-gray-900">{fileKindLabels[file.kind]}</p>
              <p className="break-words text-gray-900">
                {file.file_name} <span className="text-gray-500">({formatBytes(file.size_bytes)})</span>
              </p>
              <p className="text-xs text-gray-500">
                {file.uploaded_by} · {formatDateTime(file.created_at)}
              </p>
            </div>
            <div className="shrink-0">
              <DownloadDocumentButton docId={docId} fileId={file.id} label={downloadLabel(file)} endpoint={endpoint} />
            </div>
          </li>
        ))}
      </ul>
      {verifiedFile ? (
        <details className="mt-2 text-sm text-gray-700">
          <summary className="cursor-pointer break-words">Verified file: {verifiedFile.file_name}</summary>
          <p className="mt-1 min-w-0 text-xs">
            SHA-256 <code className="break-all">{verifiedFile.sha256}</code>
          </p>
        </details>
      ) : null}
    </DetailSection>
  );
}
