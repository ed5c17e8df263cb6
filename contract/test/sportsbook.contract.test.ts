// SPEC §7 "Sportsbook provider" through @app/shared: callSportsbook with the sports-service token (§3).
import {
  batchBetMatchMarket,
  betMultiple,
  betSinglePass,
  callSportsbook,
  cancelReserveBet,
  cashOutBet,
  fetchSportsServiceConfig,
  getCashOutPrice,
  getMatchCount,
  getMatchDetail,
  getMatchList,
  getMatchResultInfo,
  getMatchStatistics,
  getOnSaleLeagues,
  getStakeOrderStatus,
  listBets,
  listBulletinPage,
  listMatchResults,
  listReserveBets,
  listTopBulletins,
  pageMatchResults,
  queryMatchByRecommend,
  reserveBet,
} from '@app/shared/api/sportsbook';
import { useAppStore, useSportsConfigStore } from '@app/shared/store';
import { firstBet, openMatches } from '../src/bets';
import { balance, loginAs, raw, signOutLocal, withSandbox } from '../src/harness';

const sandbox = withSandbox();
afterEach(signOutLocal);

describe('SPEC §7 sportsbook: the sports-service token (§3)', () => {
  test('guest and logged-in variants give the provider address and a token', async () => {
    const guest = await fetchSportsServiceConfig();
    expect(guest).toMatchObject({ guest: true, apiServerAddress: sandbox().provider });
    await loginAs('member');
    const member = await fetchSportsServiceConfig();
    expect(member.guest).toBe(false);
    expect(member.token).not.toBe(guest.token);
    expect(useSportsConfigStore.getState().config?.token).toBe(member.token);
  });
});

describe('SPEC §7 sportsbook: /v1/match and /v1/bulletin (guest token)', () => {
  test('getList (live, §9 defaults), statistical, matchCount, getOnSaleLeagues', async () => {
    const live = await getMatchList();
    expect(live.records.length).toBeGreaterThan(0);
    expect(live.records.every((m) => m.sid === 1 && m.ms !== 4)).toBe(true);
    expect(live.records[0]!.mg?.[0]?.mks?.[0]?.op[0]?.od).toBeGreaterThan(1);
    expect(await getMatchCount({ type: 1, sportId: 1 })).toBe(live.total);
    const stats = await getMatchStatistics();
    expect(stats.maintenance).toEqual({ on: false });
    const liveStats = stats.sl.find((e) => e.ty === 1)!;
    expect(liveStats.ssl.find((s) => Number(s.sid) === 1)?.c).toBe(live.total);
    const leagues = await getOnSaleLeagues({ type: 1, sportId: 1 });
    expect(leagues.reduce((n, l) => n + (l.mt ?? 0), 0)).toBe(live.total);
  });

  test('getMatchDetail, queryMatchByRecommend (diacritic-insensitive)', async () => {
    const match = (await getMatchList({ type: 3 })).records[0]!;
    expect(await getMatchDetail(match.id)).toMatchObject({ id: match.id, lg: match.lg });
    const team = match.ts![0]!.na;
    const plain = team
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd');
    const found = await queryMatchByRecommend(plain.toLowerCase());
    expect(found.map((m) => m.id)).toContain(match.id);
  });

  test('matchResultList, matchResultPage, matchResultInfo', async () => {
    const results = await listMatchResults({ sportId: 1 });
    expect(results.length).toBeGreaterThan(0);
    const page = await pageMatchResults({ sportId: 1, size: 5 });
    expect(page.total).toBe(results.length);
    expect(page.records).toHaveLength(Math.min(5, results.length));
    const info = await getMatchResultInfo(results[0]!.id);
    expect(info.results.map((r) => r.pe)).toEqual([1001, 1002]);
  });

  test('bulletin listTop and listPage; language/staticList on the provider host', async () => {
    const top = await listTopBulletins();
    expect(top.length).toBeGreaterThan(0);
    expect((await listBulletinPage()).total).toBeGreaterThanOrEqual(top.length);
    // no typed function in @app/shared for the language package: the generic provider call, whose
    // languageType comes from the app language (§7 body extras)
    type Pack = { Sports: Record<string, string> };
    expect((await callSportsbook<Pack>('/language/staticList')).Sports['1']).toBe('Football');
    useAppStore.getState().setLanguage('vi');
    try {
      expect((await callSportsbook<Pack>('/language/staticList')).Sports['1']).toBe('Bóng đá');
    } finally {
      useAppStore.getState().setLanguage('en');
    }
  });
});

