import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, initials } from '@/lib/format';

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

  it('formats each currency as its own, however the calls interleave (one formatter kept per currency)', () => {
    expect(formatMoney(1_999, 'USD')).toBe('$19.99');
    expect(formatMoney(2_500_000, 'NGN')).toBe('₦25,000.00');
    expect(formatMoney(100, 'USD')).toBe('$1.00');
    expect(formatMoney(-50, 'NGN')).toBe('-₦0.50');
  });

  it('shows dates in the long 12-hour format, and the fallback when empty', () => {
    expect(formatDateTime('2026-11-23T10:05:00Z')).toMatch(/^\w+day, November 23, 2026 at \d{1,2}:05 (AM|PM)$/);
    expect(formatDateTime(null, 'yet to login')).toBe('yet to login');
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
