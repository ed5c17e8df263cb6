import { rng } from '../rng';
import type { MatchKind, StoredMatch } from '../seed/matches';
import { goalsPerGame } from '../seed/matches';
import { DAY } from '../time';

/**
 * The one state of a match at a moment of the sandbox clock (issue 53 #2): status, clock, score
 * and goals. The provider's lists, the live scores and the promotions' fixtures all read it, so no
 * screen can show a score or status another one does not.
 *
 * A scheduled match kicks off at its kick-off time, plays the sport's clock, ends, and comes round
 * again a cycle later (so the lists never run dry however far the clock is moved): a match seeded
 * live plays again after a short break, one seeded upcoming a week later.
 */
export type MatchPhase = 'upcoming' | 'live' | 'ended';

export interface GoalEvent {
  /** Clock seconds of the goal. */
  s: number;
  side: 'home' | 'away';
}

export interface MatchState {
  phase: MatchPhase;
  /** Whether the match follows the clock (false: a seeded result, champion or postponed match). */
  scheduled: boolean;
  /** Provider status (`ms`): 4 not started, 5 live, 0 ended, or the seeded special status. */
  ms: number;
  /** The list the match is in now. */
  kind: MatchKind;
  /** Kick-off of the current round, epoch ms. */
  bt: number;
  /** Clock seconds played. */
  s: number;
  /** Goals so far; null before kick-off. */
  score: [number, number] | null;
  /** Goals so far, in clock order. */
  events: GoalEvent[];
}

export interface StateInput {
  id: number;
  sid: number;
  /** Seeded status and list. */
  ms: number;
  kind: MatchKind;
  /** Kick-off offset from now of a match that does not move (results, champions, postponed). */
  btOffset: number;
}

export const LIVE_STATUS = 5;
export const NOT_STARTED = 4;
export const ENDED = 0;
/** A match seeded live plays again after this break: ended for the first half, upcoming after. */
export const LIVE_BREAK_MS = 10 * 60_000;
/** A match seeded upcoming comes round a week after its kick-off; it stays ended for a while. */
export const ROUND_CYCLE_MS = 7 * DAY;
export const ROUND_ENDED_MS = 2 * 3_600_000;
/** Statuses that never kick off (postponed) or were seeded over (ended, cancelled, abandoned). */
const FIXED_STATUSES = new Set([0, 1, 3, 7]);

const mod = (a: number, b: number) => ((a % b) + b) % b;

/** Goals of one round of a match: how many by its strength, when by its id. */
export function goalEvents(id: number, sid: number, strength: number, clockS: number): GoalEvent[] {
  const g = goalsPerGame(sid);
  const r = rng(id);
  const home = Math.floor(g * strength * (0.7 + r() * 0.6));
  const away = Math.floor(g * (1 - strength) * (0.7 + r() * 0.6));
  const at = () => 1 + Math.floor(r() * (clockS - 1));
  const events: GoalEvent[] = [
    ...Array.from({ length: home }, () => ({ s: at(), side: 'home' as const })),
    ...Array.from({ length: away }, () => ({ s: at(), side: 'away' as const })),
  ];
  return events.sort((a, b) => a.s - b.s);
}

function tally(events: GoalEvent[]): [number, number] {
  let h = 0;
  for (const e of events) if (e.side === 'home') h += 1;
  return [h, events.length - h];
}

function fixedState(m: StateInput, stored: StoredMatch, now: number): MatchState {
  const ended = m.kind === 'result';
  return {
    phase: ended ? 'ended' : 'upcoming',
    scheduled: false,
    ms: m.ms,
    kind: m.kind,
    bt: now + m.btOffset,
    s: 0,
    score: ended ? (m.ms === ENDED && stored.finalScore ? stored.finalScore : [0, 0]) : null,
    events: [],
  };
}

/** Whether a seeded match follows the clock (kicks off, plays, ends) rather than staying put. */
export function isScheduled(m: Pick<StateInput, 'kind' | 'ms'>, stored: StoredMatch): boolean {
  return (
    (m.kind === 'live' || m.kind === 'today' || m.kind === 'early') &&
    !FIXED_STATUSES.has(m.ms) &&
    typeof stored.kickoff === 'number'
  );
}

/** The state of a match at `now` (the sandbox clock); `clockS` is its sport's game clock. */
export function matchState(
  m: StateInput,
  stored: StoredMatch,
  clockS: number,
  now: number,
): MatchState {
  if (!isScheduled(m, stored)) return fixedState(m, stored, now);
  const seededLive = m.kind === 'live';
  const playMs = clockS * 1000;
  const cycle = seededLive ? playMs + LIVE_BREAK_MS : ROUND_CYCLE_MS;
  const endedFor = seededLive ? LIVE_BREAK_MS / 2 : ROUND_ENDED_MS;
  const p = mod(now - (stored.kickoff as number), cycle);
  if (p < playMs + endedFor) {
    const live = p < playMs;
    const s = live ? Math.floor(p / 1000) : clockS;
    const events = goalEvents(m.id, m.sid, stored.strength, clockS).filter((e) => e.s <= s);
    return {
      phase: live ? 'live' : 'ended',
      scheduled: true,
      ms: live ? (seededLive ? m.ms : LIVE_STATUS) : ENDED,
      kind: live ? 'live' : 'result',
      bt: now - p,
      s,
      score: tally(events),
      events,
    };
  }
  const bt = now - p + cycle;
  return {
    phase: 'upcoming',
    scheduled: true,
    ms: seededLive ? NOT_STARTED : m.ms,
    // "today" reads as the next 24 hours, so a list keeps its matches whatever the hour
    kind: bt - now < DAY ? 'today' : 'early',
    bt,
    s: 0,
    score: null,
    events: [],
  };
}
