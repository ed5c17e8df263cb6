import fs from 'node:fs';
import path from 'node:path';
import { SPORTS } from '../../api-sandbox/src/seed/sports-data';

export type Lang = 'vi' | 'en' | 'zh-cn';

const ROOT = path.resolve(__dirname, '..', '..');
function partDirs(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir)).map((part) => `${dir}/${part}`);
}

/** The locale files of the host and the remotes (one file per language in each folder). */
const LOCALE_DIRS = [
  'host/src/app/locales',
  'host/src/home/locales',
  'host/src/info/locales',
  'host/src/session/locales',
  'host/src/session/reality-check/locales',
  'shared/src/i18n/locales',
  'remote-sports/src/i18n/locales',
  'remote-sports/src/features/games/i18n/locales',
  'remote-live/src/i18n/locales',
  'remote-activities/src/i18n/locales',
  'remote-account/src/i18n/locales',
  // the words of pages loaded on demand (registerMessagesPart), one folder per page
  ...partDirs('remote-activities/src/i18n/parts'),
  ...partDirs('remote-account/src/i18n/parts'),
];

function jsonStrings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => jsonStrings(v, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => jsonStrings(v, out));
  return out;
}

/** Quoted literals of a TS locale module (keys and import paths are dropped later: no spaces). */
function tsStrings(source: string): string[] {
  const out: string[] = [];
  const re = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const m of source.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3] ?? '').replace(/\\'/g, "'"));
  return out;
}

/** Every text of one language in the locale files. */
export function localeTexts(lang: Lang): string[] {
  const out: string[] = [];
  for (const dir of LOCALE_DIRS) {
    const json = path.join(ROOT, dir, `${lang}.json`);
    const ts = path.join(ROOT, dir, `${lang}.ts`);
    if (fs.existsSync(json)) jsonStrings(JSON.parse(fs.readFileSync(json, 'utf8')), out);
    else if (fs.existsSync(ts)) out.push(...tsStrings(fs.readFileSync(ts, 'utf8')));
    else throw new Error(`no ${lang} locale in ${dir}`);
  }
  return out;
}

const MIN_LENGTH = 14;
/** Chinese has no spaces: five characters make a distinctive phrase. */
const MIN_HAN = 5;

/**
 * The longer, distinctive pieces of one language's texts: interpolations and markup cut the texts
 * into pieces; a piece counts when it has a space and at least 14 characters (Chinese: five
 * characters), and appears in no text of the other language (so brand names never count).
 */
export function distinctivePieces(of: Lang, against: Lang): string[] {
  const other = localeTexts(against).join('\n');
  const pieces = new Set<string>();
  for (const text of localeTexts(of)) {
    for (const raw of text.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)|\n/)) {
      const piece = raw.trim().replace(/\s+/g, ' ');
      const long =
        (piece.length >= MIN_LENGTH && piece.includes(' ')) ||
        (piece.match(/\p{Script=Han}/gu) ?? []).length >= MIN_HAN;
      if (long && !other.includes(piece)) pieces.add(piece);
    }
  }
  return [...pieces];
}

/** Vietnamese letters that English and Chinese never use. */
export const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

/**
 * Proper names that keep their Vietnamese spelling in every language (issue 15): the sportsbook's
 * team, player and league names (the sandbox's sports seed) and the language menu's own name for
 * Vietnamese. Presenters' nicknames are added at run time from the sandbox's stream list.
 */
export const PROPER_NAMES: string[] = [
  ...SPORTS.flatMap((s) => s.leagues.flatMap((l) => [l.name, ...l.teams])),
  'Việt nam',
  'Tiếng Việt',
];

/** The lines of a page text that hold Vietnamese once the allowed proper names are removed. */
export function vietnameseLines(text: string, names: readonly string[]): string[] {
  const sorted = [...names].sort((a, b) => b.length - a.length);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      let rest = line;
      for (const n of sorted) if (n && rest.includes(n)) rest = rest.split(n).join(' ');
      return VIETNAMESE.test(rest);
    });
}
