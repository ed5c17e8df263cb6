import fs from 'node:fs';
import path from 'node:path';
import { testMessagesMatchEnglish } from '@app/shared/testing';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-cn.json';
import { MESSAGE_PARTS } from './namespace';

testMessagesMatchEnglish('account', { en, vi, 'zh-cn': zhCn });

// each page's words (namespace.ts `messagesPart`): the same keys in every language, no key twice
const partsDir = path.join(__dirname, 'parts');
const read = (part: string, lng: string) =>
  JSON.parse(fs.readFileSync(path.join(partsDir, part, `${lng}.json`), 'utf8')) as object;
const parts = fs.readdirSync(partsDir);
for (const part of parts)
  testMessagesMatchEnglish(`account ${part}`, {
    en: read(part, 'en'),
    vi: read(part, 'vi'),
    'zh-cn': read(part, 'zh-cn'),
  });

test('every part the pages ask for has its files, and no file is left unused', () => {
  expect([...parts].sort()).toEqual([...MESSAGE_PARTS].sort());
});

test('no group of words is in two files (a part never overwrites the overview or another part)', () => {
  const groups = [en, ...parts.map((part) => read(part, 'en'))].flatMap((b) => Object.keys(b));
  expect(groups.length).toBeGreaterThan(parts.length);
  expect(new Set(groups).size).toBe(groups.length);
});
