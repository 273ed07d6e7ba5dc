/**
 * Working days are Monday to Friday, counted in UTC (decision 073): the product has no holiday calendar, so a
 * public holiday counts as a working day, and a day is UTC's (Lagos is one hour ahead, which moves a boundary by
 * an hour, never a day's count by more than that hour).
 */

const DAY_MS = 86_400_000;

function isWeekend(dayStartMs: number): boolean {
  const weekday = new Date(dayStartMs).getUTCDay();
  return weekday === 0 || weekday === 6;
}

function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/**
 * Working time between two instants, in working days (fractional): only the time falling on a Monday to Friday
 * counts, so a request paid on Friday afternoon and decided on Monday morning took less than one working day.
 * Never negative.
 */
export function workingDaysBetween(from: Date, to: Date): number {
  let start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let working = 0;
  // One step per calendar day; the durations measured are bounded by the turnaround window (180 days).
  while (start < end) {
    const nextDay = dayStart(start) + DAY_MS;
    const stop = Math.min(nextDay, end);
    if (!isWeekend(dayStart(start))) working += stop - start;
    start = stop;
  }
  return working / DAY_MS;
}

/**
 * The instant `days` whole working days after `from`, at the same time of day; an instant on a weekend first moves
 * to the start of the Monday after it (work paid for on Saturday starts on Monday). Fri 10:00 + 1 = Mon 10:00.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let at = from.getTime();
  while (isWeekend(dayStart(at))) at = dayStart(at) + DAY_MS;
  for (let added = 0; added < days;) {
    at += DAY_MS;
    if (!isWeekend(dayStart(at))) added += 1;
  }
  return new Date(at);
}

/**
 * How many whole working days `now` is past `due`, at least one as soon as it is past (an hour late reads "1 working
 * day", a day and an hour too); null while not past due.
 */
export function workingDaysOverdue(due: Date, now: Date): number | null {
  if (!(now.getTime() > due.getTime())) return null;
  return Math.max(1, Math.floor(workingDaysBetween(due, now)));
}
