import type { EncodedTable, Format } from './encode';
import type { ScalePlan } from './plan';
import type { Catalogue } from './population';
import type { SeededRow } from './tables';

/** What the main thread and the generating thread (generate-worker.ts) send each other. */
export type SharedFile = Omit<SeededRow<'stored_files'>, 'uploaded_by_user_id' | 'created_at'>;

export type WorkerInput = {
  plan: ScalePlan;
  catalogue: Catalogue;
  now: number;
  seed: number;
  passwordHash: string;
  administratorEmail: string;
  files: { document: SharedFile; proof: SharedFile };
  /** The highest `seq` each table already holds (the first administrator, audit entries of earlier changes). */
  seqAfter: { users: number; audit_log: number };
  format: Format;
  /** [batches the main thread has written]: the generator stays at most a few batches ahead. */
  flow: SharedArrayBuffer;
};

/** Who to sign in as, and what the seed holds, for the summary. */
export type PopulationSummary = {
  busiestOrganisation: { id: string; name: string; email: string; staffEmail: string | undefined };
  powerUserEmail: string;
  administratorEmail: string;
};

export type WorkerMessage =
  | { kind: 'population'; summary: PopulationSummary }
  | { kind: 'batch'; tables: EncodedTable[]; documents: number }
  | { kind: 'done'; counts: { busiestReceived: number; powerUserSent: number } };
