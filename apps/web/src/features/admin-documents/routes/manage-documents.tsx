import { AdminDocumentListPage } from '@/features/admin-documents/components/admin-document-list-page';

/** /admin/document: every request in the service, with a tab per status. */
export function Component() {
  return <AdminDocumentListPage title="Manage Documents" />;
}
