import { paths } from '@/config/paths';

const { admin } = paths;

/** The administrator's Manage Documents section: every request, then one tab per status. */
export const adminDocumentTabs = [
  { label: 'All', to: admin.documentsAll.getHref() },
  { label: 'Submitted', to: admin.documentsSubmitted.getHref() },
  { label: 'Pending', to: admin.documentsPending.getHref() },
  { label: 'Verified', to: admin.documentsVerified.getHref() },
  { label: 'Queried', to: admin.documentsQueried.getHref() },
  { label: 'Archived', to: admin.documentsArchived.getHref() },
];
