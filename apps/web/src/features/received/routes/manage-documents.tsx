import { ReceivedListPage } from '@/features/received/components/received-list-page';
import { orgDocumentTabs } from '@/features/received/routes/org-document-tabs';

// /org/document: a verifying body's main work is its queue, so the section page shows the received list under
// its own title rather than redirecting (Back and the menu's active link stay on the section).
export function Component() {
  return <ReceivedListPage title="Manage Documents" tabs={orgDocumentTabs} />;
}
