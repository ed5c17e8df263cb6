import { getMatchList, type Match, type SingleBet } from '@app/shared/api/sportsbook';

/** The first open option of a match's first market as a single bet of `unitStake`. */
export function firstBet(match: Match, unitStake: number): SingleBet {
  const line = match.mg?.[0]?.mks?.[0] as { id?: number; op: { ty?: number; od: number }[] };
  const option = line.op[0]!;
  return {
    matchId: match.id,
    marketId: line.id ?? 0,
    optionType: option.ty ?? 0,
    odds: option.od,
    unitStake,
  };
}

/** Not-started matches with open markets (type 3 today, 4 early), football by default. */
export async function openMatches(type = 3, sportId = 1): Promise<Match[]> {
  const { records } = await getMatchList({ type, sportId });
  return records.filter((m) => m.ms === 4 && (m.mg?.length ?? 0) > 0);
}
