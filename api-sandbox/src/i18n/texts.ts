import type { Lang, Texts } from './lang';
import { currentLang, pick } from './lang';

/** One seeded text in Vietnamese, English and Simplified Chinese. */
export function t(vi: string, en: string, zh: string): Texts {
  return register({ vi, en, 'zh-cn': zh });
}

/**
 * Seeded texts by their Vietnamese form. The database keeps the Vietnamese text (what an operator
 * would have typed); answers translate it through this table. Anything not in the table (chat,
 * nicknames, titles typed by anchors or operators) is answered as written.
 */
const BY_VI = new Map<string, Texts>();

function register(text: Texts): Texts {
  BY_VI.set(text.vi, text);
  return text;
}

/** The seeded text in the given (default: the request's) language; other text unchanged. */
export function localize(text: string, lang: Lang = currentLang()): string {
  const known = BY_VI.get(text);
  if (known) return pick(known, lang);
  // "Prefix: rest" titles whose prefix is seeded (stream titles: "Trực tiếp: A vs B").
  const cut = text.indexOf(': ');
  if (cut > 0) {
    const prefix = BY_VI.get(text.slice(0, cut));
    if (prefix) return `${pick(prefix, lang)}: ${localize(text.slice(cut + 2), lang)}`;
  }
  return text;
}

/**
 * A sandbox media address for the request's language: images carry no Language header, so art
 * that draws a seeded title (banners, stream covers, gifts, game tiles) gets it as `?lang=`
 * (Vietnamese needs none).
 */
export function mediaInLang(url: string, lang: Lang = currentLang()): string {
  if (lang === 'vi' || !/\/(media|game\/art)\/[^?]+$/.test(url)) return url;
  return `${url}?lang=${lang}`;
}

export function localizeAll(texts: readonly string[], lang: Lang = currentLang()): string[] {
  return texts.map((x) => localize(x, lang));
}
