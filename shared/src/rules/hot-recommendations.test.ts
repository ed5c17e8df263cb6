import { hotRecommendations } from './hot-recommendations';

type Game = { name: string; isHotGame?: number | string | null };
const g = (name: string, isHotGame?: number | string | null): Game => ({ name, isHotGame });
const names = (games: Game[]) => games.map((x) => x.name);

describe('hot recommendations (SPEC §9)', () => {
  it.each([
    [
      'hot games first, stable order, at most 4',
      [g('a', 1), g('b', 0), g('c', 1), g('d', 0), g('e', 1), g('f', 0)],
      ['b', 'd', 'f', 'a'],
    ],
    ['fewer than 4 games', [g('a', 1), g('b', 0)], ['b', 'a']],
    ['string 0 is hot', [g('a', 1), g('b', '0')], ['b', 'a']],
    [
      'null, empty or missing flag is not hot',
      [g('a', null), g('b', ''), g('c'), g('d', 0)],
      ['d', 'a', 'b', 'c'],
    ],
    ['more than 4 hot games', [1, 2, 3, 4, 5].map((i) => g(`h${i}`, 0)), ['h1', 'h2', 'h3', 'h4']],
  ])('%s', (_name, gameList, expected) => {
    const lobbies = [
      { id: 1001101101, gameList: [g('other', 0)] },
      { id: '1001104', gameList },
    ];
    expect(names(hotRecommendations(lobbies))).toEqual(expected);
  });

  it.each([
    ['no lobby 1001104', [{ id: 1, gameList: [g('x', 0)] }]],
    ['no game list', [{ id: 1001104, gameList: null }]],
    ['no lobbies', null],
  ])('gives [] with %s', (_name, lobbies) => {
    expect(hotRecommendations<Game>(lobbies)).toEqual([]);
  });

  it('does not mutate the lobby game list', () => {
    const gameList = [g('a', 1), g('b', 0)];
    hotRecommendations([{ id: 1001104, gameList }]);
    expect(names(gameList)).toEqual(['a', 'b']);
  });
});
