export type TTrendSeries = { key: string; label: string; color: string };

// One formatter for every bar and tick: `toLocaleDateString` with options makes a new one on each call (~150 µs).
const dayOfMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const shortDay = (day: string) => dayOfMonth.format(new Date(`${day}T00:00:00Z`));
