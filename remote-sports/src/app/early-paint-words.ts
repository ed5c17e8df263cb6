/**
 * The words of the /sports page's first screen for its early painter, read property by property so
 * only these reach early-paint.js (webpack keeps the JSON properties a bundle reads), and a tiny
 * stand-in for i18next's `t` over them (keys, `{{name}}` values, `_one`/`_other` plurals).
 */
import type { TFunction } from 'i18next';
import en from '../i18n/locales/en.json';
import vi from '../i18n/locales/vi.json';
import zhCn from '../i18n/locales/zh-cn.json';

const EN = {
  title: en.title,
  nav: en.nav,
  settings: en.settings,
  bulletins: en.bulletins,
  types: en.types,
  sportsLabel: en.sportsLabel,
  sport: en.sport,
  filters: { league: en.filters.league, allLeagues: en.filters.allLeagues },
  search: en.search,
  markets: en.markets,
  minute: en.minute,
  moreMarkets_one: en.moreMarkets_one,
  moreMarkets_other: en.moreMarkets_other,
  follow: en.follow,
  pick: en.pick,
};
/** Vietnamese and Chinese have one plural form: no `_one`. */
export type SportsWords = Omit<typeof EN, 'moreMarkets_one'> & { moreMarkets_one?: string };

const WORDS: Readonly<Record<string, SportsWords>> = {
  en: EN,
  vi: {
    title: vi.title,
    nav: vi.nav,
    settings: vi.settings,
    bulletins: vi.bulletins,
    types: vi.types,
    sportsLabel: vi.sportsLabel,
    sport: vi.sport,
    filters: { league: vi.filters.league, allLeagues: vi.filters.allLeagues },
    search: vi.search,
    markets: vi.markets,
    minute: vi.minute,
    moreMarkets_other: vi.moreMarkets_other,
    follow: vi.follow,
    pick: vi.pick,
  },
  'zh-cn': {
    title: zhCn.title,
    nav: zhCn.nav,
    settings: zhCn.settings,
    bulletins: zhCn.bulletins,
    types: zhCn.types,
    sportsLabel: zhCn.sportsLabel,
    sport: zhCn.sport,
    filters: { league: zhCn.filters.league, allLeagues: zhCn.filters.allLeagues },
    search: zhCn.search,
    markets: zhCn.markets,
    minute: zhCn.minute,
    moreMarkets_other: zhCn.moreMarkets_other,
    follow: zhCn.follow,
    pick: zhCn.pick,
  },
};

/** The page's words in a language the app has, else null (the painter then draws nothing). */
export function sportsWords(language: string): SportsWords | null {
  return Object.hasOwn(WORDS, language) ? (WORDS[language] ?? null) : null;
}

type Values = Readonly<Record<string, string | number>>;

function lookup(words: SportsWords, key: string): string | undefined {
  let node: unknown = words;
  for (const part of key.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** `t` over the painter's words, for the pure helpers the components share (optionText, sportLabel). */
export function wordsT(words: SportsWords) {
  const t = (key: string, values: Values = {}): string => {
    const count = values.count;
    const text =
      (typeof count === 'number'
        ? ((count === 1 ? lookup(words, `${key}_one`) : undefined) ?? lookup(words, `${key}_other`))
        : undefined) ??
      lookup(words, key) ??
      key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  };
  // the helpers take i18next's typed `t`; this one answers every key they ask for
  return t as unknown as TFunction<'sports'>;
}
