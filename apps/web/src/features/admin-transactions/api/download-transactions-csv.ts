import type { TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { exportTransactionsCsv } from '@docverify/contract/admin/transactions-operations';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { downloadSignedIn } from '@/lib/download-file';
import { operationUrl } from '@/lib/http';

const EXPORT_FAILED = 'Could not export transactions';

export function downloadTransactionsCsv(filter: TTransactionsFilter): Promise<void> {
  return downloadSignedIn(operationUrl(exportTransactionsCsv, { query: filter }), {
    method: exportTransactionsCsv.method,
    accept: 'text/csv',
    fallbackName: 'transactions.csv',
    failure: EXPORT_FAILED,
  });
}

export function useDownloadTransactionsCsv() {
  return useMutation({
    mutationFn: downloadTransactionsCsv,
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : EXPORT_FAILED),
  });
}
