import { fitsSlice, labelBox, sliceLabel, textEms, INNER, OUTER } from './slice-label';
import en from '../../i18n/parts/activity/en.json';
import vi from '../../i18n/parts/activity/vi.json';
import zh from '../../i18n/parts/activity/zh-cn.json';

// Issue 15: wheel slices write money as the site does ("8,000 VND") and every label fits its slice.
const AMOUNTS = [0, 8_000, 18_000, 58_000, 88_000, 188_000, 888_000, 8_888_000];
const NO_PRIZE = { en: en.wheel.tryAgain, vi: vi.wheel.tryAgain, 'zh-cn': zh.wheel.tryAgain };

describe('wheel slice labels', () => {
  test('an amount reads as the site writes it, the currency code on a smaller second line', () => {
    expect(sliceLabel(8_000, 'VND', 'x', 8)).toEqual({ lines: ['8,000'], code: 'VND', scale: 1 });
    expect(sliceLabel(8_888_000, 'VND', 'x', 8).lines).toEqual(['8,888,000']);
  });

  test.each(Object.entries(NO_PRIZE))('every seeded prize fits its slice in %s', (_lang, text) => {
    for (const amount of AMOUNTS) {
      const label = sliceLabel(amount, 'VND', text, AMOUNTS.length);
      expect(fitsSlice(label, AMOUNTS.length)).toBe(true);
      expect(label.scale).toBe(1);
      if (amount === 0) expect(label.lines.join(' ')).toBe(text);
    }
  });

  test('the one-line "8,888,000 VND" would not fit; two lines do', () => {
    const oneLine = { lines: ['8,888,000 VND'], code: null, scale: 1 };
    expect(fitsSlice(oneLine, 8)).toBe(false);
    expect(fitsSlice(sliceLabel(8_888_000, 'VND', '', 8), 8)).toBe(true);
  });

  test('a long text prize breaks into two lines at a space, then shrinks if it must', () => {
    const long = sliceLabel(0, 'VND', 'Better luck next time', 8);
    expect(long.lines).toEqual(['Better luck', 'next time']);
    expect(fitsSlice(long, 8)).toBe(true);
    const cjk = sliceLabel(0, 'VND', '很遗憾这次没有中奖请明天再来', 8);
    expect(cjk.lines).toHaveLength(2);
    expect(cjk.scale).toBeLessThan(1);
    expect(fitsSlice(cjk, 8)).toBe(true);
  });

  test('a label longer than the room between hub and rim does not fit', () => {
    const box = labelBox({ lines: ['8'.repeat(20)], code: null, scale: 1 });
    expect(box.length).toBeGreaterThan(OUTER - INNER);
    expect(fitsSlice({ lines: ['8'.repeat(20)], code: null, scale: 1 }, 8)).toBe(false);
    expect(textEms('再接再厉')).toBeGreaterThan(textEms('8888'));
  });
});
