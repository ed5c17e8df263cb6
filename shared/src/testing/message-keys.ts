import fs from 'node:fs';
import path from 'node:path';

type Messages = { [key: string]: string | Messages };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Every key of a messages object with the {{placeholders}} of its text: two languages of a namespace
 * must give equal results (a missing key would show English, or the key itself). Plural forms
 * (`key_one`, `key_other`) count as one key `key (plural)` with the placeholders of all its forms, and
 * must have every form the language's plural rules use (English one/other, Vietnamese and Chinese
 * other only); a missing form shows as `key (plural: no one)`.
 */
export function messageShape(messages: object, language: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const forms = new Map<string, Set<string>>();
  const walk = (node: Messages, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix + key;
      if (typeof value !== 'string') {
        walk(value, `${path}.`);
        continue;
      }
      const plural = PLURAL.exec(path);
      const name = plural ? `${path.slice(0, plural.index)} (plural)` : path;
      if (plural) forms.set(name, (forms.get(name) ?? new Set()).add(plural[1]!));
      const found = [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!);
      out[name] = [...new Set([...(out[name] ?? []), ...found])].sort();
    }
  };
  walk(messages as Messages, '');
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const [name, present] of forms) {
    for (const category of categories.filter((c) => !present.has(c)))
      out[`${name}: no ${category}`] = [];
  }
  return out;
}

/** The test that each language of a namespace has English's keys, placeholders and plural forms. */
export function testMessagesMatchEnglish(
  name: string,
  messages: { en: object; vi: object; 'zh-cn': object },
): void {
  describe(`${name} messages`, () => {
    it.each(['vi', 'zh-cn'] as const)(
      '%s has every English key with the same placeholders',
      (lng) => {
        expect(messageShape(messages[lng], lng)).toEqual(messageShape(messages.en, 'en'));
      },
    );
  });
}

/**
 * A remote whose pages bring their own words (`registerMessagesPart`, files `<dir>/<part>/<lng>.json`):
 * every part the pages ask for has files and no file is left unused, each part has the same keys in
 * every language, and no group of words is in two files (a part never overwrites the base or another).
 */
export function testMessageParts(
  name: string,
  dir: string,
  base: object,
  askedFor: readonly string[],
): void {
  const read = (part: string, lng: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, part, `${lng}.json`), 'utf8')) as object;
  const parts = fs.readdirSync(dir);
  for (const part of parts)
    testMessagesMatchEnglish(`${name} ${part}`, {
      en: read(part, 'en'),
      vi: read(part, 'vi'),
      'zh-cn': read(part, 'zh-cn'),
    });

  test(`${name}: every part the pages ask for has its files, and no file is left unused`, () => {
    expect([...parts].sort()).toEqual([...askedFor].sort());
  });

  test(`${name}: no group of words is in two files`, () => {
    const groups = [base, ...parts.map((part) => read(part, 'en'))].flatMap((b) => Object.keys(b));
    expect(groups.length).toBeGreaterThan(parts.length);
    expect(new Set(groups).size).toBe(groups.length);
  });
}
