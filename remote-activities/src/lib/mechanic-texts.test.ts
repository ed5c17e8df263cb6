import type { TFunction } from 'i18next';
import { MECHANICS } from './catalog';
import { mechanicKickers, mechanicTexts } from './mechanic-texts';

// Issue 16: the activity directory lists ~70 tiles; each asks for its mechanic's label only, so the
// labels cost one translation per mechanic, not the five of the full texts per tile.
const fakeT = jest.fn((key: string) => `«${key}»`) as unknown as TFunction<'activities'> &
  jest.Mock;

beforeEach(() => fakeT.mockClear());

test('every mechanic has its label, the same as in its full texts, one translation each', () => {
  const kickers = mechanicKickers(fakeT);
  expect(fakeT).toHaveBeenCalledTimes(MECHANICS.length);
  for (const mechanic of MECHANICS) {
    expect(kickers[mechanic]).toBe(mechanicTexts(fakeT, mechanic).kicker);
  }
});