describe('SPEC §7 sportsbook: /v1/order (member token)', () => {
  test('batchBetMatchMarketOfJumpLine, bet/singlePass debits, getStakeOrderStatus, new/bet/list', async () => {
    await loginAs('member');
    const bet = firstBet((await openMatches())[0]!, 100_000);
    const slip = await batchBetMatchMarket([
      { matchId: bet.matchId, marketId: bet.marketId, type: bet.optionType, oddsType: 1 },
    ]);
    expect(JSON.stringify(slip)).toContain(String(bet.odds));
    const before = await balance();
    const [placed] = await betSinglePass([bet]);
    expect(placed).toMatchObject({ status: expect.any(Number) });
    expect(await balance()).toBe(before - 100_000);
    const status = await getStakeOrderStatus([placed!.orderId!]);
    expect(status.map((s) => String(s.id))).toEqual([String(placed!.orderId)]);
    const open = await listBets();
    expect(open.records.find((o) => String(o.id) === String(placed!.orderId))).toMatchObject({
      stake: 100_000,
    });
  });

  test('betMultiple (parlay) debits; cashOut/price then cashOut/bet credits the price', async () => {
    await loginAs('member');
    const legs = (await openMatches(4)).slice(0, 3).map((m) => firstBet(m, 0));
    const before = await balance();
    // 3 legs as doubles = one ticket of three bets of 20 000 (issue 52 #2)
    const doubles = await betMultiple({
      betOptionList: legs,
      betMultipleData: [{ seriesValue: 2, itemCount: 3, unitStake: 20_000 }],
    });
    expect(doubles).toHaveLength(1);
    const [parlay] = doubles;
    expect(await balance()).toBe(before - 60_000);
    const [price] = await getCashOutPrice([parlay!.orderId!]);
    expect(price!.price).toBeGreaterThan(0);
    await cashOutBet(parlay!.orderId!, price!.price);
    expect(await balance()).toBe(before - 60_000 + price!.price);
  });

  test('sos offers the full cover (sn 0, 3串4) for 3 legs; betMultiple places one ticket of 4 bets for unit × 4', async () => {
    await loginAs('member');
    const isOpen = (m: Awaited<ReturnType<typeof openMatches>>[number]) =>
      (m.mg?.[0]?.mks?.[0] as { ss?: number } | undefined)?.ss === 1;
    const legs = (await openMatches(4))
      .filter(isOpen)
      .slice(0, 3)
      .map((m) => firstBet(m, 0));
    expect(legs).toHaveLength(3);
    const quote = await batchBetMatchMarket(
      legs.map((l) => ({
        matchId: l.matchId,
        marketId: l.marketId,
        type: l.optionType,
        oddsType: 1,
      })),
      true,
    );
    const sos = quote.sos as Array<{ sn: number; in: number }>;
    expect(sos.map((o) => [o.sn, o.in])).toEqual([
      [2, 3],
      [3, 1],
      [0, 4],
    ]);
    const before = await balance();
    const bets = await betMultiple({
      betOptionList: legs,
      betMultipleData: [{ seriesValue: 0, itemCount: 4, unitStake: 15_000 }],
    });
    expect(bets).toHaveLength(1);
    expect(await balance()).toBe(before - 60_000);
    const open = await listBets();
    const placed = open.records.find((o) => String(o.id) === String(bets[0]!.orderId))!;
    expect(placed).toMatchObject({ stake: 60_000, unitStake: 15_000, seriesValue: 0 });
    expect(placed.legs).toHaveLength(3);
    const combinations = (placed as { combinations?: Array<{ legs: number[] }> }).combinations;
    expect(combinations?.map((c) => c.legs.length)).toEqual([2, 2, 2, 3]);
  });

  test('settlement pays winners into the wallet (§3 balance)', async () => {
    await loginAs('member');
    const [placed] = await betSinglePass([firstBet((await openMatches())[1]!, 50_000)]);
    const before = await balance();
    await raw(sandbox().api, '/__admin/settle', { body: {} });
    const settled = (await listBets({ isSettled: true })).records.find(
      (o) => String(o.id) === String(placed!.orderId),
    )!;
    expect(settled.status).toBe(5);
    expect(await balance()).toBe(before + (settled.payout ?? 0));
  });

  test('reserve/bet, reserve/betList, reserve/cancel', async () => {
    await loginAs('member');
    const bet = firstBet((await openMatches())[2]!, 40_000);
    const reserved = await reserveBet({ ...bet, odds: bet.odds + 5 });
    const orderId = (reserved as { orderId?: string | number; id?: string | number }).orderId;
    const list = await listReserveBets();
    expect(list.records.map((o) => String(o.id))).toContain(String(orderId));
    await cancelReserveBet(orderId!);
    const after = await listReserveBets();
    expect(after.records.find((o) => String(o.id) === String(orderId))?.status).not.toBe(
      list.records.find((o) => String(o.id) === String(orderId))?.status,
    );
  });
});
