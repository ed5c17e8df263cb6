// SPEC §3 live broadcast state: every field has a setter, scores upsert by gameId, reset clears all.
import { INITIAL_LIVE_STATE, useLiveStore, type LiveState } from './live-store';

beforeEach(() => useLiveStore.getState().reset());

const values: { [K in keyof LiveState]: LiveState[K] } = {
  dataList: [{ id: 1 }],
  liveRoom: { id: 7 },
  matchList: [{ matchId: 5 }],
  giftList: [{ id: 1 }],
  countAnchor: 3,
  isUpward: true,
  roomSportType: 1,
  anchorStatus: 2,
  anchorGift: [{ id: 2 }],
  anchorOrder: [{ id: 3 }],
  videoSource: ['a.m3u8'],
  liveMatchScore: [{ gameId: 5, scores: [1, 0] }],
  currentVideoSource: 'a.m3u8',
};

describe('useLiveStore (SPEC §3)', () => {
  it.each(Object.keys(values) as Array<keyof LiveState>)('set%s stores the value', (key) => {
    const name = `set${key[0]!.toUpperCase()}${key.slice(1)}` as keyof ReturnType<
      typeof useLiveStore.getState
    >;
    (useLiveStore.getState()[name] as (v: unknown) => void)(values[key]);
    expect(useLiveStore.getState()[key]).toEqual(values[key]);
  });

  it('upsertMatchScore replaces the entry of the same gameId and adds new ones', () => {
    const { upsertMatchScore } = useLiveStore.getState();
    upsertMatchScore({ gameId: 5, scores: [0, 0] });
    upsertMatchScore({ gameId: '5', scores: [1, 0] });
    upsertMatchScore({ gameId: 6, scores: [2, 2] });
    expect(useLiveStore.getState().liveMatchScore).toEqual([
      { gameId: '5', scores: [1, 0] },
      { gameId: 6, scores: [2, 2] },
    ]);
  });

  it('reset restores the initial state and is not persisted', () => {
    useLiveStore.getState().setCountAnchor(9);
    useLiveStore.getState().setLiveRoom({ id: 1 });
    useLiveStore.getState().reset();
    const s = useLiveStore.getState();
    for (const key of Object.keys(INITIAL_LIVE_STATE) as Array<keyof LiveState>) {
      expect(s[key]).toEqual(INITIAL_LIVE_STATE[key]);
    }
    expect((useLiveStore as unknown as { persist?: unknown }).persist).toBeUndefined();
  });
});
