/** Languages offered in the language picker (SPEC §3), in match order. */
export const SUPPORTED_LANGUAGES = ['zh-cn', 'en', 'vi'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Fallback language (SPEC §4). */
export const DEFAULT_LANGUAGE: Language = 'en';
/** The language whose messages fill in a key another language lacks (every namespace loads it too). */
export const FALLBACK_LANGUAGE: Language = 'en';
/** Region code, fixed (SPEC §4). */
export const REGION_CODE = 'VN';

/** Page titles (SPEC §1): Chinese, and the Vietnamese one used for every other language. */
export const PAGE_TITLES = {
  zh: '胜利因你更精彩',
  other: 'Chiến thắng thêm phấn khích vì có bạn',
} as const;

/**
 * Maps a language tag to a supported language, or null: case and '_' are ignored; any Chinese
 * tag (zh, zh-CN, zh-Hans, zh-TW…) gives 'zh-cn' (the only Chinese bundle), vi-* gives 'vi',
 * en-* gives 'en'; anything else (th, fr, '') gives null.
 */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  const t = (tag ?? '').trim().toLowerCase().replace(/_/g, '-');
  const primary = t.split('-')[0];
  if (primary === 'zh') return 'zh-cn';
  if (primary === 'vi') return 'vi';
  if (primary === 'en') return 'en';
  return null;
}

/** Inputs of {@link pickLanguage}. */
export interface LanguageSources {
  /** Language value from the page URL query. */
  query?: string | null;
  /** Stored language. */
  stored?: string | null;
  /** Build market; 'vietnam' fixes 'vi'. */
  market?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[] | null;
}

/**
 * Language selection (SPEC §4), first usable source wins: URL query, stored language, build
 * market ('vietnam' gives 'vi'; other markets give nothing), the browser languages in order
 * matched against ['zh-cn', 'en', 'vi'] (see {@link normalizeLanguage}), else 'en'.
 * Unsupported query or stored values are skipped, not errors.
 */
export function pickLanguage(sources: LanguageSources): Language {
  const fromMarket = sources.market?.trim().toLowerCase() === 'vietnam' ? 'vi' : null;
  const candidates = [
    normalizeLanguage(sources.query),
    normalizeLanguage(sources.stored),
    fromMarket,
    ...(sources.browserLanguages ?? []).map((l) => normalizeLanguage(l)),
  ];
  return candidates.find((c): c is Language => c !== null) ?? DEFAULT_LANGUAGE;
}

function pick<T>(lang: string | null | undefined, zh: T, vi: T, en: T): T {
  const l = normalizeLanguage(lang);
  return l === 'zh-cn' ? zh : l === 'vi' ? vi : en;
}

/** UI locale (SPEC §4): zh-cn -> zh-CN, vi -> vi-VI, anything else -> en-US. */
export function toUiLocale(lang: string | null | undefined): 'zh-CN' | 'vi-VI' | 'en-US' {
  return pick(lang, 'zh-CN', 'vi-VI', 'en-US');
}

/** Sportsbook `languageType` (SPEC §4, §7): CMN, VIE, ENG (default). */
export function toProviderLanguage(lang: string | null | undefined): 'CMN' | 'VIE' | 'ENG' {
  return pick(lang, 'CMN', 'VIE', 'ENG');
}

/** Two-letter code (SPEC §4): zh, vi, en (default). */
export function toShortLanguage(lang: string | null | undefined): 'zh' | 'vi' | 'en' {
  return pick(lang, 'zh', 'vi', 'en');
}

/** ISO 639-3 code (SPEC §4): zho, vie, eng (default). */
export function toIso6393(lang: string | null | undefined): 'zho' | 'vie' | 'eng' {
  return pick(lang, 'zho', 'vie', 'eng');
}

/** Page title (SPEC §1): '胜利因你更精彩' for Chinese, the Vietnamese title for every other language. */
export function pageTitleFor(lang: string | null | undefined): string {
  return normalizeLanguage(lang) === 'zh-cn' ? PAGE_TITLES.zh : PAGE_TITLES.other;
}
