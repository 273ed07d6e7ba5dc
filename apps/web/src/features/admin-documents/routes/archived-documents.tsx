import { AdminDocumentListPage } from '@/features/admin-documents/components/admin-document-list-page';

/** /admin/document/archived: requests set aside, which can be restored. */
export function Component() {
  return <AdminDocumentListPage title="Archived Documents" status="archived" />;
}
