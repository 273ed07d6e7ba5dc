import type { Migration } from 'kysely';
import * as initial from './001-initial';
import * as documentsAndPayments from './002-documents-and-payments';
import * as signedProofs from './003-signed-proofs';
import * as staffInvitations from './004-staff-invitations';
import * as organisationDetails from './005-organisation-details';
import * as transcriptServices from './006-transcript-services';
import * as auditLog from './007-audit-log';
import * as administratorLocks from './008-administrator-locks';
import * as paymentsNewestIndex from './009-payments-newest-index';
import * as listsAtScale from './010-lists-at-scale';
import * as jobsOutboxAndCheckouts from './011-jobs-outbox-and-checkouts';
import * as wordsPeopleCanQuote from './012-words-people-can-quote';
import * as credentials from './013-credentials';
import * as shares from './014-shares';
import * as fraudSignals from './015-fraud-signals';
import * as refunds from './016-refunds';
import * as paidQueueIndexes from './017-paid-queue-indexes';
import * as searchTextInListIndexes from './018-search-text-in-list-indexes';
import * as decisionsReadFromTheIndex from './019-decisions-read-from-the-index';
import * as listGenerations from './020-list-generations';
import * as sessionChangeNotices from './021-session-change-notices';
import * as referenceGenerations from './022-reference-generations';
import * as dropChangeCounters from './023-drop-change-counters';
import * as originalFileStays from './024-original-file-stays';
import * as verifyingBodiesProven from './025-verifying-bodies-proven';
import * as dueDates from './026-due-dates';
import * as secondFactors from './027-second-factors';
import * as talliesAppliedAtCommit from './028-tallies-applied-at-commit';
import * as sessionLastSeen from './029-session-last-seen';

/** Listed explicitly (not read from disk) so the order is reviewed and bundling cannot lose one. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-documents-and-payments': documentsAndPayments,
  '003-signed-proofs': signedProofs,
  '004-staff-invitations': staffInvitations,
  '005-organisation-details': organisationDetails,
  '006-transcript-services': transcriptServices,
  '007-audit-log': auditLog,
  '008-administrator-locks': administratorLocks,
  '009-payments-newest-index': paymentsNewestIndex,
  '010-lists-at-scale': listsAtScale,
  '011-jobs-outbox-and-checkouts': jobsOutboxAndCheckouts,
  '012-words-people-can-quote': wordsPeopleCanQuote,
  '013-credentials': credentials,
  '014-shares': shares,
  '015-fraud-signals': fraudSignals,
  '016-refunds': refunds,
  '017-paid-queue-indexes': paidQueueIndexes,
  '018-search-text-in-list-indexes': searchTextInListIndexes,
  '019-decisions-read-from-the-index': decisionsReadFromTheIndex,
  '020-list-generations': listGenerations,
  '021-session-change-notices': sessionChangeNotices,
  '022-reference-generations': referenceGenerations,
  '023-drop-change-counters': dropChangeCounters,
  '024-original-file-stays': originalFileStays,
  '025-verifying-bodies-proven': verifyingBodiesProven,
  '026-due-dates': dueDates,
  '027-second-factors': secondFactors,
  '028-tallies-applied-at-commit': talliesAppliedAtCommit,
  '029-session-last-seen': sessionLastSeen,
};
