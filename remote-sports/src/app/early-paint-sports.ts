/**
 * The drawing of /sports (the match list) for the sports remote's early painter (issue 16; the module
 * entry, early-paint.ts, makes the provider's reads and calls this): what SportsRoutes first renders at
 * its index — SportsLayout's top bar and MatchListPage on the live tab's football list with its first
 * rows — with the components' markup and CSS-module classes, so React's render replaces it without a
 * visible change. No React, zod or stores: values go in as text and attributes, never as HTML.
 *
 * Declines (returns false, draws nothing) for an unknown language, a list the page would reject or show
 * empty, and a statistics or notices answer the page would reject. BetSlip is not drawn: it is a fixed
 * bar and sheet on a phone and the grid's own second column on a desktop, so the list does not move
 * when it arrives.
 */
import { domElement } from '@app/shared/boot';
import type { FollowList } from '@app/shared/rules';
import page from '../features/matches/components/match-list-page.module.css';
import { bulletinLine } from '../features/matches/lib/bulletin-line';
import { statCounts } from '../features/matches/lib/counts';
import { ABOVE_THE_LIST } from '../features/matches/lib/row-sizes';
import { buildRows } from '../features/matches/lib/rows';
import { acceptedBulletins, acceptedMatches, acceptedStatistics } from './early-paint-answers';
import {
  bulletinTicker,
  listFilters,
  sportChips,
  tools,
  topBar,
  typeTabs,
} from './early-paint-head';
import { matchList } from './early-paint-rows';
import { wordsT } from './early-paint-t';
import { sportsWords } from './early-paint-words';
import layout from './sports-layout.module.css';

export interface SportsPaintInput {
  doc: Document;
  /** Empty element to fill. */
  slot: HTMLElement;
  /** 'vi' | 'zh-cn' | 'en'; another draws nothing. */
  language: string;
  /** The path the remote is mounted at, `/sports` when not given: its links resolve under it. */
  basePath?: string;
  /** Unused: TeamCrest shows the provider's `lurl` as it is, and so does the painter. */
  apiBaseUrl: string;
  /** matchMedia(NARROW_QUERY).matches: the phone layout (one market column). */
  narrow: boolean;
  /** 1..5, the member's stored setting. */
  oddsFormat: number;
  /** 0..2. */
  oddsChange: number;
  /** The stored follow list ('followList'). */
  follows: FollowList;
  /** The provider's envelopes as it answers them; undefined when that call failed. */
  list: unknown;
  statistics: unknown;
  bulletins: unknown;
}

/** The live tab's football list (MatchListPage's first state). */
const SPORT = 1;
const MARKET = 'winner';
/** A screen's height when the document has no window (tests). */
const SCREEN_FALLBACK = 900;

export function paintSportsPage(input: SportsPaintInput): boolean {
  const { doc, slot } = input;
  const words = sportsWords(input.language);
  const matches = acceptedMatches(input.list);
  const sl = input.statistics === undefined ? [] : acceptedStatistics(input.statistics);
  const notices = input.bulletins === undefined ? undefined : acceptedBulletins(input.bulletins);
  if (!words || !matches || !sl || notices === null) return false;
  const rows = buildRows(matches, new Set());
  if (rows.length === 0) return false;

  const t = wordsT(words);
  const base = (input.basePath ?? '/sports').replace(/\/+$/, '');
  const counts = statCounts(sl);
  const favourites = Object.values(input.follows).reduce((n, l) => n + l.length, 0);
  const list = matchList(
    {
      doc,
      t,
      lang: input.language,
      base,
      only: input.narrow ? MARKET : null,
      oddsFormat: input.oddsFormat,
      follows: input.follows,
    },
    rows,
    MARKET,
    (doc.defaultView?.innerHeight || SCREEN_FALLBACK) - ABOVE_THE_LIST,
  );
  const section = domElement(doc, 'section', page.page);
  const ticker = bulletinTicker(doc, t, notices ? bulletinLine(notices) : null);
  if (ticker) section.append(ticker);
  section.append(
    typeTabs(doc, t, counts, favourites),
    sportChips(doc, t, counts, SPORT),
    listFilters(doc, t),
    tools(doc, t),
    list,
  );
  const main = domElement(doc, 'div', layout.main);
  main.append(topBar(doc, t, base, input.oddsFormat, input.oddsChange), section);
  const frame = domElement(doc, 'div', layout.frame);
  frame.append(main);
  slot.append(frame);
  return true;
}
