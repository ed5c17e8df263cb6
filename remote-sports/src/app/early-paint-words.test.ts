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

// Issue 16: the page's namespace is the very file the painter draws with, fetched once
test("the sports namespace loads through the painter's words", async () => {
  const { i18n, initI18n } = await import('@app/shared/i18n');
  await initI18n('zh-cn');
  expect(sportsWords('zh-cn')).toBeNull();
  const { namespaceReady, NS } = await import('../i18n/namespace');
  await namespaceReady;
  expect(sportsWords('zh-cn')).not.toBeNull();
  expect(i18n.getResourceBundle('zh-cn', NS)).toMatchObject(sportsWords('zh-cn')!);
});
