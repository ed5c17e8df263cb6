/** Vietnam time (UTC+7) helpers: ISO 8601 strings with an explicit offset. */
const OFFSET_MS = 7 * 3600 * 1000;

export function isoVn(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  return `${d.toISOString().slice(0, 19)}+07:00`;
}

/** Start of the current day in UTC+7, as epoch ms. */
export function startOfDayVn(now: number): number {
  const local = now + OFFSET_MS;
  return local - (local % 86_400_000) - OFFSET_MS;
}

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
