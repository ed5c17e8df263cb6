import { changeLanguage, i18n } from '@app/shared/i18n';
import type { TFunction } from 'i18next';
import { setUpSportsUi } from '../test-ui';
import { seriesName } from './series-name';
import { seriesBets } from './slip-math';

// Issue 52 #2: every parlay/system option of 2 to 10 picks is named in the member's language with
// the number of bets it makes; the Chinese N串M notation only in zh-cn.
const t = () => i18n.getFixedT(null, 'sports') as unknown as TFunction<'sports'>;
/** Options the provider offers for n picks (sos): 2-fold … n-fold, then the full cover from 3. */
const options = (n: number) => [
  ...Array.from({ length: n - 1 }, (_, i) => i + 2),
  ...(n >= 3 ? [0] : []),
];
const SIZES = [2, 3, 4, 5, 6, 7, 8, 9, 10];

beforeAll(() => setUpSportsUi());
afterAll(() => changeLanguage('en'));

const table = (lang: string) =>
  SIZES.flatMap((n) => options(n).map((sn) => [n, sn, seriesName(t(), n, sn)] as const)).map(
    ([n, sn, name]) => ({ lang, n, sn, name }),
  );

test('en: the book names, each with its bets', async () => {
  await changeLanguage('en');
  const name = (n: number, sn: number) => seriesName(t(), n, sn);
  expect(name(2, 2)).toBe('Double (1 bet)');
  expect(name(3, 3)).toBe('Treble (1 bet)');
  expect(name(3, 2)).toBe('Doubles of 3 picks (3 bets)');
  expect(name(3, 0)).toBe('Trixie (4 bets)');
  expect(name(4, 4)).toBe('4-fold accumulator (1 bet)');
  expect(name(4, 3)).toBe('Trebles of 4 picks (4 bets)');
  expect(name(4, 0)).toBe('Yankee (11 bets)');
  expect(name(5, 4)).toBe('4-folds of 5 picks (5 bets)');
  expect(name(5, 0)).toBe('Super Yankee (26 bets)');
  expect(name(6, 0)).toBe('Heinz (57 bets)');
  expect(name(7, 0)).toBe('Super Heinz (120 bets)');
  expect(name(8, 0)).toBe('Goliath (247 bets)');
  expect(name(9, 0)).toBe('Full cover of 9 picks (502 bets)');
  expect(name(10, 0)).toBe('Full cover of 10 picks (1013 bets)');
});

test('vi: "Xiên n · m cược", the bets of a k-fold said too', async () => {
  await changeLanguage('vi');
  const name = (n: number, sn: number) => seriesName(t(), n, sn);
  expect(name(2, 2)).toBe('Xiên 2 · 1 cược');
  expect(name(3, 3)).toBe('Xiên 3 · 1 cược');
  expect(name(3, 2)).toBe('Xiên 3 · 3 cược xiên 2');
  expect(name(3, 0)).toBe('Xiên 3 · 4 cược');
  expect(name(4, 0)).toBe('Xiên 4 · 11 cược');
  expect(name(6, 4)).toBe('Xiên 6 · 15 cược xiên 4');
  expect(name(10, 0)).toBe('Xiên 10 · 1013 cược');
});

test('zh-cn: the N串M notation with its bets', async () => {
  await changeLanguage('zh-cn');
  const name = (n: number, sn: number) => seriesName(t(), n, sn);
  expect(name(3, 2)).toBe('3串3 · 3注（2串1）');
  expect(name(3, 3)).toBe('3串1 · 1注');
  expect(name(3, 0)).toBe('3串4 · 4注');
  expect(name(9, 0)).toBe('9串502 · 502注');
});

test.each(['en', 'vi', 'zh-cn'] as const)(
  '%s: every option of 2 to 10 picks has a distinct name with its number of bets',
  async (lang) => {
    await changeLanguage(lang);
    const rows = table(lang);
    for (const { n, sn, name } of rows) {
      const bets = seriesBets(n, sn);
      expect(name).toContain(String(bets));
      expect(name).not.toMatch(/series\.|{{/);
      if (lang === 'zh-cn') expect(name).toContain(`${n}串${bets}`);
      else expect(name).not.toContain('串');
    }
    for (const n of SIZES) {
      const names = rows.filter((r) => r.n === n).map((r) => r.name);
      expect(new Set(names).size).toBe(names.length);
    }
  },
);
