/** Avatar initials: first letter of the first name, then of the last name (spec section 2, top bar). */
export function initials(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return `${first(firstName)}${first(lastName)}` || '?';
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/*
 * Dates and money are written here rather than by `Intl`: the spec fixes one English format for each, and a page's
 * first Intl formatter, whichever it is, costs 20–35 ms of main thread while the browser loads its locale data
 * (~100–130 ms on a mid-range phone, measured at 4× CPU; decision 035), against microseconds for these few lines.
 */

/** Spec section 9's long day: Monday, November 23, 2026. */
const longDayOf = (weekday: number, month: number, day: number, year: number) =>
  `${WEEKDAY_NAMES[weekday]}, ${MONTH_NAMES[month]} ${day}, ${year}`;

/** Spec section 9: long format with weekday, month, day, hour and minute, in 12-hour time, in the reader's zone. */
export function formatDateTime(iso: string | null | undefined, empty = ''): string {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return empty;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const day = longDayOf(date.getDay(), date.getMonth(), date.getDate(), date.getFullYear());
  return `${day} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Each currency the service charges in (the reference data's countries, and the euro) with the sign en-NG's
 * narrow symbol gives it; a sign of letters takes a space. Any other currency shows its ISO code.
 */
const CURRENCY_SIGNS: Record<string, string> = {
  NGN: '₦',
  GHS: 'GH₵',
  KES: 'KES ',
  ZAR: 'R ',
  GBP: '£',
  USD: '$',
  CAD: '$',
  EUR: '€',
};

/** A whole number with thousands separators: 1234567 → 1,234,567 (no Intl: above). */
export const formatCount = (count: number) => String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Integer minor units to the currency's sign with thousands separators: 2500000 NGN → ₦25,000.00 (no Intl: above). */
export function formatMoney(minor: number, currency: string): string {
  const sign = CURRENCY_SIGNS[currency] ?? `${currency} `;
  const units = Math.abs(Math.round(minor));
  const whole = formatCount(Math.floor(units / 100));
  const cents = String(units % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${sign}${whole}.${cents}`;
}

/**
 * A calendar date without a time (a date of birth, `YYYY-MM-DD`) in the same long format as every other date,
 * read in UTC so it never moves a day with the reader's time zone: 1990-05-17 → Thursday, May 17, 1990.
 */
export function formatDate(day: string | null | undefined, empty = ''): string {
  if (!day) return empty;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  if (Number.isNaN(date.getTime())) return empty;
  return longDayOf(date.getUTCDay(), date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear());
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
