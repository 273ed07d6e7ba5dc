import { AdminDocumentListPage } from '@/features/admin-documents/components/admin-document-list-page';

/** /admin/document/all: every request in the service, unpaid ones included. */
export function Component() {
  return <AdminDocumentListPage title="All Documents" />;
}
