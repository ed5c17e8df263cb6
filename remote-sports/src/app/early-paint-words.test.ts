import { readFileSync } from 'node:fs';
import vi from '../i18n/locales/vi.json';
import { wordsT } from './early-paint-t';
import { loadSportsWords, sportsWords } from './early-paint-words';

// Issue 16: the sports painter fetches the first screen's words of the page's language only.
test('has no words for a language until they are loaded', async () => {
  expect(sportsWords('vi')).toBeNull();
  const words = await loadSportsWords('vi');
  expect(sportsWords('vi')).toBe(words);
  expect(sportsWords('en')).toBeNull();
  expect(words!.nav).toEqual(vi.nav);
  expect(Object.keys(words!)).not.toContain('default');
  expect(wordsT(words!)('moreMarkets', { count: 3 })).toBe(
    vi.moreMarkets_other.replace('{{count}}', '3'),
  );
});

test('fetches nothing for a language the app does not have', async () => {
  await expect(loadSportsWords('fr')).resolves.toBeNull();
  await expect(loadSportsWords('toString')).resolves.toBeNull();
  await expect(loadSportsWords('../../package')).resolves.toBeNull();
  expect(sportsWords('toString')).toBeNull();
});

// the page's namespace is the painter's words and the rest of its file (i18n/namespace.ts): the keys
// the painter picks are the ones the page's own file leaves out
test("the page's own words omit exactly the keys the painter's file picks", () => {
  const keysOf = (file: string, mode: string) =>
    new RegExp(`\\?${mode}=([\\w,?]+)\``).exec(readFileSync(`${__dirname}/${file}`, 'utf8'))?.[1];
  const picked = keysOf('early-paint-words.ts', 'pick');
  expect(picked).toMatch(/^title,nav,/);
  expect(keysOf('../i18n/namespace.ts', 'omit')).toBe(picked);
});
