/**
 * The match list's first rows for the /sports early painter: LeagueHeader and MatchRow (with
 * FollowButton, MatchTeams, TeamCrest, MoreMarkets, MarketCell and OddsButton) as plain DOM, in the
 * first screen's slots in the page's flow (FirstScreenRows).
 */
import { domElement } from '@app/shared/boot';
import type { Match } from '@app/shared/api/sportsbook-lists';
import { isFollowed, type FollowList } from '@app/shared/rules';
import type { TFunction } from 'i18next';
import { LOCK_PATH, LOCK_SIZE } from '../components/odds-lock';
import odds from '../components/odds-button.module.css';
import crest from '../components/team-crest/team-crest.module.css';
import { initialsFontSize, teamInitials } from '../components/team-crest/team-initials';
import list from '../features/matches/components/match-list-page.module.css';
import styles from '../features/matches/components/match-row.module.css';
import { matchClock } from '../features/matches/lib/match-status';
import { optionText } from '../features/matches/lib/option-text';
import { estimateRowSize, measuredKey } from '../features/matches/lib/row-sizes';
import { matchRowView, type MatchRowView } from '../features/matches/lib/row-view';
import type { ListRow } from '../features/matches/lib/rows';
import { SALE, type LineView } from '../lib/markets';
import { formatOdds } from '../lib/odds-format';
import { pathIcon } from './early-paint-svg';

/** Crest size in the dense list (MatchTeams). */
const CREST = 18;
type Cell = 'winner' | 'handicap' | 'total';

export interface RowContext {
  doc: Document;
  t: TFunction<'sports'>;
  lang: string;
  /** The page's path: row links resolve under it, as MatchList's relative `sportsdetail/:id`. */
  base: string;
  /** The phone's one market column (MatchList's `only`), null for all three. */
  only: Cell | null;
  oddsFormat: number;
  follows: FollowList;
}

export function leagueHeader(c: RowContext, row: Extract<ListRow, { kind: 'league' }>) {
  const { doc, t } = c;
  const button = domElement(doc, 'button', list.league, {
    type: 'button',
    'aria-expanded': String(!row.collapsed),
  });
  const cols = domElement(doc, 'span', list.cols, { 'aria-hidden': 'true' });
  cols.append(
    domElement(doc, 'span', undefined, {}, t('markets.winner')),
    domElement(doc, 'span', undefined, {}, t('markets.handicap')),
    domElement(doc, 'span', undefined, {}, t('markets.total')),
  );
  button.append(
    domElement(doc, 'span', list.caret, { 'aria-hidden': 'true' }, row.collapsed ? '▸' : '▾'),
    domElement(doc, 'span', list.leagueName, {}, row.name),
    domElement(doc, 'span', list.count, {}, String(row.count)),
    cols,
  );
  return button;
}

function teamCrest(doc: Document, name: string, src: string | null | undefined) {
  if (!src) {
    const initials = domElement(
      doc,
      'span',
      `${crest.crest} ${crest.initials}`,
      { 'aria-hidden': 'true', 'data-crest': 'initials' },
      teamInitials(name),
    );
    initials.style.width = `${CREST}px`;
    initials.style.height = `${CREST}px`;
    initials.style.fontSize = `${initialsFontSize(CREST)}px`;
    return initials;
  }
  // `loading` before `src`: an image is lazy only when it knows before its address
  return domElement(doc, 'img', crest.crest, {
    loading: 'lazy',
    src,
    alt: '',
    width: String(CREST),
    height: String(CREST),
    decoding: 'async',
    draggable: 'false',
  });
}

function team(
  doc: Document,
  name: string,
  src: string | null | undefined,
  hasCrest: boolean,
  first: boolean,
) {
  const box = domElement(doc, 'span', styles.team);
  if (hasCrest) box.append(teamCrest(doc, name, src));
  box.append(
    domElement(doc, 'span', styles.teamName, first ? { elementtiming: 'match-row' } : {}, name),
  );
  return box;
}

function teams(doc: Document, r: MatchRowView, href: string) {
  const link = domElement(doc, 'a', styles.teams, { href });
  link.append(
    team(doc, r.home, r.homeCrest, r.hasHome, true),
    domElement(doc, 'span', styles.score, {}, String(r.homeScore)),
  );
  if (r.away)
    link.append(
      team(doc, r.away, r.awayCrest, true, false),
      domElement(doc, 'span', styles.score, {}, String(r.awayScore)),
    );
  return link;
}

function clockCell(c: RowContext, match: Match, r: MatchRowView) {
  const { doc, t } = c;
  const box = domElement(doc, 'div', styles.clock);
  const clock = matchClock(match, c.lang);
  if (clock.kind === 'live') {
    const live = domElement(doc, 'span', styles.live);
    live.append(
      domElement(doc, 'span', styles.dot, { 'aria-hidden': 'true' }),
      ` ${t('minute', { m: clock.minute })}`,
    );
    box.append(live);
  } else if (clock.kind !== 'none') box.append(domElement(doc, 'span', undefined, {}, clock.label));
  const on = isFollowed(c.follows, match.sid, r.id);
  box.append(
    domElement(
      doc,
      'button',
      on ? `${styles.follow} ${styles.followOn}` : styles.follow,
      {
        type: 'button',
        'aria-pressed': String(on),
        'aria-label': t(on ? 'follow.remove' : 'follow.add', { name: r.name }),
      },
      on ? '★' : '☆',
    ),
  );
  return box;
}

