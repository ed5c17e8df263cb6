import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import type { Sel } from './security-helpers';
import { money, openSelections, setBalance, sportsToken } from './security-helpers';

// #17 finding 3 (R8): a repeated Idempotency-Key replays the first answer; another body conflicts.
let s: Started;
let api: string;
let provider: string;
let member: string;
let pt: string;
let sels: Sel[];
const USER = SEED.member[0];

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
  member = await login(api, ...SEED.member);
  pt = await sportsToken(api, member);
  sels = await openSelections(provider, pt, 3);
  setBalance(s, USER, 5_000_000);
});
afterAll(async () => {
  await s.stop();
});

const twenty = <T>(fn: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, fn));
const bet = (key: string, unitStake: number, token = pt) =>
  call(provider, '/v1/order/bet/singlePass', {
    body: { singleBetList: [{ ...sels[0], unitStake }], oddsChange: 2 },
    headers: { Authorization: token, 'Idempotency-Key': key },
  });

describe('Idempotency-Key on money-moving calls', () => {
  test('20 concurrent bets with one key: one order, one charge, twenty identical answers', async () => {
    const before = money(s, USER);
    const answers = await twenty(() => bet('bet-key-1', 20_000));
    const ids = new Set(answers.map((a) => a.body.data?.[0]?.orderId));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(money(s, USER)).toEqual({ balance: before.balance - 20_000, orders: before.orders + 1 });
  });

  test('the same key after a sportsbook token refresh still replays (keys are per user)', async () => {
    const first = await bet('bet-key-2', 10_000);
    const fresh = await sportsToken(api, member);
    const again = await bet('bet-key-2', 10_000, fresh);
    expect(again.body.data[0].orderId).toBe(first.body.data[0].orderId);
  });

  test('the same key with another body is a conflict (provider 9) and moves nothing', async () => {
    await bet('bet-key-3', 10_000);
    const before = money(s, USER);
    const other = await bet('bet-key-3', 11_000);
    expect(other.body).toMatchObject({ success: false, code: 9 });
    expect(other.body.msg).toMatch(/Idempotency-Key/);
    expect(money(s, USER)).toEqual(before);
  });

  test('a malformed key is illegal input', async () => {
    const r = await bet('x'.repeat(200), 10_000);
    expect(r.body).toMatchObject({ success: false, code: 1 });
  });

  test('20 concurrent gifts with one key: one charge, one gift log', async () => {
    const live = await call(api, '/api/live/stream/list', { body: { status: 2 } });
    const streamId = live.body.data.records[0].id;
    const before = money(s, USER).balance;
    const answers = await twenty(() =>
      call(api, '/api/live/gift/profit/save', {
        token: member,
        body: { streamId, giftId: 1, count: 1 },
        headers: { 'Idempotency-Key': 'gift-key-1' },
      }),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    const price = before - money(s, USER).balance;
    expect(price).toBeGreaterThan(0);
    expect(new Set(answers.map((a) => a.body.data.balance)).size).toBe(1);
    const logs = s.sb.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM gift_logs WHERE stream_id = ?')
      .get(streamId) as { n: number };
    expect(logs.n).toBe(1);
  });

  test('20 concurrent sign-in claims with one key: one credit; another activity with it conflicts', async () => {
    const before = money(s, USER).balance;
    const claim = (activityId: number) =>
      call(api, '/api/promotion/activity/claim', {
        token: member,
        body: { activityId },
        headers: { 'Idempotency-Key': 'claim-key-1' },
      });
    const answers = await twenty(() => claim(4));
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(200));
    expect(money(s, USER).balance).toBe(before + answers[0]!.body.data.amount);
    expect((await claim(3)).body.code).toBe(1010);
  });

  test('20 concurrent wheel draws with one key: one draw', async () => {
    const draws = await twenty(() =>
      call(api, '/api/promotion/activity/turntable/prize/get', {
        token: member,
        headers: { 'Idempotency-Key': 'draw-key-1' },
      }),
    );
    expect(new Set(draws.map((d) => d.body.data.index)).size).toBe(1);
    const num = await call(api, '/api/promotion/turntable/user/num', { token: member });
    expect(num.body.data.num).toBe(2);
  });

  test('20 concurrent cash-outs with one key: paid once', async () => {
    const placed = await bet('bet-key-4', 50_000);
    const orderId = placed.body.data[0].orderId;
    const before = money(s, USER).balance;
    const answers = await twenty(() =>
      call(provider, '/v1/order/cashOut/bet', {
        body: { orderId },
        headers: { Authorization: pt, 'Idempotency-Key': 'cash-key-1' },
      }),
    );
    const prices = new Set(answers.map((a: Json) => a.body.data?.price));
    expect(prices.size).toBe(1);
    expect(money(s, USER).balance).toBe(before + [...prices][0]);
  });
});
