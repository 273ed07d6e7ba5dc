import { AdminDocumentListPage } from '@/features/admin-documents/components/admin-document-list-page';

/** /admin/document/pending: requests their verifier is reviewing. */
export function Component() {
  return <AdminDocumentListPage title="Pending Documents" status="pending" />;
}
