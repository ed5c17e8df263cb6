import fc from 'fast-check';
import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import type { Sel } from './security-helpers';
import { money, openSelections, setBalance, sportsToken } from './security-helpers';

// #17 finding 1: a multi-leg bet answered with an error must not move money nor create an order.
let s: Started;
let provider: string;
let pt: string;
let sels: Sel[];
const USER = SEED.member[0];
const BALANCE = 2_000_000;

beforeAll(async () => {
  s = await start();
  provider = s.sb.providerUrl;
  pt = await sportsToken(s.sb.apiUrl, await login(s.sb.apiUrl, ...SEED.member));
  sels = await openSelections(provider, pt, 6);
  setBalance(s, USER, BALANCE);
});
afterAll(async () => {
  await s.stop();
});

type Bad = 'stake0' | 'unknownMarket' | 'unknownMatch' | 'overBalance' | 'badOption';
const BAD: Bad[] = ['stake0', 'unknownMarket', 'unknownMatch', 'overBalance', 'badOption'];

function leg(sel: Sel, unitStake: number) {
  return { ...sel, unitStake };
}
function badLeg(kind: Bad, sel: Sel) {
  if (kind === 'stake0') return leg(sel, 0);
  if (kind === 'unknownMarket') return { ...leg(sel, 10_000), marketId: 999_999_999 };
  if (kind === 'unknownMatch') return { ...leg(sel, 10_000), matchId: 999_999_999 };
  if (kind === 'badOption') return { ...leg(sel, 10_000), optionType: 77 };
  return leg(sel, 40_000_000);
}
const post = (path: string, body: object) =>
  call(provider, path, { body, headers: { Authorization: pt } });

describe('money moves atomically (property tests, fast-check)', () => {
  test('singlePass: a batch with one bad leg never changes the balance nor creates an order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 10_000, max: 90_000 }), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.constantFrom(...BAD),
        async (stakes, at, kind) => {
          const legs = stakes.map((st, i) => leg(sels[i % sels.length]!, st));
          legs.splice(at % (legs.length + 1), 0, badLeg(kind, sels[0]!));
          const before = money(s, USER);
          const r = await post('/v1/order/bet/singlePass', { singleBetList: legs, oddsChange: 2 });
          expect(r.status).toBe(200);
          expect(r.body.success).toBe(false);
          expect(money(s, USER)).toEqual(before);
        },
      ),
      { numRuns: 30 },
    );
  });

  test('singlePass: a good batch debits exactly the sum of its stakes, one order per leg', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 10_000, max: 30_000 }), { minLength: 1, maxLength: 4 }),
        async (stakes) => {
          setBalance(s, USER, BALANCE);
          const legs = stakes.map((st, i) => leg(sels[i % sels.length]!, st));
          const before = money(s, USER);
          const r = await post('/v1/order/bet/singlePass', { singleBetList: legs, oddsChange: 2 });
          expect(r.body.code).toBe(0);
          const sum = stakes.reduce((a, b) => a + b, 0);
          expect(money(s, USER)).toEqual({
            balance: before.balance - sum,
            orders: before.orders + stakes.length,
          });
        },
      ),
      { numRuns: 10 },
    );
  });

  test('betMultiple: one bad stake row rolls back the rows placed before it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.integer({ min: 10_000, max: 50_000 }), { minLength: 1, maxLength: 3 }),
        fc.nat(),
        fc.constantFrom(0, 5, 45_000_000),
        async (n, stakes, at, badStake) => {
          setBalance(s, USER, BALANCE);
          const rows = stakes.map((unitStake) => ({ seriesValue: n, itemCount: 1, unitStake }));
          rows.splice(at % (rows.length + 1), 0, {
            seriesValue: n,
            itemCount: 1,
            unitStake: badStake,
          });
          const before = money(s, USER);
          const r = await post('/v1/order/betMultiple', {
            betOptionList: sels.slice(0, n),
            betMultipleData: rows,
            oddsChange: 2,
          });
          expect(r.body.success).toBe(false);
          expect(money(s, USER)).toEqual(before);
        },
      ),
      { numRuns: 20 },
    );
  });

  test('a gift over the balance moves nothing: no debit, no anchor income, no gift log', async () => {
    const api = s.sb.apiUrl;
    const anchor = await login(api, ...SEED.anchor);
    const live = await call(api, '/api/live/stream/list', { body: { status: 2 } });
    const stream = live.body.data.records[0];
    const member = await login(api, ...SEED.member);
    setBalance(s, USER, 1_000);
    const anchorBefore = money(s, SEED.anchor[0]).balance;
    const logs = () =>
      (s.sb.ctx.db.prepare('SELECT COUNT(*) AS n FROM gift_logs').get() as { n: number }).n;
    const logsBefore = logs();
    const r = await call(api, '/api/live/gift/profit/save', {
      token: member,
      body: { streamId: stream.id, giftId: 1, count: 999 },
    });
    expect(r.body.code).toBe(2001);
    expect(money(s, USER).balance).toBe(1_000);
    expect(money(s, SEED.anchor[0]).balance).toBe(anchorBefore);
    expect(logs()).toBe(logsBefore);
    expect(anchor).toBeTruthy();
  });
});
