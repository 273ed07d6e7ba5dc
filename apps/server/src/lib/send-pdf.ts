import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-names';

/** A PDF made for the caller (a certificate, a receipt): a download, not a tab, and never kept by a cache. */
export function sendPdfDownload(reply: FastifyReply, bytes: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(fileName).replace(/^inline/, 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
