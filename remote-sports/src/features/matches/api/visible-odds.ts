import { queryOptions } from '@app/shared/client';
import { callSportsbook, MatchSchema, type Match } from '@app/shared/api/sportsbook-lists';

/**
 * Live rows on screen refresh at the pace the provider moves live odds (about every second), and
 * only they do: one small getList with their `matchIds`, never every loaded page (issue 10).
 */
export const VISIBLE_ODDS_MS = 1_000;

export interface VisibleQuery {
  type: number;
  sportId: number;
  ids: readonly string[];
}

/** The current state (odds, score, clock) of the given matches of a list. */
export async function fetchMatchesById(q: VisibleQuery): Promise<Map<string, Match>> {
  const data = await callSportsbook<{ records?: unknown[] }>('/v1/match/getList', {
    current: 1,
    size: q.ids.length,
    orderBy: 0,
    isPC: true,
    type: q.type,
    sportId: q.sportId,
    oddsType: 1,
    matchIds: q.ids,
  });
  const out = new Map<string, Match>();
  for (const raw of data?.records ?? []) {
    const parsed = MatchSchema.safeParse(raw);
    if (parsed.success) out.set(String(parsed.data.id), parsed.data);
  }
  return out;
}

export const visibleOddsQuery = (q: VisibleQuery) =>
  queryOptions({
    // flat values: the list renders on every scroll frame and useQuery hashes its key each time
    queryKey: ['sportsbook', 'visible-odds', q.type, q.sportId, q.ids.join(',')] as const,
    queryFn: () => fetchMatchesById(q),
    refetchInterval: VISIBLE_ODDS_MS,
    enabled: q.ids.length > 0,
  });
