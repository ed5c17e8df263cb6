// SPEC §7 "Game" (home bar, slot lobbies, game jump, cSports token, my bets) through @app/shared.
import { betSinglePass } from '@app/shared/api/sportsbook';
import {
  getCSportsToken,
  jumpToGame,
  listGameLobbies,
  listHomeBar,
  listMyBetDetail,
  listSlotGames,
  sumMyBets,
} from '@app/shared/api/site';
import { firstBet, openMatches } from '../src/bets';
import { loginAs, signOutLocal, withSandbox } from '../src/harness';

withSandbox();
afterEach(signOutLocal);

describe('SPEC §7 game', () => {
  test('home/bar/list, home/slot/list/ (by gameType), the game-lobby list', async () => {
    expect((await listHomeBar()).length).toBeGreaterThan(0);
    const lobbies = await listSlotGames();
    expect(lobbies.length).toBeGreaterThan(0);
    const type = lobbies.find((l) => l.gameList.length > 0)!.gameType!;
    const typed = await listSlotGames(type);
    expect(typed.every((l) => l.gameType === type)).toBe(true);
    const list = await listGameLobbies(type);
    expect(list.map((l) => l.id)).toEqual(typed.map((l) => l.id));
    expect(list[0]!.gameCount).toBe(typed[0]!.gameList.length);
  });

  test('bet/single-wallet/jump gives the game URL; cSports token', async () => {
    await loginAs('member');
    const game = (await listSlotGames()).flatMap((l) => l.gameList).find((g) => !g.isMaintain)!;
    const jump = await jumpToGame({ gameId: game.id });
    expect(jump.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const cs = await getCSportsToken();
    expect(cs.token).toMatch(/^cs_/);
  });

  test('bet/order/mybet/sum and detail count a new sportsbook bet', async () => {
    await loginAs('member');
    const before = await sumMyBets();
    const bet = firstBet((await openMatches())[0]!, 30_000);
    const [placed] = await betSinglePass([bet]);
    const after = await sumMyBets();
    expect(after.betCount).toBe(before.betCount + 1);
    expect(after.betAmount).toBe(before.betAmount + 30_000);
    const detail = await listMyBetDetail();
    expect(detail.records.map((r) => String(r.id))).toContain(String(placed!.orderId));
  });
});
