import type { Migration } from 'kysely';
import * as initial from './001-initial';
import * as documentsAndPayments from './002-documents-and-payments';
import * as signedProofs from './003-signed-proofs';

/** Listed explicitly (not read from disk) so the order is reviewed and bundling cannot lose one. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-documents-and-payments': documentsAndPayments,
  '003-signed-proofs': signedProofs,
};
