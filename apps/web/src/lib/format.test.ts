import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatWaited,
  initials,
} from '@/lib/format';

describe('initials', () => {
  it('takes the first letter of the first and the last name, upper-cased', () => {
    expect(initials('ada', 'okafor')).toBe('AO');
    expect(initials('  Émile ', 'Zola')).toBe('ÉZ');
  });

  it('copes with missing names', () => {
    expect(initials('Ada', '')).toBe('A');
    expect(initials('', '')).toBe('?');
  });
});

describe('formatMoney and formatDateTime', () => {
  it('shows minor units with the currency symbol and thousands separators', () => {
    expect(formatMoney(2_500_000, 'NGN')).toBe('₦25,000.00');
  });

  it('writes each currency with its own sign, negative amounts and large ones included', () => {
    expect(formatMoney(1_999, 'USD')).toBe('$19.99');
    expect(formatMoney(2_500_000, 'NGN')).toBe('₦25,000.00');
    expect(formatMoney(100, 'USD')).toBe('$1.00');
    expect(formatMoney(-50, 'NGN')).toBe('-₦0.50');
    expect(formatMoney(0, 'NGN')).toBe('₦0.00');
    expect(formatMoney(123_456_789_05, 'NGN')).toBe('₦123,456,789.05');
    expect(formatMoney(-123_456_750, 'GHS')).toBe('-GH₵1,234,567.50');
    // A sign of letters is kept from the digits by a no-break space, so it never wraps away from them.
    expect(formatMoney(100_000, 'KES')).toBe('KES\u00a01,000.00');
    expect(formatMoney(99_999, 'ZAR')).toBe('R\u00a0999.99');
    expect(formatMoney(1_000_000, 'GBP')).toBe('£10,000.00');
    expect(formatMoney(1_000, 'EUR')).toBe('€10.00');
    expect(formatMoney(1_050, 'CAD')).toBe('$10.50');
    // A currency without a sign of its own shows its code.
    expect(formatMoney(250, 'CHF')).toBe('CHF\u00a02.50');
  });

  it('shows dates in the long 12-hour format, and the fallback when empty', () => {
    expect(formatDateTime('2026-11-23T10:05:00Z')).toMatch(/^\w+day, November 2[234], 2026 at \d{1,2}:\d{2} (AM|PM)$/);
    expect(formatDateTime(null, 'yet to login')).toBe('yet to login');
    expect(formatDateTime('not a date', 'Unknown')).toBe('Unknown');
  });

  it('writes the hour on a 12-hour clock in the reader’s time zone: midnight and noon are 12', () => {
    // Built from local parts, so each reads the same in any zone the tests run in.
    const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();
    expect(formatDateTime(local(2026, 10, 23, 0, 5))).toBe('Monday, November 23, 2026 at 12:05 AM');
    expect(formatDateTime(local(2026, 10, 23, 9, 0))).toBe('Monday, November 23, 2026 at 9:00 AM');
    expect(formatDateTime(local(2026, 10, 23, 12, 30))).toBe('Monday, November 23, 2026 at 12:30 PM');
    expect(formatDateTime(local(2027, 0, 1, 23, 59))).toBe('Friday, January 1, 2027 at 11:59 PM');
  });
});

describe('formatDate', () => {
  it('shows a date of birth in the long format, the same day in every time zone', () => {
    expect(formatDate('1990-05-17')).toBe('Thursday, May 17, 1990');
    expect(formatDate('2000-01-01')).toBe('Saturday, January 1, 2000');
    expect(formatDate('', 'Not given')).toBe('Not given');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(1_234.9)).toBe('1,234');
  });
});

describe('formatBytes', () => {
  it('writes a size in the largest unit that keeps it at or above one, to one decimal', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });
});

describe('formatDateTime against the spec', () => {
  it('reads as section 9 writes it: Monday, November 23, 2026 at 10:05 AM', () => {
    expect(formatDateTime(new Date(2026, 10, 23, 10, 5).toISOString())).toBe('Monday, November 23, 2026 at 10:05 AM');
  });
});

describe('formatWaited', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const hour = 3_600_000;

  it('says how long in the largest whole unit: days, then hours, then minutes', () => {
    expect(formatWaited(ago(3 * 24 * hour + 5 * hour), now)).toBe('3 days');
    expect(formatWaited(ago(24 * hour), now)).toBe('1 day');
    expect(formatWaited(ago(5 * hour + 59 * 60_000), now)).toBe('5 hours');
    expect(formatWaited(ago(1 * hour), now)).toBe('1 hour');
    expect(formatWaited(ago(12 * 60_000), now)).toBe('12 minutes');
  });

  it('never says less than a minute, nor a time in the future (a clock a little ahead)', () => {
    expect(formatWaited(ago(10_000), now)).toBe('1 minute');
    expect(formatWaited(ago(-60_000), now)).toBe('1 minute');
  });

  it('says nothing for a missing or unreadable time', () => {
    expect(formatWaited(null, now)).toBe('');
    expect(formatWaited('not a date', now)).toBe('');
  });
});
