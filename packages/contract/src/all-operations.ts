import * as adminAudit from './admin/audit-operations';
import * as adminDashboard from './admin/dashboard-operations';
import * as adminDocuments from './admin/documents-operations';
import * as adminMail from './admin/mail-operations';
import * as adminServices from './admin/services-operations';
import * as adminTransactions from './admin/transactions-operations';
import * as adminUsers from './admin/users-operations';
import * as auth from './auth/operations';
import * as sessions from './auth/session-operations';
import * as secondFactors from './auth/factor-operations';
import * as credentials from './credentials/operations';
import * as dev from './dev/operations';
import * as documentLists from './documents/list-operations';
import * as documents from './documents/operations';
import * as fraudSignals from './fraud-signals/operations';
import * as unaccredited from './fraud-signals/unaccredited-operations';
import * as health from './health/operations';
import type { TOperation } from './operation';
import * as orgDashboard from './org-dashboard/operations';
import * as organisations from './organisations/operations';
import * as payments from './payments/operations';
import * as profile from './profile/operations';
import * as reference from './reference/operations';
import * as referrals from './referrals/operations';
import * as shares from './shares/operations';
import * as staff from './staff/operations';
import * as surcharges from './surcharges/operations';
import * as transcripts from './transcripts/operations';
import * as verificationLists from './verification/list-operations';
import * as verification from './verification/operations';

/** Every operation of the API, for the checks that must see them all (the role matrix, the OpenAPI document). */
export const allOperations: readonly TOperation[] = [
  adminAudit,
  adminDashboard,
  adminDocuments,
  adminMail,
  adminServices,
  adminTransactions,
  adminUsers,
  auth,
  credentials,
  dev,
  documentLists,
  documents,
  fraudSignals,
  health,
  orgDashboard,
  organisations,
  payments,
  profile,
  reference,
  referrals,
  sessions,
  secondFactors,
  shares,
  staff,
  surcharges,
  transcripts,
  unaccredited,
  verification,
  verificationLists,
].flatMap((module) => Object.values(module));
