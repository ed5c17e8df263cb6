import { DAY, HOUR } from './time';

/**
 * When a seasonal activity runs (issue 53 #5), in the market's wall time (Vietnam, UTC+7, as
 * shared/src/rules/market-clock.ts shows it): every year between two month-days, or once between
 * two dates. Both ends are whole days: from the first day's 00:00 to the last day's 23:59:59.999.
 */
export type WindowRule =
  | { every: 'year'; from: `${number}-${number}`; to: `${number}-${number}` }
  | { every: 'once'; from: string; to: string };

export type WindowState = 'upcoming' | 'live' | 'ended';

export interface ActivityWindow {
  start: number;
  end: number;
  state: WindowState;
}

const MARKET_OFFSET = 7 * HOUR;

/** Epoch ms of 00:00 market time on a 'YYYY-MM-DD' day. */
function dayStart(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) throw new Error(`not a date: ${date}`);
  return ms - MARKET_OFFSET;
}

function span(from: string, to: string): { start: number; end: number } {
  return { start: dayStart(from), end: dayStart(to) + DAY - 1 };
}

function stateAt(start: number, end: number, now: number): WindowState {
  return now < start ? 'upcoming' : now > end ? 'ended' : 'live';
}

/**
 * The edition of a window that `now` meets: for a yearly one, this market year's edition, or the
 * one begun last year while it still runs (a window across New Year); upcoming or ended otherwise.
 */
export function windowAt(rule: WindowRule, now: number): ActivityWindow {
  if (rule.every === 'once') {
    const { start, end } = span(rule.from, rule.to);
    return { start, end, state: stateAt(start, end, now) };
  }
  const year = new Date(now + MARKET_OFFSET).getUTCFullYear();
  const crosses = rule.to < rule.from;
  const edition = (y: number) => span(`${y}-${rule.from}`, `${crosses ? y + 1 : y}-${rule.to}`);
  const last = edition(year - 1);
  const { start, end } = crosses && now <= last.end ? last : edition(year);
  return { start, end, state: stateAt(start, end, now) };
}

/** Whether an activity with this window (or none: always) runs at `now`. */
export function isLive(rule: WindowRule | undefined, now: number): boolean {
  return !rule || windowAt(rule, now).state === 'live';
}
