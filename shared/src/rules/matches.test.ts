import {
  breakTimeLabel,
  championCount,
  hasVideoSource,
  isMatchVisible,
  type StatEntry,
} from './matches';

describe('match visibility by status and video source (SPEC §4)', () => {
  const video = { fbId: '88231' };
  it.each([
    ['ms 0 without video hidden', { ms: 0 }, false],
    ['ms 0 with fbId shown', { ms: 0, ...video }, true],
    ['ms 5 without video hidden', { ms: 5 }, false],
    ['ms 5 with liveUrl shown', { ms: 5, liveUrl: 'https://v.example/live.flv' }, true],
    ['ms 8 without video hidden', { ms: 8, fbId: '' }, false],
    ['ms 8 with numeric fbId shown', { ms: 8, fbId: 17 }, true],
    ['ms 5 with fbId 0 hidden', { ms: 5, fbId: 0 }, false],
    ['ms 5 with blank liveUrl hidden', { ms: 5, liveUrl: '  ', fbId: null }, false],
    ['ms 4 shown', { ms: 4 }, true],
    ['ms 1 shown', { ms: 1 }, true],
    ['ms 6 shown', { ms: 6 }, true],
    ['missing ms shown', {}, true],
  ])('%s', (_name, match, visible) => {
    expect(isMatchVisible(match)).toBe(visible);
  });

  it('hasVideoSource accepts either field', () => {
    expect(hasVideoSource({ liveUrl: 'x' })).toBe(true);
    expect(hasVideoSource({ fbId: 'x' })).toBe(true);
    expect(hasVideoSource({})).toBe(false);
  });
});

describe('break time for ms 4 (SPEC §4)', () => {
  const bt = Date.UTC(2026, 10, 22, 7, 5);
  it.each([
    [{ ms: 4, bt }, 'vi', undefined, '22/11 14:05'],
    [{ ms: 4, bt }, 'en', 'Asia/Ho_Chi_Minh', '11/22 14:05'],
    [{ ms: 5, bt }, 'vi', undefined, null],
    [{ ms: 4 }, 'vi', undefined, null],
    [{ ms: 4, bt: Number.NaN }, 'vi', undefined, null],
  ])('breakTimeLabel(%p, %s) = %p', (match, lang, zone, expected) => {
    expect(breakTimeLabel(match, lang, zone)).toBe(expected);
  });
});

describe('champion count (SPEC §9)', () => {
  const sl: StatEntry[] = [
    { ty: 1, tc: 50, ssl: [{ sid: 1, c: 50 }] },
    {
      ty: 7,
      tc: 40,
      ssl: [
        { sid: 1, c: 10 },
        { sid: '3', c: 5 },
        { sid: 100, c: 2 },
        { sid: 999, c: 7 },
      ],
    },
  ];
  it.each([
    ['total of type 7 minus known sports', { sl }, 23],
    ['no known sports', { sl: [{ ty: 7, tc: 9, ssl: [{ sid: 999, c: 9 }] }] }, 9],
    ['no ssl', { sl: [{ ty: 7, tc: 4 }] }, 4],
    ['never negative', { sl: [{ ty: 7, tc: 1, ssl: [{ sid: 1, c: 5 }] }] }, 0],
    [
      'bad counts ignored',
      {
        sl: [
          {
            ty: 7,
            tc: 6,
            ssl: [
              { sid: 1, c: -3 },
              { sid: 3, c: null },
            ],
          },
        ],
      },
      6,
    ],
    ['no type 7', { sl: [{ ty: 1, tc: 3 }] }, 0],
    ['missing tc', { sl: [{ ty: 7, ssl: [] }] }, 0],
    ['empty response', {}, 0],
    ['null response', null, 0],
  ])('%s', (_name, stats, expected) => {
    expect(championCount(stats)).toBe(expected);
  });
});
