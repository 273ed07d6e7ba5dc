import { ReceivedListPage } from '@/features/received/components/received-list-page';
import { orgDocumentTabs } from '@/features/received/routes/org-document-tabs';

/** /org/document/received: the organisation's queue, to review and decide. */
export function Component() {
  return <ReceivedListPage title="Received Documents" tabs={orgDocumentTabs} />;
}
