import fc from 'fast-check';
import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import { legResults, settleSeries } from '../src/provider/series-ticket';
import type { Sel } from './security-helpers';
import { money, openSelections, setBalance, sportsToken } from './security-helpers';

// Issue 10 / research-sportsbook §1.2: N串M parlay options — k-folds and the full cover (sn 0).
// Issue 52 #2: a system bet is ONE ticket (SPEC §7 betMultiple: one betMultipleData row) holding its
// combinations, its stake unit × M, all or none, one ledger debit, idempotent by key, settled per
// combination in whole minor units.
let s: Started;
let provider: string;
let pt: string;
let sels: Sel[];
const USER = SEED.member[0];

beforeAll(async () => {
  s = await start();
  provider = s.sb.providerUrl;
  pt = await sportsToken(s.sb.apiUrl, await login(s.sb.apiUrl, ...SEED.member));
  sels = await openSelections(provider, pt, 5);
  setBalance(s, USER, 10_000_000);
});
afterAll(async () => {
  await s.stop();
});

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  call(provider, path, { body, headers: { Authorization: pt, ...headers } });
const quote = (legs: Sel[]) =>
  post('/v1/order/batchBetMatchMarketOfJumpLine', {
    betMatchMarketList: legs.map((l) => ({ ...l, type: l.optionType, oddsType: 1 })),
    isSelectSeries: true,
  });
const place = (legs: Sel[], rows: object[], headers: Record<string, string> = {}) =>
  post(
    '/v1/order/betMultiple',
    { betOptionList: legs, betMultipleData: rows, oddsChange: 2 },
    headers,
  );
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
const ledgerRows = (): number =>
  (
    s.sb.ctx.db
      .prepare(
        "SELECT COUNT(*) AS n FROM wallet_ledger WHERE kind = 'bet' AND user_id = (SELECT id FROM users WHERE user_name = ?)",
      )
      .get(USER) as { n: number }
  ).n;

describe('sos: the parlay options offered for n legs', () => {
  test('2 legs: only the double (no full cover below 3 legs)', async () => {
    const r = await quote(sels.slice(0, 2));
    expect(r.body.data.sos.map((o: Json) => [o.sn, o.in])).toEqual([[2, 1]]);
  });

  test('n = 3…5: k-folds with C(n,k) bets, then sn 0 = full cover with 2^n − n − 1 bets', async () => {
    for (const n of [3, 4, 5]) {
      const sos = (await quote(sels.slice(0, n))).body.data.sos as Json[];
      const folds = Array.from({ length: n - 1 }, (_, i) => [i + 2, choose(n, i + 2)]);
      expect(sos.map((o) => [o.sn, o.in])).toEqual([...folds, [0, 2 ** n - n - 1]]);
      expect(sos.every((o) => o.mi > 0 && o.mx >= o.mi && o.sodd > 1)).toBe(true);
    }
  });

  test('without isSelectSeries no options are returned', async () => {
    const r = await post('/v1/order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: sels.slice(0, 3).map((l) => ({ ...l, type: l.optionType })),
    });
    expect(r.body.data.sos).toEqual([]);
  });
});

