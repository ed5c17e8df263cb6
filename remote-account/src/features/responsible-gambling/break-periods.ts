import {
  RG_SELF_EXCLUSIONS,
  RG_TIMEOUTS,
  type RgExclusion,
  type RgExclusionPeriod,
} from '@app/shared/api/rg';

const HOUR = 3_600_000;
const ALL: readonly RgExclusionPeriod[] = [...RG_TIMEOUTS, ...RG_SELF_EXCLUSIONS];

/** When a break of `period` started at `from` would end (calendar months and years, like a contract). */
export function breakEnd(period: RgExclusionPeriod, from: number): number {
  const d = new Date(from);
  switch (period) {
    case '24h':
      return from + 24 * HOUR;
    case '7d':
      return from + 7 * 24 * HOUR;
    case '30d':
      return from + 30 * 24 * HOUR;
    case '6m':
      return d.setUTCMonth(d.getUTCMonth() + 6);
    case '1y':
      return d.setUTCFullYear(d.getUTCFullYear() + 1);
    case '5y':
      return d.setUTCFullYear(d.getUTCFullYear() + 5);
  }
}

const isPeriod = (p: string): p is RgExclusionPeriod => (ALL as readonly string[]).includes(p);

/**
 * The breaks a member may still start. A break cannot be shortened, so during one only longer
 * periods that also end after it are offered (the server has the last word).
 */
export function offeredBreaks(
  active: RgExclusion | null,
  now: number,
): readonly RgExclusionPeriod[] {
  if (!active || active.until <= now) return ALL;
  const rank = isPeriod(active.period) ? ALL.indexOf(active.period) : -1;
  return ALL.filter((p, i) => i > rank && breakEnd(p, now) > active.until);
}

export const isTimeout = (p: RgExclusionPeriod) => RG_TIMEOUTS.includes(p);
