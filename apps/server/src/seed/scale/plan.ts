/**
 * How much of everything a seed of N documents holds. At a million it is the set the scale targets are measured on: 100k users,
 * ~200 organisations, one receiving 30 % of the requests, a power user with ~5,000; smaller seeds keep the shares.
 */
export type ScalePlan = {
  documents: number;
  /** Verifying bodies the seed adds (beside the reference data's), each with an account. */
  organisations: number;
  /** People who send requests for themselves (individuals, students, agents), the power user included. */
  people: number;
  /** Staff of the busiest organisation; the others get 0–3 each. */
  busiestStaff: number;
  /** The busiest organisation's share of all requests. */
  busiestShare: number;
  /** The power user's share of all requests (~5,000 at a million). */
  powerUserShare: number;
  /** Share of requests sent by organisations and their staff (employers checking candidates). */
  sentByOrganisationsShare: number;
  /** Administrators: one super administrator and a few ordinary ones. */
  administrators: number;
  /** Requests are spread over this many days before now. */
  days: number;
  /** Rows generated and written together: bounds memory, whatever N is. */
  chunk: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function scalePlan(documents: number): ScalePlan {
  const organisations = clamp(documents / 5_000, 10, 2_000);
  return {
    documents,
    organisations,
    people: clamp(documents / 10, 20, 1_000_000) - organisations,
    busiestStaff: clamp(organisations / 8, 3, 50),
    busiestShare: 0.3,
    powerUserShare: 0.005,
    sentByOrganisationsShare: 0.1,
    administrators: 5,
    days: 3 * 365,
    chunk: 5_000,
  };
}