describe('betMultiple with the full cover (3串4): one ticket of 4 combinations', () => {
  test('one ticket (3 doubles + 1 treble), stake unit × 4, one ledger row, one order', async () => {
    const legs = sels.slice(0, 3);
    const before = money(s, USER);
    const rows = ledgerRows();
    const r = await place(legs, [{ seriesValue: 0, itemCount: 4, unitStake: 25_000 }]);
    expect(r.body.success).toBe(true);
    const [ticket, ...more] = r.body.data as Json[];
    expect(more).toEqual([]);
    expect(ticket).toMatchObject({
      seriesValue: 0,
      itemCount: 4,
      legCount: 3,
      unitStake: 25_000,
      stake: 100_000,
    });
    expect(money(s, USER)).toEqual({
      balance: before.balance - 100_000,
      orders: before.orders + 1,
    });
    expect(ledgerRows()).toBe(rows + 1);
    const list = await post('/v1/order/new/bet/list', { isSettled: false, size: 50 });
    const mine = (list.body.data.records as Json[]).find((o) => o.id === ticket.orderId);
    expect(mine.legs).toHaveLength(3);
    expect(mine).toMatchObject({ seriesValue: 0, unitStake: 25_000, stake: 100_000 });
    expect(mine.combinations.map((c: Json) => c.legs)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
    // each combination's return is its unit × its legs' odds, whole minor units
    for (const c of mine.combinations as Json[]) {
      const product = (c.legs as number[]).reduce((p, i) => p * legs[i]!.odds, 1);
      expect(c.maxWin).toBe(Math.floor(25_000 * product));
      expect(Number.isInteger(c.maxWin)).toBe(true);
    }
    expect(mine.maxWin).toBe(mine.combinations.reduce((t: number, c: Json) => t + c.maxWin, 0));
  });

  test('two rows (doubles and the treble) are two tickets, debited together once', async () => {
    const legs = sels.slice(0, 3);
    const before = money(s, USER);
    const rows = ledgerRows();
    const r = await place(legs, [
      { seriesValue: 2, itemCount: 3, unitStake: 10_000 },
      { seriesValue: 3, itemCount: 1, unitStake: 20_000 },
    ]);
    expect((r.body.data as Json[]).map((t) => [t.itemCount, t.stake])).toEqual([
      [3, 30_000],
      [1, 20_000],
    ]);
    expect(money(s, USER)).toEqual({ balance: before.balance - 50_000, orders: before.orders + 2 });
    expect(ledgerRows()).toBe(rows + 1);
  });

  test('the same Idempotency-Key replays: still one ticket, one debit', async () => {
    const legs = sels.slice(1, 4);
    const before = money(s, USER);
    const key = { 'Idempotency-Key': 'series-key-1' };
    const row = [{ seriesValue: 0, itemCount: 4, unitStake: 10_000 }];
    const [a, b] = await Promise.all([place(legs, row, key), place(legs, row, key)]);
    expect(b.body.data.map((x: Json) => x.orderId)).toEqual(
      a.body.data.map((x: Json) => x.orderId),
    );
    expect(money(s, USER)).toEqual({ balance: before.balance - 40_000, orders: before.orders + 1 });
  });

  test('refused and nothing moves: 2 legs full cover, wrong itemCount, seriesValue 1, fractional unit, over the balance', async () => {
    const cases: Array<[Sel[], object]> = [
      [sels.slice(0, 2), { seriesValue: 0, unitStake: 10_000 }],
      [sels.slice(0, 3), { seriesValue: 0, itemCount: 3, unitStake: 10_000 }],
      [sels.slice(0, 3), { seriesValue: 1, unitStake: 10_000 }],
      [sels.slice(0, 4), { seriesValue: 7, unitStake: 10_000 }],
      [sels.slice(0, 3), { seriesValue: 0, unitStake: 10_000.5 }],
    ];
    for (const [legs, row] of cases) {
      const before = money(s, USER);
      const r = await place(legs, [row]);
      expect(r.body.success).toBe(false);
      expect(money(s, USER)).toEqual(before);
    }
    setBalance(s, USER, 100_000);
    const before = money(s, USER);
    // 4 legs full cover = 11 bets × 10 000 = 110 000 > 100 000: refused whole, not 10 of 11
    const r = await place(sels.slice(0, 4), [{ seriesValue: 0, unitStake: 10_000 }]);
    expect(r.body.success).toBe(false);
    expect(money(s, USER)).toEqual(before);
    setBalance(s, USER, 10_000_000);
  });

  test('property: for any n and option the debit is unit × M on one ticket of M combinations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 5 }),
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        async (n, pick, units) => {
          const options = [0, ...Array.from({ length: n - 1 }, (_, i) => i + 2)];
          const sn = options[pick % options.length]!;
          const m = sn === 0 ? 2 ** n - n - 1 : choose(n, sn);
          const unit = units * 10_000;
          const before = money(s, USER);
          const r = await place(sels.slice(0, n), [
            { seriesValue: sn, itemCount: m, unitStake: unit },
          ]);
          expect(r.body.data).toHaveLength(1);
          expect(r.body.data[0]).toMatchObject({ itemCount: m, stake: unit * m });
          expect(money(s, USER)).toEqual({
            balance: before.balance - unit * m,
            orders: before.orders + 1,
          });
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('settlement of a system ticket, per combination', () => {
  test('a lost leg voids every combination holding it; the others pay unit × their odds', () => {
    const series = {
      seriesValue: 0,
      unitStake: 10_000,
      combinations: [
        { legs: [0, 1], odds: 3.75, maxWin: 37_500 },
        { legs: [0, 2], odds: 4.5, maxWin: 45_000 },
        { legs: [1, 2], odds: 5.4, maxWin: 54_000 },
        { legs: [0, 1, 2], odds: 10.13, maxWin: 101_250 },
      ],
    };
    const won = (odds: number) => ({ factor: odds, half: 0 as const });
    const settled = settleSeries(series, [won(1.5), won(2.5), { factor: 0, half: 0 }]);
    expect(settled.series.combinations.map((c) => [c.outcome, c.payout])).toEqual([
      [4, 37_500],
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
    expect(settled).toMatchObject({ outcome: 4, payout: 37_500 });
    const all = settleSeries(series, [won(1.5), won(2.5), won(3.6)]);
    expect(all.payout).toBe(37_500 + 54_000 + 90_000 + 135_000);
    const none = settleSeries(series, [won(1.5), { factor: 0, half: 0 }, { factor: 0, half: 0 }]);
    expect(none).toMatchObject({ outcome: 3, payout: 0 });
  });

  test('a half-won quarter line pays its combinations a whole number of minor units', () => {
    const series = {
      seriesValue: 2,
      unitStake: 10_001,
      combinations: [{ legs: [0, 1], odds: 3.42, maxWin: 34_203 }],
    };
    const settled = settleSeries(series, [
      { factor: (1.9 + 1) / 2, half: 1 },
      { factor: 1.8, half: 0 },
    ]);
    expect(settled.payout).toBe(Math.floor(10_001 * 1.45 * 1.8));
  });

  test('settled through the API: the ticket pays the sum of its combinations, once', async () => {
    const legs = sels.slice(0, 4);
    const r = await place(legs, [{ seriesValue: 0, itemCount: 11, unitStake: 10_000 }]);
    const id = r.body.data[0].orderId as string;
    await call(s.sb.apiUrl, '/__admin/settle', { body: {} });
    await call(s.sb.apiUrl, '/__admin/settle', { body: {} });
    const list = await post('/v1/order/new/bet/list', { isSettled: true, size: 100 });
    const t = (list.body.data.records as Json[]).find((o) => o.id === id);
    expect(t.status).toBe(5);
    expect(t.combinations).toHaveLength(11);
    const payouts = (t.combinations as Json[]).map((c) => c.payout as number);
    expect(t.payout).toBe(payouts.reduce((a, b) => a + b, 0));
    expect(payouts.every(Number.isInteger)).toBe(true);
    // each combination is settled from the ticket's own leg results (lost leg → 0, else unit × factors)
    const results = legResults(Number(id), t.legs);
    for (const c of t.combinations as Json[]) {
      const factors = (c.legs as number[]).map((i) => results[i]!.factor);
      const expected = factors.includes(0)
        ? 0
        : Math.floor(10_000 * factors.reduce((p, f) => p * f, 1));
      expect(c.payout).toBe(expected);
    }
    // credited once, whatever the number of settle runs
    const credits = s.sb.ctx.db
      .prepare("SELECT amount FROM wallet_ledger WHERE kind = 'bet-settle' AND ref = ?")
      .all(`order:${id}`) as Array<{ amount: number }>;
    expect(credits.map((c) => c.amount)).toEqual(t.payout > 0 ? [t.payout] : []);
  });
});
