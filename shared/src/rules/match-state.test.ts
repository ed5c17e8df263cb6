import { readMatchState } from './match-state';

// Issue 53 #2: screens show the state the answer gives, nothing of their own.
describe('readMatchState', () => {
  test('a live answer gives its phase, minute and score', () => {
    expect(readMatchState({ phase: 'live', minute: 87, scores: [2, 1] })).toEqual({
      phase: 'live',
      minute: 87,
      score: [2, 1],
    });
  });

  test('a minute only while live; an ended match keeps its score', () => {
    expect(readMatchState({ phase: 'ended', minute: 90, scores: [0, 3] })).toEqual({
      phase: 'ended',
      minute: null,
      score: [0, 3],
    });
  });

  test('no score or phase that the answer does not carry', () => {
    expect(readMatchState({ phase: 'upcoming', scores: [] })).toEqual({
      phase: 'upcoming',
      minute: null,
      score: null,
    });
    expect(readMatchState({ phase: 'half-time', minute: '12', scores: ['1', 0] })).toEqual({
      phase: null,
      minute: null,
      score: null,
    });
    expect(readMatchState(undefined)).toEqual({ phase: null, minute: null, score: null });
  });
});
