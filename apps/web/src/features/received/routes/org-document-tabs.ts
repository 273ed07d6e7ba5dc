import { paths } from '@/config/paths';

/** The organisation's Manage Documents section: what was sent to it, and what it sent. */
export const orgDocumentTabs = [
  { label: 'Received', to: paths.org.documentsReceived.getHref() },
  { label: 'Sent', to: paths.org.documentsSent.getHref() },
];
