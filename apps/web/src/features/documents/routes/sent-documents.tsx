import { DocumentListPage } from '@/features/documents/components/document-list-page';
import { individualDocumentTabs } from '@/features/documents/routes/individual-tabs';

/** /dashboard/document/sent: the requests the individual sent for verification. */
export function Component() {
  return <DocumentListPage scope="sent" title="Sent Documents" tabs={individualDocumentTabs} />;
}
