import { visibleOddsQuery } from './visible-odds';

// Issue 10: the list renders on every scroll frame, and useQuery hashes the on-screen refresh's key
// each time (an array of ids walked value by value); the ids travel as one string instead.
test('the on-screen refresh is keyed by plain values, the ids joined', () => {
  const { queryKey } = visibleOddsQuery({ type: 1, sportId: 1, ids: ['9000001', '9000002'] });
  expect(queryKey).toEqual(['sportsbook', 'visible-odds', 1, 1, '9000001,9000002']);
  expect(queryKey.every((part) => typeof part !== 'object')).toBe(true);
});
