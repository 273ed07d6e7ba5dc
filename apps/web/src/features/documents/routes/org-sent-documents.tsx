import { paths } from '@/config/paths';
import { DocumentListPage } from '@/features/documents/components/document-list-page';

const orgDocumentTabs = [
  { label: 'Received', to: paths.org.documentsReceived.getHref() },
  { label: 'Sent', to: paths.org.documentsSent.getHref() },
];

/** /org/document/sent: an organisation requests verifications from other bodies as an individual does. */
export function Component() {
  return <DocumentListPage scope="sent" title="Sent Documents" tabs={orgDocumentTabs} />;
}
