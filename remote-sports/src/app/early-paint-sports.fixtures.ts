// The provider's answers the sports painter and the page are both given, and how their markup is
// compared (early-paint-sports.test.tsx).
import { useSettingsStore } from '@app/shared/store';
import { domShape } from '@app/shared/testing';
import { useFollowStore } from '../features/matches/stores/follow-store';
import { paintSportsPage, type SportsPaintInput } from './early-paint-sports';

export const envelope = (data: unknown, code = 0) => ({ code, msg: '', data });
const options = (id: number, ods: number[], lines: string[] = []) =>
  ods.map((od, i) => ({ na: String(i + 1), ty: i + 1, od, ...(lines[i] ? { li: lines[i] } : {}) }));
export const liveMatch = (id: number, league: number, over: Record<string, unknown> = {}) => ({
  id,
  sid: 1,
  ms: 5,
  liveUrl: `http://video.test/${id}.m3u8`,
  lg: { id: league, na: `League ${league}` },
  ts: [{ na: `Home ${id}`, lurl: `http://img.test/${id}.png` }, { na: `Away ${id}` }],
  mc: { pe: 1001, s: 2_700 },
  nsg: [{ pe: 1001, tyg: 5, sc: [2, 1] }],
  mg: [
    { mty: 1005, pe: 1001, mks: [{ id: id * 10, ss: 1, op: options(id, [1.85, 3.4, 4.1]) }] },
    {
      mty: 1000,
      pe: 1001,
      mks: [
        { id: id * 10 + 1, ss: 1, li: '0.5', op: options(id, [1.9, 1.95], ['-0.5', '+0.5']) },
        { id: id * 10 + 2, ss: 1, li: '1', op: options(id, [2.4, 1.55], ['-1', '+1']) },
      ],
    },
    // a suspended over/under: its prices show the lock
    {
      mty: 1007,
      pe: 1001,
      mks: [
        {
          id: id * 10 + 3,
          ss: 0,
          op: [
            { na: 'O', ty: 4, od: 1.8, li: '2.5' },
            { na: 'U', ty: 5, od: 2.0, li: '2.5' },
          ],
        },
      ],
    },
  ],
  ...over,
});
export const MATCHES = [liveMatch(1, 7), liveMatch(2, 7), liveMatch(3, 9)];
export const STATS = {
  sl: [
    {
      ty: 1,
      tc: 12,
      ssl: [
        { sid: 1, c: 9 },
        { sid: 3, c: 3 },
      ],
    },
    { ty: 3, tc: 40, ssl: [{ sid: 1, c: 30 }] },
    { ty: 4, tc: 90, ssl: [] },
    { ty: 7, tc: 5, ssl: [] },
  ],
};
export const NOTICES = [{ id: 1, title: 'Maintenance', content: 'tonight 02:00' }];

/** An element's shape with its text (a button's label beside its count is not a leaf). */
export const shapeOf = (el: Element | null | undefined, ignore = ['data-testid']) => {
  expect(el).toBeTruthy();
  return { shape: domShape(el!, ignore), text: el!.textContent };
};
export const pick = (root: ParentNode, selector: string) => shapeOf(root.querySelector(selector));
/** The row inside the list's n-th slot (its placement is checked on its own). */
export const slotChild = (root: ParentNode, n: number) =>
  root.querySelector(`[data-index="${n}"]`)?.firstElementChild;

/** The test's screen: a phone or not. */
export const screenSize = { phone: false };

/** `matchMedia` whose lists match while the screen is a phone (read at each `matches`). */
export const narrowQueryOf = (size: { phone: boolean }) => (query: string) =>
  ({
    media: query,
    get matches() {
      return size.phone;
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;

/** The first answers of the list and its counts. */
export const answers = {
  list: envelope({ records: MATCHES, total: 3 }),
  statistics: envelope(STATS),
};

/** The painter's drawing in a fresh slot from those answers and the stores, or null if it declined. */
export function painted(over: Partial<SportsPaintInput> = {}): HTMLElement | null {
  document.body.innerHTML = '<div data-early-route></div>';
  const slot = document.querySelector<HTMLElement>('[data-early-route]')!;
  const drawn = paintSportsPage({
    doc: document,
    slot,
    language: 'en',
    apiBaseUrl: 'http://api.test',
    narrow: screenSize.phone,
    oddsFormat: useSettingsStore.getState().oddsFormat,
    oddsChange: useSettingsStore.getState().oddsChange,
    follows: useFollowStore.getState().list,
    list: answers.list,
    statistics: answers.statistics,
    bulletins: envelope(NOTICES),
    ...over,
  });
  return drawn ? slot : null;
}
