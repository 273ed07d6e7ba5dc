/** Avatar initials: first letter of the first name, then of the last name (spec section 2, top bar). */
export function initials(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return `${first(firstName)}${first(lastName)}` || '?';
}

/*
 * The spec fixes one English format for each: every formatter is made once, when this module is first evaluated,
 * and reused for every value (making one is what costs; formatting with it is cheap).
 */

/** Spec section 9: long format with weekday, month, day, hour and minute, in 12-hour time, in the reader's zone. */
const dateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The same long day without the time, read in UTC: a calendar date never moves with the reader's zone. */
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A length of time in words ('3 days', '1 hour'), by the platform's plural rules rather than an 's' added by hand. */
const unitFormat = (unit: 'day' | 'hour' | 'minute') =>
  new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' });
const minutes = unitFormat('minute');
const spans = [
  { ms: 86_400_000, format: unitFormat('day') },
  { ms: 3_600_000, format: unitFormat('hour') },
  { ms: 60_000, format: minutes },
];

/** Money in en-NG's narrow symbols (₦, GH₵, £, $, €; letters such as KES take a space), made once per currency. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-NG', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(currency, format);
  }
  return format;
}

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** Spec section 9: Monday, November 23, 2026 at 10:05 AM, in the reader's time zone. */
export function formatDateTime(iso: string | null | undefined, empty = ''): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return isValid(date) ? dateTime.format(date) : empty;
}

/** A whole number with thousands separators: 1234567 → 1,234,567. */
export const formatCount = (value: number) => count.format(Math.trunc(value));

/** Integer minor units to the currency with its sign and thousands separators: 2500000 NGN → ₦25,000.00. */
export const formatMoney = (minor: number, currency: string) => moneyFormat(currency).format(minor / 100);

/**
 * A calendar date without a time (a date of birth, `YYYY-MM-DD`) in the same long format as every other date,
 * read in UTC so it never moves a day with the reader's time zone: 1990-05-17 → Thursday, May 17, 1990.
 */
export function formatDate(day: string | null | undefined, empty = ''): string {
  if (!day) return empty;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  return isValid(date) ? calendarDay.format(date) : empty;
}

/**
 * How long since `iso`, in the largest whole unit: '3 days', '5 hours', '12 minutes'. A request that waits is counted
 * from at least a minute, so a clock a little ahead of the server's never reads as no wait or a wait in the future.
 */
export function formatWaited(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const since = new Date(iso);
  if (!isValid(since)) return '';
  const elapsed = now.getTime() - since.getTime();
  for (const span of spans) {
    const whole = Math.floor(elapsed / span.ms);
    if (whole >= 1) return span.format.format(whole);
  }
  return minutes.format(1);
}

/** 5242880 → '5 MB', 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}
