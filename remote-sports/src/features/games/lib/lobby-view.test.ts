import type { Game, GameLobby } from '@app/shared/api/site';
import { browsableLobbies, filterGames, findGame, findLobby, foldText } from './lobby-view';

const game = (id: number, name: string, hot = 1) =>
  ({ id, gameName: name, gameCode: `C-${id}`, isHotGame: hot }) as unknown as Game;
const lobby = (id: number, gameType: number, games: Game[] = []) =>
  ({ id, gameType, lobbyName: `L${id}`, gameList: games }) as unknown as GameLobby;

const LOBBIES = [
  lobby(1001101, 7, [game(1001101101, 'FB Sports')]),
  lobby(1001103, 4, [game(1001103101, 'Tiến Lên Miền Nam', 0), game(1001103102, 'Phỏm')]),
  lobby(1001104, 2, [game(1001104101, 'Mahjong Ways', 0), game(1001104106, 'Lucky Neko')]),
];

describe('issue 13: which lobby /electronic/:id shows', () => {
  it('a lobby id names its lobby; the sportsbook lobby is not a game lobby', () => {
    expect(findLobby(LOBBIES, '1001104')?.id).toBe(1001104);
    expect(browsableLobbies(LOBBIES).map((l) => l.id)).toEqual([1001103, 1001104]);
  });

  it('an older game-type link (/electronic/2) opens the first lobby of that type', () => {
    expect(findLobby(LOBBIES, '2')?.id).toBe(1001104);
    expect(findLobby(LOBBIES, '9')).toBeUndefined();
    expect(findLobby(LOBBIES, '404')).toBeUndefined();
  });

  it('?launch=<gameId> finds the game in any lobby', () => {
    expect(findGame(LOBBIES, '1001103102')).toMatchObject({
      lobby: { id: 1001103 },
      game: { gameName: 'Phỏm' },
    });
    expect(findGame(LOBBIES, '1')).toBeUndefined();
  });
});

describe('issue 13: categories and search', () => {
  const games = LOBBIES.flatMap((l) => l.gameList);
  const ids = (gs: Game[]) => gs.map((g) => g.id);

  it('hot is isHotGame 0 (SPEC §3)', () => {
    expect(ids(filterGames(games, { category: 'hot', query: '', favourites: [] }))).toEqual([
      1001103101, 1001104101,
    ]);
  });

  it('favourites keep the server order', () => {
    const favourites = ['1001104106', '1001103102'];
    expect(ids(filterGames(games, { category: 'favourites', query: '', favourites }))).toEqual([
      1001103102, 1001104106,
    ]);
  });

  it('search ignores case and Vietnamese accents, and matches codes', () => {
    expect(ids(filterGames(games, { category: 'all', query: 'tien len', favourites: [] }))).toEqual(
      [1001103101],
    );
    expect(ids(filterGames(games, { category: 'all', query: 'PHOM', favourites: [] }))).toEqual([
      1001103102,
    ]);
    expect(
      ids(filterGames(games, { category: 'all', query: 'c-1001104106', favourites: [] })),
    ).toEqual([1001104106]);
    expect(foldText(' Đá Gà ')).toBe('da ga');
  });
});
