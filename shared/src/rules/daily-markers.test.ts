import {
  MARKER_TYPE,
  NO_LOGIN_KEY,
  clearPopupMarkers,
  markShown,
  markerUserKey,
  parsePopupMarkers,
  shouldShowDaily,
  type PopupMarkers,
} from './daily-markers';
import { todayKey } from './market-clock';

const DAY1 = '2026-11-22';
const DAY2 = '2026-11-23';

describe('daily popup markers: once per day per user (SPEC §3, §4)', () => {
  it('shows once, then not again the same day, then again the next day', () => {
    let markers: PopupMarkers = {};
    const q = { userKey: 'alice', today: DAY1 };
    expect(shouldShowDaily({ markers, ...q })).toBe(true);
    markers = markShown({ markers, ...q });
    expect(shouldShowDaily({ markers, ...q })).toBe(false);
    expect(shouldShowDaily({ markers, ...q, today: DAY2 })).toBe(true);
  });

  it.each([
    ['another user', { userKey: 'bob' }, true],
    ['the no-login key', { userKey: NO_LOGIN_KEY }, true],
    ['another marker type', { type: MARKER_TYPE.newMemberGift }, true],
    ['the same user and type', {}, false],
  ])('a showing for alice does not hide it for %s', (_name, change, expected) => {
    const markers = markShown({ markers: {}, userKey: 'alice', today: DAY1 });
    expect(shouldShowDaily({ markers, userKey: 'alice', today: DAY1, ...change })).toBe(expected);
  });

  it('per-id variant shows once per id, whatever the day', () => {
    let markers: PopupMarkers = {};
    const q = { userKey: 'alice', today: DAY1, type: MARKER_TYPE.newMemberGift };
    expect(shouldShowDaily({ markers, ...q, id: 7 })).toBe(true);
    markers = markShown({ markers, ...q, id: 7 });
    markers = markShown({ markers, ...q, id: '7' });
    expect(markers['2']?.alice?.ids).toEqual(['7']);
    expect(shouldShowDaily({ markers, ...q, id: '7', today: DAY2 })).toBe(false);
    expect(shouldShowDaily({ markers, ...q, id: 8 })).toBe(true);
  });

  it('markShown does not change its input', () => {
    const markers: PopupMarkers = { '1': { bob: { date: DAY1, ids: [] } } };
    const next = markShown({ markers, userKey: 'alice', today: DAY2, id: 1 });
    expect(markers).toEqual({ '1': { bob: { date: DAY1, ids: [] } } });
    expect(next).toEqual({
      '1': { bob: { date: DAY1, ids: [] }, alice: { date: DAY2, ids: ['1'] } },
    });
  });

  it('ignores inherited keys', () => {
    expect(shouldShowDaily({ markers: {}, type: 1, userKey: 'constructor', today: DAY1 })).toBe(
      true,
    );
    expect(shouldShowDaily({ markers: { '1': {} }, userKey: 'toString', today: DAY1 })).toBe(true);
  });

  it.each([
    ['alice', 'alice'],
    ['  bob ', 'bob'],
    ['', NO_LOGIN_KEY],
    [null, NO_LOGIN_KEY],
    [undefined, NO_LOGIN_KEY],
  ])('markerUserKey(%p) = %p', (name, key) => {
    expect(markerUserKey(name)).toBe(key);
  });

  it.each([
    [Date.UTC(2026, 10, 22, 16, 59), undefined, '2026-11-22'],
    [Date.UTC(2026, 10, 22, 17, 0), undefined, '2026-11-23'],
    [Date.UTC(2026, 10, 22, 17, 0), 'UTC', '2026-11-22'],
  ])('todayKey(%p, %p) = %p', (now, zone, key) => {
    expect(todayKey(now, zone)).toBe(key);
  });
});

describe('clearing popup markers keeps only the new-member gift marker (SPEC §4)', () => {
  it.each([
    [
      { '1': { a: { date: DAY1, ids: [] } }, '2': { a: { date: DAY1, ids: ['9'] } }, '3': {} },
      { '2': { a: { date: DAY1, ids: ['9'] } } },
    ],
    [{ '1': { a: { date: DAY1, ids: [] } } }, {}],
    [{}, {}],
  ])('clearPopupMarkers(%p) = %p', (markers, expected) => {
    expect(clearPopupMarkers(markers)).toEqual(expected);
  });
});

describe('reading markers from storage (reliability R13)', () => {
  it.each([
    [null, {}],
    ['text', {}],
    [[1, 2], {}],
    [{ '1': 'x' }, {}],
    [{ '1': { a: { date: DAY1 } } }, {}],
    [
      { '1': { a: { date: DAY1, ids: ['3'] }, b: { date: 5, ids: [] } }, '2': null },
      { '1': { a: { date: DAY1, ids: ['3'] } } },
    ],
  ])('parsePopupMarkers(%p) = %p', (raw, expected) => {
    expect(parsePopupMarkers(raw)).toEqual(expected);
  });
});
