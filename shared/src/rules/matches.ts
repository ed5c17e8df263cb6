import { formatDayTime } from './market-clock';
import { KNOWN_SPORT_IDS, MATCH_TYPE } from './sports';

/** The match fields these rules read (SPEC §3). */
export interface MatchLike {
  /** Match status. */
  ms?: number | null;
  /** Start time in epoch ms (the provider's `bt`). */
  bt?: number | null;
  liveUrl?: string | null;
  /** Link to a live video source. */
  fbId?: string | number | null;
}

/** Statuses that are listed only when a video source exists (SPEC §4, see isMatchVisible). */
export const VIDEO_ONLY_STATUSES: ReadonlySet<number> = new Set([0, 5, 8]);

/** Status whose row shows the break time (SPEC §4). */
export const BREAK_TIME_STATUS = 4;

/** True when the match has a live video source: a non-blank `liveUrl` or a non-empty, non-zero `fbId`. */
export function hasVideoSource(match: MatchLike): boolean {
  const url = typeof match.liveUrl === 'string' && match.liveUrl.trim() !== '';
  const fb =
    match.fbId !== undefined &&
    match.fbId !== null &&
    String(match.fbId).trim() !== '' &&
    String(match.fbId) !== '0';
  return url || fb;
}

/**
 * Match visibility (SPEC §4: "ms 0 and 5 are not shown unless a video source exists (5 and 8
 * need one)"). Reading: every status named there needs a video source, so ms 0, 5 and 8 are
 * listed only with one (see {@link hasVideoSource}); every other status, and a missing ms, is
 * listed.
 */
export function isMatchVisible(match: MatchLike): boolean {
  return typeof match.ms === 'number' && VIDEO_ONLY_STATUSES.has(match.ms)
    ? hasVideoSource(match)
    : true;
}

/**
 * Break-time label (SPEC §4: "ms 4 shows the break time"): for ms 4 the match's `bt` time shown
 * with the date display of SPEC §5 (e.g. '22/11 14:05' in Vietnamese); null for any other status
 * or when `bt` is missing, so the caller shows its usual clock.
 */
export function breakTimeLabel(match: MatchLike, lang: string, timeZone?: string): string | null {
  if (
    match.ms !== BREAK_TIME_STATUS ||
    typeof match.bt !== 'number' ||
    !Number.isFinite(match.bt)
  ) {
    return null;
  }
  return formatDayTime(match.bt, lang, timeZone);
}

/** One sport's count inside a statistics entry. */
export interface SportStat {
  sid?: number | string | null;
  c?: number | null;
}

/** An entry of the statistics response `sl` list (SPEC §3). */
export interface StatEntry {
  /** Match type (see MATCH_TYPE). */
  ty?: number | null;
  /** Total count of the type. */
  tc?: number | null;
  /** Per-sport counts. */
  ssl?: readonly SportStat[] | null;
}

const count = (n: unknown): number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;

/**
 * Champion (outright) count (SPEC §9): the total `tc` of the type-7 entry minus the counts `c`
 * of its `ssl` entries whose `sid` is one of the 18 known sports; never below 0. A missing or
 * malformed response gives 0; negative or non-numeric counts count as 0.
 */
export function championCount(
  stats: { sl?: readonly StatEntry[] | null } | null | undefined,
): number {
  const entry = stats?.sl?.find((e) => e?.ty === MATCH_TYPE.list);
  if (!entry) return 0;
  const known = (entry.ssl ?? []).reduce(
    (sum, s) => (KNOWN_SPORT_IDS.has(Number(s?.sid)) ? sum + count(s?.c) : sum),
    0,
  );
  return Math.max(0, count(entry.tc) - known);
}
