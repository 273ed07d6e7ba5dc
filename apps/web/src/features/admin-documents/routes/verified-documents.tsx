import { AdminDocumentListPage } from '@/features/admin-documents/components/admin-document-list-page';

/** /admin/document/verified: requests confirmed, with their signed proof. */
export function Component() {
  return <AdminDocumentListPage title="Verified Documents" status="verified" />;
}
