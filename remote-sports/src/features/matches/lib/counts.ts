import { championCount, MATCH_TYPE } from '@app/shared/rules';

/** A `statistical` entry as the page reads it (StatisticsSchema). */
export interface StatCount {
  ty: number;
  tc?: number | null;
  ssl: ReadonlyArray<{ sid: number | string; c?: number | null }>;
}

/** Tab and chip counts from `statistical` (SPEC §3; champion count per SPEC §9); `sl` empty while it reads. */
export function statCounts(sl: readonly StatCount[]) {
  const total = (ty: number) =>
    ty === MATCH_TYPE.list ? championCount({ sl }) : (sl.find((e) => e.ty === ty)?.tc ?? null);
  const bySport = (ty: number, sid: number) =>
    sl.find((e) => e.ty === ty)?.ssl.find((s) => Number(s.sid) === sid)?.c ?? 0;
  return { total, bySport };
}