/** OddsButton before the member picked anything: no flash, not picked. */
function oddsButton(
  c: RowContext,
  short: string,
  label: string,
  od: number,
  locked: boolean,
  stacked: boolean,
) {
  const { doc } = c;
  const text = formatOdds(od, c.oddsFormat);
  const button = domElement(
    doc,
    'button',
    [odds.btn, stacked ? odds.stacked : '', '', ''].join(' '),
    {
      type: 'button',
      ...(locked ? { disabled: '', 'data-locked': 'true' } : {}),
      'aria-pressed': 'false',
      'aria-label': `${label}, ${locked ? '—' : text}`,
    },
  );
  if (short) button.append(domElement(doc, 'span', odds.short, {}, short));
  const price = domElement(doc, 'span', odds.price, {}, locked ? undefined : text);
  if (locked)
    price.append(
      pathIcon(doc, LOCK_PATH, {
        width: String(LOCK_SIZE),
        height: String(LOCK_SIZE),
        focusable: 'false',
      }),
    );
  button.append(price);
  return button;
}

function marketCell(
  c: RowContext,
  r: MatchRowView,
  cell: Cell,
  market: { group: { mty: number }; line: LineView } | null,
  slots: number,
) {
  const box = domElement(c.doc, 'div', styles.cell, { 'data-cell': cell });
  box.style.gridTemplateColumns = `repeat(${slots}, 1fr)`;
  if (!market) {
    for (let i = 0; i < slots; i += 1) box.append(domElement(c.doc, 'span', styles.void, {}, '–'));
    return box;
  }
  const names = { home: r.home, away: r.away };
  for (const o of market.line.options) {
    const text = optionText(c.t, market.group.mty, o, names);
    const locked = market.line.ss !== SALE.open;
    box.append(oddsButton(c, text.short, text.label, o.od, locked, cell !== 'winner'));
  }
  return box;
}

export function matchRow(c: RowContext, match: Match) {
  const { doc } = c;
  const r = matchRowView(match);
  const href = `${c.base}/sportsdetail/${r.id}`;
  const article = domElement(doc, 'article', styles.row, { 'data-match-id': r.id });
  const info = domElement(doc, 'div', styles.info);
  info.append(clockCell(c, match, r), teams(doc, r, href));
  if (r.more > 0)
    info.append(domElement(doc, 'a', styles.more, { href }, c.t('moreMarkets', { count: r.more })));
  const markets = domElement(doc, 'div', styles.markets);
  const shows = (cell: Cell) => c.only === null || c.only === cell;
  if (shows('winner')) markets.append(marketCell(c, r, 'winner', r.main.winner, r.winnerSlots));
  if (shows('handicap')) markets.append(marketCell(c, r, 'handicap', r.main.handicap, 2));
  if (shows('total')) markets.append(marketCell(c, r, 'total', r.main.total, 2));
  article.append(info, markets);
  return article;
}

/** At most this many rows (league headers count); React's list brings the rest. */
export const FIRST_ROWS = 12;

/**
 * How many rows fill a screen of `height` px by their estimates (the list starts lower down, so these
 * cover it): a row below the fold costs style and layout on a slow phone's main thread for nothing.
 */
export function rowsForScreen(estimates: readonly number[], height: number): number {
  let n = 0;
  for (let top = 0; n < Math.min(estimates.length, FIRST_ROWS) && top < height; n += 1)
    top += estimates[n] ?? 0;
  return n;
}

/**
 * MatchList's box with its first rows as FirstScreenRows lays them out, in the page's flow, and the
 * height the other rows will take below them (by their estimates).
 */
export function matchList(
  c: RowContext,
  rows: readonly ListRow[],
  market: Cell,
  screenHeight: number,
): HTMLElement {
  const { doc } = c;
  const phone = c.only !== null;
  const element = domElement(doc, 'div', list.list, { 'data-market': market });
  const inner = domElement(doc, 'div', undefined);
  const estimates = rows.map((row) => estimateRowSize(row, phone));
  const shown = rowsForScreen(estimates, screenHeight);
  inner.append(
    ...rows.slice(0, shown).map((row, index) => {
      const key = measuredKey(row, index, phone);
      const slot = domElement(doc, 'div', list.flowSlot, {
        'data-index': String(index),
        'data-key': key,
      });
      slot.append(row.kind === 'league' ? leagueHeader(c, row) : matchRow(c, row.match));
      return slot;
    }),
  );
  const below = estimates.slice(shown).reduce((sum, size) => sum + size, 0);
  if (below > 0) {
    const spacer = domElement(doc, 'div', undefined, { 'aria-hidden': 'true' });
    spacer.style.height = `${below}px`;
    inner.append(spacer);
  }
  element.append(inner);
  return element;
}
