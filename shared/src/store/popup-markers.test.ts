import { MARKER_TYPE } from '../rules/daily-markers';
import {
  POPUP_MARKERS_KEY,
  recordPopupShown,
  resetPopupMarkers,
  shouldShowPopup,
} from './popup-markers';

const DAY1 = Date.UTC(2026, 10, 22, 3); // 10:00 in Ho Chi Minh City
const DAY1_LATE = Date.UTC(2026, 10, 22, 16, 30); // 23:30 the same local day
const DAY2 = Date.UTC(2026, 10, 22, 17, 30); // 00:30 the next local day
const stored = () => JSON.parse(localStorage.getItem(`__${POPUP_MARKERS_KEY}`) ?? 'null');

describe('SPEC §4 daily-shown markers in storage', () => {
  beforeEach(() => localStorage.clear());

  it('the popup shows once per day per user, again on the next local day', () => {
    expect(shouldShowPopup({ userName: 'ann', now: DAY1 })).toBe(true);
    recordPopupShown({ userName: 'ann', now: DAY1 });
    expect(shouldShowPopup({ userName: 'ann', now: DAY1_LATE })).toBe(false);
    expect(shouldShowPopup({ userName: 'bob', now: DAY1_LATE })).toBe(true);
    expect(shouldShowPopup({ userName: null, now: DAY1_LATE })).toBe(true);
    expect(shouldShowPopup({ userName: 'ann', now: DAY2 })).toBe(true);
    expect(stored()).toEqual({ '1': { ann: { date: '2026-11-22', ids: [] } } });
  });

  it('the per-id variant shows once per id, whatever the day', () => {
    recordPopupShown({ userName: null, id: 7, now: DAY1 });
    expect(shouldShowPopup({ userName: null, id: 7, now: DAY2 })).toBe(false);
    expect(shouldShowPopup({ userName: null, id: 8, now: DAY1 })).toBe(true);
    expect(stored()['1'].noLogin.ids).toEqual(['7']);
  });

  it('reset keeps only the new-member gift marker (type 2)', () => {
    recordPopupShown({ userName: 'ann', now: DAY1 });
    recordPopupShown({ type: MARKER_TYPE.newMemberGift, userName: 'ann', now: DAY1 });
    resetPopupMarkers();
    expect(shouldShowPopup({ userName: 'ann', now: DAY1 })).toBe(true);
    expect(shouldShowPopup({ type: MARKER_TYPE.newMemberGift, userName: 'ann', now: DAY1 })).toBe(
      false,
    );
    expect(Object.keys(stored())).toEqual(['2']);
  });

  it('reset with nothing to keep removes the key', () => {
    recordPopupShown({ userName: 'ann', now: DAY1 });
    resetPopupMarkers();
    expect(localStorage.getItem(`__${POPUP_MARKERS_KEY}`)).toBeNull();
  });

  it('R13: a corrupt stored value is dropped and the popup may show', () => {
    localStorage.setItem(`__${POPUP_MARKERS_KEY}`, '{oops');
    expect(shouldShowPopup({ userName: 'ann', now: DAY1 })).toBe(true);
    recordPopupShown({ userName: 'ann', now: DAY1 });
    expect(shouldShowPopup({ userName: 'ann', now: DAY1 })).toBe(false);
  });
});
