import type { Ctx } from '../context';
import type { StoredMatch } from '../seed/matches';
import type { MatchRow } from './match-view';
import { isScheduled } from './match-state';
import { MATCH_SELECT, rowState } from './match-view';

/**
 * Starts an upcoming scheduled match's round `agoMs` before now on the sandbox clock (a test's
 * kick-off); false when the match is not upcoming or does not follow the clock.
 */
export function kickOff(ctx: Ctx, matchId: number, agoMs: number): boolean {
  const row = ctx.db.prepare(`${MATCH_SELECT} WHERE m.id = ?`).get(matchId) as MatchRow | undefined;
  if (!row) return false;
  const stored = JSON.parse(row.data) as StoredMatch;
  const now = ctx.clock.now();
  if (!isScheduled(row, stored) || rowState(row, stored, now).phase !== 'upcoming') return false;
  const data = JSON.stringify({ ...stored, kickoff: now - agoMs });
  ctx.db.prepare('UPDATE matches SET data = ? WHERE id = ?').run(data, matchId);
  return true;
}
