import * as adminAudit from './admin/audit-operations';
import * as adminDashboard from './admin/dashboard-operations';
import * as adminDocuments from './admin/documents-operations';
import * as adminMail from './admin/mail-operations';
import * as adminServices from './admin/services-operations';
import * as adminTransactions from './admin/transactions-operations';
import * as adminUsers from './admin/users-operations';
import * as fraudSignals from './fraud-signals/operations';
import * as unaccredited from './fraud-signals/unaccredited-operations';
import type { TOperation } from './operation';
import * as profile from './profile/operations';
import * as shares from './shares/operations';

/** Every operation of the API, for the checks that must see them all (the role matrix, the OpenAPI document). */
export const allOperations: readonly TOperation[] = [
  profile,
  shares,
  adminServices,
  adminTransactions,
  adminDashboard,
  adminAudit,
  adminDocuments,
  adminUsers,
  adminMail,
  fraudSignals,
  unaccredited,
].flatMap((module) => Object.values(module));
