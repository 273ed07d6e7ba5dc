import { DocumentListPage } from '@/features/documents/components/document-list-page';
import { individualDocumentTabs } from '@/features/documents/routes/individual-tabs';

// /dashboard/document: an individual's only list is the one they sent, so the section page shows it under its
// own title rather than redirecting (Back and the menu's active link stay on the section).
export function Component() {
  return <DocumentListPage scope="sent" title="Manage Documents" tabs={individualDocumentTabs} />;
}
