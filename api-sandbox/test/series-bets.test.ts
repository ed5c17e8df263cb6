import fc from 'fast-check';
import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import type { Sel } from './security-helpers';
import { money, openSelections, setBalance, sportsToken } from './security-helpers';

// Issue 10 / research-sportsbook §1.2: N串M parlay options — k-folds and the full cover (sn 0),
// each combination placed as its own bet, all or none, one ledger debit, idempotent by key.
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

describe('betMultiple with the full cover (3串4)', () => {
  test('places 4 bets (3 doubles + 1 treble), debits unit × 4 in one ledger row', async () => {
    const legs = sels.slice(0, 3);
    const before = money(s, USER);
    const rows = ledgerRows();
    const r = await place(legs, [{ seriesValue: 0, itemCount: 4, unitStake: 25_000 }]);
    expect(r.body.success).toBe(true);
    const bets = r.body.data as Json[];
    expect(bets.map((b) => b.legCount)).toEqual([2, 2, 2, 3]);
    expect(bets.every((b) => b.stake === 25_000 && b.seriesValue === 0 && b.itemCount === 4)).toBe(
      true,
    );
    expect(money(s, USER)).toEqual({
      balance: before.balance - 100_000,
      orders: before.orders + 4,
    });
    expect(ledgerRows()).toBe(rows + 1);
    const list = await post('/v1/order/new/bet/list', { isSettled: false, size: 50 });
    const ids = bets.map((b) => b.orderId);
    const mine = (list.body.data.records as Json[]).filter((o) => ids.includes(o.id));
    expect(mine.map((o) => o.legs.length).sort()).toEqual([2, 2, 2, 3]);
  });

  test('a treble odds is the product of its legs; each double pays unit × its two odds', async () => {
    const legs = sels.slice(0, 3);
    const r = await place(legs, [{ seriesValue: 0, unitStake: 10_000 }]);
    const treble = (r.body.data as Json[]).find((b) => b.legCount === 3);
    const product = legs.reduce((p, l) => p * l.odds, 1);
    expect(treble.odds).toBeCloseTo(product, 1);
  });

  test('the same Idempotency-Key replays: still 4 bets, one debit', async () => {
    const legs = sels.slice(1, 4);
    const before = money(s, USER);
    const key = { 'Idempotency-Key': 'series-key-1' };
    const row = [{ seriesValue: 0, itemCount: 4, unitStake: 10_000 }];
    const [a, b] = await Promise.all([place(legs, row, key), place(legs, row, key)]);
    expect(b.body.data.map((x: Json) => x.orderId)).toEqual(
      a.body.data.map((x: Json) => x.orderId),
    );
    expect(money(s, USER)).toEqual({ balance: before.balance - 40_000, orders: before.orders + 4 });
  });

  test('refused and nothing moves: 2 legs full cover, wrong itemCount, seriesValue 1, over the balance', async () => {
    const cases: Array<[Sel[], object]> = [
      [sels.slice(0, 2), { seriesValue: 0, unitStake: 10_000 }],
      [sels.slice(0, 3), { seriesValue: 0, itemCount: 3, unitStake: 10_000 }],
      [sels.slice(0, 3), { seriesValue: 1, unitStake: 10_000 }],
      [sels.slice(0, 4), { seriesValue: 7, unitStake: 10_000 }],
    ];
    for (const [legs, row] of cases) {
      const before = money(s, USER);
      const r = await place(legs, [row]);
      expect(r.body.success).toBe(false);
      expect(money(s, USER)).toEqual(before);
    }
    setBalance(s, USER, 100_000);
    const before = money(s, USER);
    // 4 legs full cover = 11 bets × 10 000 = 110 000 > 100 000: all refused, not 10 of 11
    const r = await place(sels.slice(0, 4), [{ seriesValue: 0, unitStake: 10_000 }]);
    expect(r.body.success).toBe(false);
    expect(money(s, USER)).toEqual(before);
    setBalance(s, USER, 10_000_000);
  });

  test('property: for any n and option the debit is unit × M and M orders are created', async () => {
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
          expect(r.body.data).toHaveLength(m);
          expect(money(s, USER)).toEqual({
            balance: before.balance - unit * m,
            orders: before.orders + m,
          });
        },
      ),
      { numRuns: 12 },
    );
  });
});
