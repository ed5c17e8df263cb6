/**
 * The words of the /sports page's first screen for its early painter. Only the page's
 * language is fetched, and of it only the keys the first screen shows (`?pick=`,
 * build/pick-json-loader.cjs): the early script asks for them beside the drawing (early-paint.ts).
 */
import { SUPPORTED_LANGUAGES } from '@app/shared/boot';
import type en from '../i18n/locales/en.json';

/** The top-level keys the import below picks (English alone has `moreMarkets_one`: Vietnamese and
 * Chinese have one plural form). */
type Key =
  | 'title'
  | 'nav'
  | 'settings'
  | 'bulletins'
  | 'types'
  | 'sportsLabel'
  | 'sport'
  | 'filters'
  | 'search'
  | 'markets'
  | 'minute'
  | 'moreMarkets_other'
  | 'follow'
  | 'pick';
export type SportsWords = Pick<typeof en, Key> & { moreMarkets_one?: string };

const LANGUAGES: readonly string[] = SUPPORTED_LANGUAGES;
const loaded = new Map<string, SportsWords>();

function wordsFile(language: string): Promise<{ default: SportsWords }> {
  return import(
    /* webpackChunkName: "sports-paint-words-[request]" */
    `../i18n/locales/${language}.json?pick=title,nav,settings,bulletins,types,sportsLabel,sport,filters,search,markets,minute,moreMarkets_one?,moreMarkets_other,follow,pick`
  );
}

/** Fetches the first screen's words in a language the app has; null for another language. */
export async function loadSportsWords(language: string): Promise<SportsWords | null> {
  if (!LANGUAGES.includes(language)) return null;
  return keepSportsWords(language, (await wordsFile(language)).default);
}

/** Keeps a language's words for the painter (what loadSportsWords fetched). */
export function keepSportsWords(language: string, words: SportsWords): SportsWords {
  loaded.set(language, words);
  return words;
}

/** The page's words once loaded (loadSportsWords), else null (the painter then draws nothing). */
export function sportsWords(language: string): SportsWords | null {
  return loaded.get(language) ?? null;
}
