import { sortStreamsLiveFirst, STREAM_LIVE } from './live';

describe('SPEC §4 stream order: status 2 (live) first, stable', () => {
  const s = (id: number, status: number) => ({ id, status });
  it.each([
    [[], []],
    [
      [s(1, 0), s(2, 2)],
      [2, 1],
    ],
    [
      [s(1, 2), s(2, 1), s(3, 2), s(4, 0), s(5, 2)],
      [1, 3, 5, 2, 4],
    ],
    [
      [s(1, 1), s(2, 3), s(3, 0)],
      [1, 2, 3],
    ],
  ])('%j gives ids %j', (input, ids) => {
    const copy = [...input];
    expect(sortStreamsLiveFirst(input).map((x) => x.id)).toEqual(ids);
    expect(input).toEqual(copy); // not mutated
    expect(STREAM_LIVE).toBe(2);
  });
});
