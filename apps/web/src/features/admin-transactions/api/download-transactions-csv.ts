import type { TTransactionsFilter } from '@docverify/contract/admin/transactions';
import { exportTransactionsCsv } from '@docverify/contract/admin/transactions-operations';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { getSession } from '@/lib/auth/session';
import { operationUrl } from '@/lib/http';

// The CSV export: the bearer token lives in storage, not in a cookie, so a plain
// link cannot carry it. The file is fetched with the token and handed to the browser as a Blob download.

const EXPORT_FAILED = 'Could not export transactions';

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'transactions.csv';
}

export async function downloadTransactionsCsv(filter: TTransactionsFilter): Promise<void> {
  const { token } = getSession();
  const response = await fetch(operationUrl(exportTransactionsCsv, { query: filter }), {
    method: exportTransactionsCsv.method,
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' && body.message ? body.message : EXPORT_FAILED);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function useDownloadTransactionsCsv() {
  return useMutation({
    mutationFn: downloadTransactionsCsv,
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : EXPORT_FAILED),
  });
}
