import { AdminDocumentListPage } from '@/features/admin-documents/components/admin-document-list-page';

/** /admin/document/queried: requests waiting for their owner's answer. */
export function Component() {
  return <AdminDocumentListPage title="Queried Documents" status="queried" />;
}
