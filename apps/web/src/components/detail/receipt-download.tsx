import { downloadReceipt } from '@docverify/contract/payments/operations';
import { DocumentArrowDownIcon } from '@heroicons/react/20/solid';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { downloadSignedIn } from '@/lib/download-file';
import { operationUrl } from '@/lib/http';

const RECEIPT_FAILED = 'Could not download the receipt';

/** A confirmed payment's receipt PDF, saved by the browser. */
function useDownloadReceipt() {
  return useMutation({
    mutationFn: (reference: string) =>
      downloadSignedIn(operationUrl(downloadReceipt, { params: { reference } }), {
        accept: 'application/pdf',
        fallbackName: `receipt-${reference}.pdf`,
        failure: RECEIPT_FAILED,
      }),
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : RECEIPT_FAILED),
  });
}

/** "Download receipt" for a confirmed payment: the PDF the payer was also e-mailed the text of. */
export function ReceiptDownload({ reference }: { reference: string }) {
  const download = useDownloadReceipt();
  return (
    <Button variant="secondary" pending={download.isPending} onClick={() => download.mutate(reference)}>
      <DocumentArrowDownIcon aria-hidden="true" className="size-4" />
      Download receipt
    </Button>
  );
}
