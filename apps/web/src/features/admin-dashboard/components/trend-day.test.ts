import { describe, expect, it } from 'vitest';
import { shortDay } from './trend-day';

describe('shortDay', () => {
  it('names a calendar day by month and day, the same day in every time zone', () => {
    expect(shortDay('2026-11-01')).toBe('Nov 1');
    expect(shortDay('2026-12-31')).toBe('Dec 31');
    expect(shortDay('2027-01-01')).toBe('Jan 1');
  });
});
