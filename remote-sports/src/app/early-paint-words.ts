/**
 * The words of the sports remote's first route (its namespace's base file; what other pages show
 * comes in parts, i18n/namespace.ts) in the page's language only. The early painter asks for them
 * beside its drawing (early-paint.ts), and the page takes the same file as its namespace through the
 * painter's kit: one file, fetched once.
 */
import { SUPPORTED_LANGUAGES } from '@app/shared/boot';
import type en from '../i18n/locales/en.json';

/** English alone has `moreMarkets_one`: Vietnamese and Chinese have one plural form. */
export type SportsWords = Omit<typeof en, 'moreMarkets_one'> & { moreMarkets_one?: string };

const LANGUAGES: readonly string[] = SUPPORTED_LANGUAGES;
const loaded = new Map<string, SportsWords>();

function wordsFile(language: string): Promise<{ default: SportsWords }> {
  return import(
    /* webpackChunkName: "sports-paint-words-[request]" */ `../i18n/locales/${language}.json?whole`
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
