import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import type { Sel } from './security-helpers';
import { money, openSelections, setBalance, sportsToken } from './security-helpers';

// Issue 49 #8: amounts are whole numbers of the currency's minor unit (VND has none) in every
// request, limit and credit; a fraction is refused clearly and nothing is booked.
let s: Started;
let api: string;
let provider: string;
let member: string;
let anchor: string;
let pt: string;
let sels: Sel[];

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
  member = await login(api, ...SEED.member);
  anchor = await login(api, ...SEED.anchor);
  pt = await sportsToken(api, member);
  sels = await openSelections(provider, pt, 3);
  setBalance(s, 'member01', 5_000_000);
});
afterAll(async () => {
  await s.stop();
});

const WHOLE = /whole number of the currency's minor unit/;
const bet = (body: Json, path = '/v1/order/bet/singlePass') =>
  call(provider, path, { body, headers: { Authorization: pt } });

describe('a fractional amount is refused with a clear message, nothing moves', () => {
  test.each([10_000.5, '10000.5'])('a %p stake (singlePass)', async (unitStake) => {
    const before = money(s, 'member01');
    const r = await bet({ singleBetList: [{ ...sels[0], unitStake }], oddsChange: 2 });
    expect(r.body).toMatchObject({ success: false, code: 1 });
    expect(r.body.msg).toMatch(WHOLE);
    expect(money(s, 'member01')).toEqual(before);
  });

  test('betMultiple and reserve bets', async () => {
    const before = money(s, 'member01');
    const parlay = await bet(
      {
        betOptionList: sels,
        betMultipleData: [{ seriesValue: 2, itemCount: 3, unitStake: 10_000.5 }],
      },
      '/v1/order/betMultiple',
    );
    expect(parlay.body.msg).toMatch(WHOLE);
    const reserve = await bet(
      { ...sels[0], odds: sels[0]!.odds + 1, unitStake: 20_000.25 },
      '/v1/order/reserve/bet',
    );
    expect(reserve.body.msg).toMatch(WHOLE);
    expect(money(s, 'member01')).toEqual(before);
  });

  test('a game transfer of 1000.5 (was floored to 1000)', async () => {
    const before = money(s, 'member01');
    const r = await call(api, '/api/game/fund/transfer', {
      token: member,
      body: { amount: 1000.5 },
    });
    expect(r.body.code).toBe(1000);
    expect(r.body.msg).toMatch(WHOLE);
    expect(money(s, 'member01')).toEqual(before);
  });

  test('a limit of 1.5', async () => {
    const r = await call(api, '/api/member/rg/limit', {
      token: member,
      body: { kind: 'stake', period: 'day', amount: 1.5 },
    });
    expect(r.body.code).toBe(1000);
    expect(r.body.msg).toMatch(WHOLE);
  });

  test('a stream fee and a push-order fee', async () => {
    const fee = await call(api, '/api/live/stream/update', {
      token: anchor,
      body: { id: 1, feeAmount: 10_000.5 },
    });
    expect(fee.body.msg).toMatch(WHOLE);
    const push = await call(api, '/api/live/push/order/save', {
      token: anchor,
      body: { streamId: 1, content: { tip: 'x' }, fee: 0.5 },
    });
    expect(push.body.msg).toMatch(WHOLE);
  });
});

describe('credits are whole minor units', () => {
  const anchorBalance = () =>
    (
      s.sb.ctx.db.prepare("SELECT balance FROM users WHERE user_name = 'anchor01'").get() as {
        balance: number;
      }
    ).balance;

  test("an odd-priced gift: the anchor's half is rounded down, not 1666.5", async () => {
    s.sb.ctx.db.prepare('UPDATE gifts SET price = 3333 WHERE id = 1').run();
    const before = anchorBalance();
    const r = await call(api, '/api/live/gift/profit/save', {
      token: member,
      body: { streamId: 1, giftId: 1, count: 1 },
    });
    expect(r.body.code).toBe(200);
    expect(anchorBalance() - before).toBe(1666);
    const list = await call(api, '/api/live/gift/profit/list', { token: anchor, body: {} });
    expect(list.body.data.records[0].income).toBe(1666);
  });

  test('settled winnings of an odd stake are whole', async () => {
    for (const sel of sels)
      await bet({ singleBetList: [{ ...sel, unitStake: 10_001 }], oddsChange: 2 });
    await call(api, '/__admin/settle', { body: {} });
    const rows = s.sb.ctx.db.prepare('SELECT amount, balance FROM wallet_ledger').all() as {
      amount: number;
      balance: number;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !Number.isInteger(r.amount) || !Number.isInteger(r.balance))).toEqual(
      [],
    );
    const balances = s.sb.ctx.db.prepare('SELECT balance FROM users').all() as {
      balance: number;
    }[];
    expect(balances.every((b) => Number.isInteger(b.balance))).toBe(true);
  });
});
