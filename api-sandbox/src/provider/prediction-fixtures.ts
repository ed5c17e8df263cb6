import type { Ctx } from '../context';
import type { ReadMatch } from './query';
import { readMatches } from './query';

/** The match prediction's league: the first football league, Vietnam's (SPEC §1). */
const FIXTURE_SPORT = 1;

/**
 * The prediction activity's fixtures: the league's scheduled matches (to play, live or just
 * ended), by kick-off, read from the one match state so the page shows what the book shows.
 * Postponed matches never kick off, so they are left out.
 */
export function predictionFixtures(ctx: Ctx): ReadMatch[] {
  const league = ctx.db
    .prepare('SELECT id FROM leagues WHERE sid = ? ORDER BY id LIMIT 1')
    .get(FIXTURE_SPORT) as { id: number } | undefined;
  if (!league) return [];
  return readMatches(ctx, {
    kinds: ['live', 'today', 'early', 'result'],
    sportId: FIXTURE_SPORT,
    leagueIds: [league.id],
  }).filter(({ state }) => state.scheduled);
}
