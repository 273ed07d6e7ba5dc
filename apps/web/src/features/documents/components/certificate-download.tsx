import type { TDocument } from '@docverify/contract/documents/document';
import { createCertificateDownloadLink } from '@docverify/contract/credentials/operations';
import { DocumentCheckIcon } from '@heroicons/react/20/solid';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { callOperation, errorMessage } from '@/lib/http';

// As for the request's files (decision 007), a five-minute signed link the browser opens without the bearer token.
// The answer is an attachment, so the page stays where it is.

export function getCertificateLink(docId: string) {
  return callOperation(createCertificateDownloadLink, { params: { id: docId } });
}

/** The signed certificate PDF of a verified request (decision 022): the file alone proves the result. */
export function CertificateDownload({ document }: { document: Pick<TDocument, 'id' | 'status'> }) {
  const download = useMutation({
    mutationFn: () => getCertificateLink(document.id),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(errorMessage(error, 'Could not download the certificate')),
  });
  if (document.status !== 'verified') return null;
  return (
    <Button variant="secondary" pending={download.isPending} onClick={() => download.mutate()}>
      <DocumentCheckIcon aria-hidden="true" className="size-4" />
      Download certificate
    </Button>
  );
}
