import type { Migration } from 'kysely';
import * as initial from './001-initial';

/** Listed explicitly (not read from disk) so the order is reviewed and bundling cannot lose one. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
};
