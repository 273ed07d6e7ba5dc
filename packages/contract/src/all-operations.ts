import * as credentials from './credentials/operations';
import * as documentLists from './documents/list-operations';
import * as documents from './documents/operations';
import type { TOperation } from './operation';
import * as orgDashboard from './org-dashboard/operations';
import * as payments from './payments/operations';
import * as profile from './profile/operations';
import * as shares from './shares/operations';
import * as verificationLists from './verification/list-operations';
import * as verification from './verification/operations';

/** Every operation of the API, for the checks that must see them all (the role matrix, the OpenAPI document). */
export const allOperations: readonly TOperation[] = [
  profile,
  shares,
  documents,
  documentLists,
  verification,
  verificationLists,
  payments,
  credentials,
  orgDashboard,
].flatMap((module) => Object.values(module));
