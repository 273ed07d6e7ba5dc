import type { TTurnaround } from '@docverify/contract/reference/turnaround';
import type { Db } from '../../db/database';
import { workingDaysBetween } from '@docverify/contract/documents/working-days';
import { recentDecisionTimes, TURNAROUND_WINDOW_DAYS } from './turnaround.repository';

/** Fewer recent decisions than this and the body's own figures say too little: the default stands (decision 073). */
export const MIN_DECISIONS = 5;
/** What a body without enough recent history is expected to take, in working days. */
export const DEFAULT_TURNAROUND = { medianDays: 5, p90Days: 10 } as const;

/** The middle value (the mean of the two middle ones for an even count) of sorted numbers. */
function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest rank: the smallest value at least 90% of the values are not above. */
function percentile90(sorted: number[]): number {
  return sorted[Math.ceil(0.9 * sorted.length) - 1]!;
}

/**
 * The expected turnaround from decision durations in working days: median and 90th percentile, each rounded up
 * to whole working days and at least one (a promise of "0 days" helps nobody).
 */
export function turnaroundOf(durations: number[]): TTurnaround {
  if (durations.length < MIN_DECISIONS) {
    return {
      basis: 'default',
      decisions: durations.length,
      median_days: DEFAULT_TURNAROUND.medianDays,
      p90_days: DEFAULT_TURNAROUND.p90Days,
    };
  }
  const sorted = [...durations].sort((a, b) => a - b);
  const whole = (days: number) => Math.max(1, Math.ceil(days - 1e-9));
  return {
    basis: 'recent',
    decisions: durations.length,
    median_days: whole(median(sorted)),
    p90_days: whole(percentile90(sorted)),
  };
}

/** A verifying body's expected turnaround now, from its own newest decisions. */
export async function bodyTurnaround(db: Db, organisationId: string, now: Date): Promise<TTurnaround> {
  const since = new Date(now.getTime() - TURNAROUND_WINDOW_DAYS * 86_400_000).toISOString();
  const decisions = await recentDecisionTimes(db, organisationId, since);
  return turnaroundOf(
    decisions.map((decision) => workingDaysBetween(new Date(decision.submittedAt), new Date(decision.decidedAt))),
  );
}
