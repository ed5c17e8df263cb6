import type { Match } from '@app/shared/api/sportsbook-lists';
import { mainMarkets, marketGroups, type MainMarkets } from '../../../lib/markets';
import { readScore } from './match-status';

/** What a list row shows of a match, besides its clock (MatchRow, and the early painter). */
export interface MatchRowView {
  id: string;
  home: string;
  away: string;
  homeCrest: string | null | undefined;
  awayCrest: string | null | undefined;
  /** Whether the home team is known (a row without teams shows no crest). */
  hasHome: boolean;
  /** The match's name for the follow button and the slip ("Home – Away"). */
  name: string;
  homeScore: number | '';
  awayScore: number | '';
  main: MainMarkets;
  /** Columns of the 1X2 cell (a moneyline has two prices). */
  winnerSlots: number;
  /** Lines beyond the three shown (the detail's other markets). */
  more: number;
}

export function matchRowView(match: Match): MatchRowView {
  const groups = marketGroups(match);
  const main = mainMarkets(groups);
  const [homeTeam, awayTeam] = [match.ts?.[0], match.ts?.[1]];
  const home = homeTeam?.na ?? '—';
  const away = awayTeam?.na ?? '';
  const nm = (match as { nm?: unknown }).nm;
  const score = readScore(match);
  const winnerOptions = main.winner?.line.options.length;
  return {
    id: String(match.id),
    home,
    away,
    homeCrest: homeTeam?.lurl,
    awayCrest: awayTeam?.lurl,
    hasHome: homeTeam !== undefined,
    name: away ? `${home} – ${away}` : typeof nm === 'string' ? nm : home,
    homeScore: score?.[0] ?? '',
    awayScore: score?.[1] ?? '',
    main,
    winnerSlots: winnerOptions === 2 ? 2 : 3,
    more: groups.reduce((n, g) => n + g.lines.length, 0) - 3,
  };
}
