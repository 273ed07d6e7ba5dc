import { describe, expect, it } from 'vitest';
import { DEFAULT_TURNAROUND, MIN_DECISIONS, turnaroundOf } from './turnaround';

describe('a body’s expected turnaround', () => {
  it(`is the stated default, with no recent history, below ${MIN_DECISIONS} decisions`, () => {
    for (const durations of [[], [0.5, 1, 2, 3]]) {
      expect(turnaroundOf(durations)).toEqual({
        basis: 'default',
        decisions: durations.length,
        median_days: DEFAULT_TURNAROUND.medianDays,
        p90_days: DEFAULT_TURNAROUND.p90Days,
      });
    }
  });

  it('is the median and the 90th percentile (nearest rank), in whole working days rounded up', () => {
    // Five: median 2.5 → 3; the 90th percentile is the 5th value, 9.
    expect(turnaroundOf([9, 1, 2.5, 4, 2])).toEqual({ basis: 'recent', decisions: 5, median_days: 3, p90_days: 9 });
    // Twenty, 1..20: median (10 + 11) / 2 = 10.5 → 11; the 90th percentile is the 18th value.
    const twenty = Array.from({ length: 20 }, (_, n) => n + 1);
    expect(turnaroundOf(twenty)).toMatchObject({ median_days: 11, p90_days: 18, decisions: 20 });
    // 200 with ten slow ones: the median stays one day, the 90th percentile is still the fast ones' day...
    const fast = Array.from({ length: 190 }, () => 0.8);
    expect(turnaroundOf([...fast, ...Array.from({ length: 10 }, () => 30)])).toMatchObject({
      median_days: 1,
      p90_days: 1,
    });
    // ...and with 21 slow ones, it is theirs.
    expect(turnaroundOf([...fast.slice(0, 179), ...Array.from({ length: 21 }, () => 30)])).toMatchObject({
      median_days: 1,
      p90_days: 30,
    });
  });

  it('never promises less than one working day', () => {
    expect(turnaroundOf([0, 0, 0, 0.01, 0.2])).toMatchObject({ median_days: 1, p90_days: 1 });
  });
});
