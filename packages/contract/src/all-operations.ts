import * as auth from './auth/operations';
import * as dev from './dev/operations';
import * as health from './health/operations';
import type { TOperation } from './operation';
import * as organisations from './organisations/operations';
import * as profile from './profile/operations';
import * as reference from './reference/operations';
import * as referrals from './referrals/operations';
import * as shares from './shares/operations';
import * as staff from './staff/operations';
import * as surcharges from './surcharges/operations';
import * as transcripts from './transcripts/operations';

/** Every operation of the API, for the checks that must see them all (the role matrix, the OpenAPI document). */
export const allOperations: readonly TOperation[] = [
  auth,
  dev,
  health,
  organisations,
  profile,
  reference,
  referrals,
  shares,
  staff,
  surcharges,
  transcripts,
].flatMap((module) => Object.values(module));
