import { once } from '@/lib/once';

/** Avatar initials: first letter of the first name, then of the last name (spec section 2, top bar). */
export function initials(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return `${first(firstName)}${first(lastName)}` || '?';
}

/** The long day every date shows (spec section 9); times add the hour and minute. */
const longDayParts: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

const longDate = once(
  () => new Intl.DateTimeFormat('en-US', { ...longDayParts, hour: 'numeric', minute: '2-digit', hour12: true }),
);

/** Spec section 9: long format with weekday, month, day, hour and minute, in 12-hour time. */
export function formatDateTime(iso: string | null | undefined, empty = ''): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? empty : longDate().format(date);
}

// Making a formatter costs ~80 µs (more than 300 on a mid-range phone) and formatting with one under 1 µs: a list
// of payments, the totals and the dashboards format many amounts, in the few currencies the service charges in.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Integer minor units to the currency's symbol with thousands separators: 2500000 NGN → ₦25,000.00. */
export function formatMoney(minor: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-NG', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(currency, format);
  }
  return format.format(minor / 100);
}

const longDay = once(() => new Intl.DateTimeFormat('en-US', { ...longDayParts, timeZone: 'UTC' }));

/**
 * A calendar date without a time (a date of birth, `YYYY-MM-DD`) in the same long format as every other date,
 * read in UTC so it never moves a day with the reader's time zone: 1990-05-17 → Thursday, May 17, 1990.
 */
export function formatDate(day: string | null | undefined, empty = ''): string {
  if (!day) return empty;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  return Number.isNaN(date.getTime()) ? empty : longDay().format(date);
}
