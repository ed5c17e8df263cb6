import { breakTimeLabel, formatDayTime } from '@app/shared/rules';
import type { Match } from '@app/shared/api/sportsbook-lists';

/** Match status (research §1.1): 5 live, 4 break (SPEC §4), others not started or stopped. */
export const LIVE_STATUS = 5;

export type MatchClock =
  | { kind: 'live'; minute: number }
  | { kind: 'break'; label: string }
  | { kind: 'kickoff'; label: string }
  | { kind: 'none' };

/**
 * What the time cell of a row shows: the running clock for live matches, the break time for
 * ms 4, otherwise the kick-off time — never a LIVE label on a match that has not started.
 */
export function matchClock(m: Match, lang: string): MatchClock {
  if (m.ms === LIVE_STATUS) return { kind: 'live', minute: Math.floor((m.mc?.s ?? 0) / 60) };
  const br = breakTimeLabel(m, lang);
  if (br) return { kind: 'break', label: br };
  if (typeof m.bt === 'number') return { kind: 'kickoff', label: formatDayTime(m.bt, lang) };
  return { kind: 'none' };
}

/** Goals/points of a match: the full-time score entry of `nsg`. */
export function readScore(m: Match): [number, number] | null {
  for (const entry of m.nsg ?? []) {
    const rec = entry as { sc?: unknown };
    if (Array.isArray(rec.sc) && rec.sc.length >= 2) {
      const [h, a] = rec.sc as unknown[];
      if (typeof h === 'number' && typeof a === 'number') return [h, a];
    }
  }
  return null;
}
