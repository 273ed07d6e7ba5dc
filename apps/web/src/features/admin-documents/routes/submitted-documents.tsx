import { AdminDocumentListPage } from '@/features/admin-documents/components/admin-document-list-page';

/** /admin/document/submitted: paid requests their verifier has not opened yet. */
export function Component() {
  return <AdminDocumentListPage title="Submitted Documents" status="submitted" />;
}
