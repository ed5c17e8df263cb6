/**
 * The parts of /sports above the match list for its early painter, as plain DOM: SportsLayout's top
 * bar (section links, OddsSettings) and MatchListPage's BulletinTicker, TypeTabs, SportChips,
 * ListFilters and tools row on the live tab's football list.
 */
import { domElement } from '@app/shared/boot';
import { MATCH_TYPE, SPORTS } from '@app/shared/rules';
import type { TFunction } from 'i18next';
import ticker from '../features/matches/components/bulletin-ticker.module.css';
import page from '../features/matches/components/match-list-page.module.css';
import { BULLETIN_ICON_PATH } from '../features/matches/lib/bulletin-line';
import type { statCounts } from '../features/matches/lib/counts';
import settings from '../features/odds/components/odds-settings.module.css';
import { sportLabel } from '../lib/sport-label';
import { pathIcon, sportIcon } from './early-paint-svg';
import layout from './sports-layout.module.css';

type T = TFunction<'sports'>;
type Counts = ReturnType<typeof statCounts>;

function select(
  doc: Document,
  className: string | undefined,
  attrs: Record<string, string>,
  options: ReadonlyArray<readonly [string, string]>,
  value: string,
) {
  const el = domElement(doc, 'select', className, attrs);
  for (const [v, label] of options) {
    const option = domElement(doc, 'option', undefined, { value: v }, label);
    // as React's controlled select: chosen by the property, no `selected` attribute
    option.selected = v === value;
    el.append(option);
  }
  return el;
}

function oddsSettings(doc: Document, t: T, format: number, change: number) {
  const box = domElement(doc, 'div', settings.settings);
  const field = (label: string, control: HTMLSelectElement) => {
    const el = domElement(doc, 'label', settings.field);
    el.append(domElement(doc, 'span', undefined, {}, label), control);
    return el;
  };
  const formats = [
    t('settings.formats.eu'),
    t('settings.formats.hk'),
    t('settings.formats.malay'),
    t('settings.formats.indo'),
    t('settings.formats.us'),
  ].map((label, i) => [String(i + 1), label] as const);
  const changes = [
    t('settings.changes.none'),
    t('settings.changes.better'),
    t('settings.changes.any'),
  ].map((label, i) => [String(i), label] as const);
  box.append(
    field(t('settings.format'), select(doc, undefined, {}, formats, String(format))),
    field(t('settings.change'), select(doc, undefined, {}, changes, String(change))),
  );
  return box;
}

/** SportsLayout's top bar on its index page: the matches link is the current one. */
export function topBar(doc: Document, t: T, base: string, format: number, change: number) {
  const top = domElement(doc, 'div', layout.top);
  const nav = domElement(doc, 'nav', layout.links, { 'aria-label': t('title') });
  nav.append(
    domElement(
      doc,
      'a',
      `${layout.nav} ${layout.active}`,
      { href: base, 'aria-current': 'page' },
      t('nav.matches'),
    ),
    domElement(doc, 'a', layout.nav, { href: `${base}/mybets` }, t('nav.myBets')),
    domElement(doc, 'a', layout.nav, { href: `${base}/results` }, t('nav.results')),
  );
  top.append(nav, oddsSettings(doc, t, format, change));
  return top;
}

/** BulletinTicker: the notices' line, nothing when there are none, the empty bar while they load. */
export function bulletinTicker(doc: Document, t: T, line: string | null) {
  if (line === null) return domElement(doc, 'div', ticker.ticker, { 'aria-hidden': 'true' });
  if (line === '') return null;
  const section = domElement(doc, 'section', ticker.ticker, { 'aria-label': t('bulletins') });
  const track = domElement(doc, 'div', ticker.track);
  track.append(domElement(doc, 'p', ticker.text, {}, line));
  section.append(
    pathIcon(doc, BULLETIN_ICON_PATH, { class: ticker.icon ?? '', width: '16', height: '16' }),
    track,
  );
  return section;
}

/** TypeTabs on the live tab; `favourites` is the stored follow list's length. */
export function typeTabs(doc: Document, t: T, counts: Counts, favourites: number) {
  const box = domElement(doc, 'div', page.tabs, { role: 'tablist' });
  const tabs = [
    [t('types.live'), counts.total(MATCH_TYPE.live)],
    [t('types.today'), counts.total(MATCH_TYPE.today)],
    [t('types.early'), counts.total(MATCH_TYPE.early)],
    [t('types.champion'), counts.total(MATCH_TYPE.list)],
    [t('types.favourites'), favourites],
  ] as const;
  tabs.forEach(([label, n], i) => {
    const live = i === 0;
    const tab = domElement(
      doc,
      'button',
      live ? `${page.tab} ${page.active}` : page.tab,
      {
        type: 'button',
        role: 'tab',
        'aria-selected': String(live),
      },
      label,
    );
    if (n !== null) tab.append(domElement(doc, 'span', page.count, {}, String(n)));
    box.append(tab);
  });
  return box;
}

/** SportChips of the live list with football chosen: the sports with live matches, and football. */
export function sportChips(doc: Document, t: T, counts: Counts, sportId: number) {
  const box = domElement(doc, 'div', page.chips, { role: 'group', 'aria-label': t('sportsLabel') });
  const count = (sid: number) => counts.bySport(MATCH_TYPE.live, sid);
  for (const s of SPORTS.filter((x) => x.id === sportId || count(x.id) > 0)) {
    const on = s.id === sportId;
    const chip = domElement(doc, 'button', on ? `${page.chip} ${page.active}` : page.chip, {
      type: 'button',
      'aria-pressed': String(on),
    });
    chip.append(
      sportIcon(doc, s.id, on),
      sportLabel(t, s.id, s.name),
      domElement(doc, 'span', page.count, {}, String(count(s.id))),
    );
    box.append(chip);
  }
  return box;
}

/** ListFilters before its leagues arrive (only "all leagues": the select's height is the same). */
export function listFilters(doc: Document, t: T) {
  const box = domElement(doc, 'div', page.filters);
  box.append(
    select(
      doc,
      page.select,
      { 'aria-label': t('filters.league') },
      [['', t('filters.allLeagues')]],
      '',
    ),
  );
  return box;
}

/** The search box and the phone's market picker, 1X2 chosen. */
export function tools(doc: Document, t: T) {
  const box = domElement(doc, 'div', page.tools);
  const picker = domElement(doc, 'div', page.picker, {
    role: 'group',
    'aria-label': t('markets.label'),
  });
  const labels = [t('markets.winner'), t('markets.handicap'), t('markets.total')];
  labels.forEach((label, i) =>
    picker.append(
      domElement(
        doc,
        'button',
        i === 0 ? `${page.pick} ${page.active}` : page.pick,
        {
          type: 'button',
          'aria-pressed': String(i === 0),
        },
        label,
      ),
    ),
  );
  box.append(
    domElement(doc, 'input', page.search, {
      type: 'search',
      placeholder: t('search'),
      'aria-label': t('search'),
      value: '',
    }),
    picker,
  );
  return box;
}
