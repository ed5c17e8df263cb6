/**
 * A tiny stand-in for i18next's `t` over the sports painter's words (keys, `{{name}}` values,
 * `_one`/`_other` plurals), for the pure helpers the components share (optionText, sportLabel).
 */
import type { TFunction } from 'i18next';
import type { SportsWords } from './early-paint-words';

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
