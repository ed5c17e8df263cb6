import type { MatchState } from './match-state';
import type { MatchView } from './match-view';

/**
 * What the operator's answers say of a match's state (SPEC §3 liveMatchScore, the promotions'
 * fixtures): drawn from the same state as the provider's view, so they agree with the book.
 */
export function liveScore(view: MatchView, state: MatchState) {
  return {
    scores: view.nsg[0]?.sc ?? [],
    ms: view.ms,
    mc: view.mc,
    bt: view.bt,
    phase: state.phase,
    minute: Math.floor(state.s / 60),
    events: state.events.map((e) => ({ minute: Math.floor(e.s / 60), side: e.side })),
  };
}
