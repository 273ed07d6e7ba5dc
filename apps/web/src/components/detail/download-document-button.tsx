import { createFileDownloadLink } from '@docverify/contract/documents/operations';
import type { ZDownloadLinkRequest, ZDownloadLinkResponse } from '@docverify/contract/documents/requests';
import type { TOperation } from '@docverify/contract/operation';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { callOperation, errorMessage } from '@/lib/http';

// Files are never public (decision 007), so each download asks for a short-lived signed link that a new tab can
// open without the bearer token.

type TDownloadFile = 'document' | 'proof';

/** Administrators ask their own operation (passed in by their pages); everyone else `createFileDownloadLink`. */
export type TDownloadEndpoint = TOperation & {
  body: typeof ZDownloadLinkRequest;
  success: { schema: typeof ZDownloadLinkResponse };
};

/** `fileId` names one of the request's listed files; without it, `file` picks its document (the original) or proof. */
export function getDownloadLink(
  docId: string,
  file: TDownloadFile,
  endpoint: TDownloadEndpoint = createFileDownloadLink,
  fileId?: string,
) {
  return callOperation(endpoint, { body: { doc_id: docId, file, ...(fileId ? { file_id: fileId } : {}) } });
}

type TDownloadDocumentButtonProps = {
  docId: string;
  file?: TDownloadFile;
  fileId?: string;
  label?: string;
  endpoint?: TDownloadEndpoint;
};

export function DownloadDocumentButton({
  docId,
  file = 'document',
  fileId,
  label = 'Download Document',
  endpoint,
}: TDownloadDocumentButtonProps) {
  const download = useMutation({
    mutationFn: () => getDownloadLink(docId, file, endpoint, fileId),
    onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
    onError: (error) => toast.error(errorMessage(error, 'Could not download the document')),
  });
  return (
    <Button variant="secondary" pending={download.isPending} onClick={() => download.mutate()}>
      <ArrowDownTrayIcon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
