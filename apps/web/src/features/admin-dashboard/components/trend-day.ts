export type TTrendSeries = { key: string; label: string; color: string };

/** Made once: a chart formats every tick and tooltip with it. Read in UTC, as the day is a calendar date. */
const tickDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A chart's day (`YYYY-MM-DD`) as its tick reads: Nov 23. */
export const shortDay = (day: string) => tickDay.format(new Date(`${day}T00:00:00Z`));
