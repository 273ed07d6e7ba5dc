import { paths } from '@/config/paths';

/** The individual's Manage Documents section: a person sends documents; nothing is sent to them. */
export const individualDocumentTabs = [{ label: 'Sent', to: paths.individual.documentsSent.getHref() }];
