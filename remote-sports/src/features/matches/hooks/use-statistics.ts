import { useQuery } from '@tanstack/react-query';
import { championCount, MATCH_TYPE } from '@app/shared/rules';
import { sportsbookQueries } from '@app/shared/query';

/** Tab and chip counts from `statistical` (SPEC §3; champion count per SPEC §9). */
export function useCounts() {
  const { data } = useQuery(sportsbookQueries.statistics());
  const sl = data?.sl ?? [];
  const total = (ty: number) =>
    ty === MATCH_TYPE.list ? championCount({ sl }) : (sl.find((e) => e.ty === ty)?.tc ?? null);
  const bySport = (ty: number, sid: number) =>
    sl.find((e) => e.ty === ty)?.ssl.find((s) => Number(s.sid) === sid)?.c ?? 0;
  return { total, bySport, loaded: Boolean(data) };
}
