import { MONTH_NAMES } from '@/lib/format';

export type TTrendSeries = { key: string; label: string; color: string };

/** A chart's day (`YYYY-MM-DD`) as its tick reads: Nov 23. Written without Intl, as every date (lib/format). */
export const shortDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return `${MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}`;
};
