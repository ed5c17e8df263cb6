import { DAY } from '../src/time';
import type { Json, Started } from './helpers';
import { ADULT, call, login, start } from './helpers';
import type { Sel } from './security-helpers';
import { openSelections, setBalance, sportsToken } from './security-helpers';

// Issue 18: stake and loss limits, cooling-off, exclusions and the audit, all enforced on the server.
let s: Started;
let api: string;
let provider: string;
let sels: Sel[];

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
  const guest = (await call(api, '/api/game/sports/token/guest', { body: {} })).body.data.token;
  sels = await openSelections(provider, guest, 4);
});
afterAll(async () => {
  await s.stop();
});

interface Member {
  name: string;
  token: string;
  pt: string;
}

async function member(name: string, password = 'Member@123'): Promise<Member> {
  const token = await login(api, name, password);
  return { name, token, pt: await sportsToken(api, token) };
}

const rg = (m: Member, path: string, body?: object) =>
  call(api, `/api/member/rg/${path}`, { token: m.token, body });
const state = async (m: Member) => (await rg(m, 'get')).body.data;
const limit = (m: Member, kind: string, period: string, amount: number | null) =>
  rg(m, 'limit', { kind, period, amount });
const limitOf = (st: Json, kind: string, period: string) =>
  st.limits.find((l: Json) => l.kind === kind && l.period === period);
const singlePass = (m: Member, unitStake: number, sel: Sel = sels[0]!) =>
  call(provider, '/v1/order/bet/singlePass', {
    body: { singleBetList: [{ ...sel, unitStake }], oddsChange: 2 },
    headers: { Authorization: m.pt },
  });
const now = () => s.sb.ctx.clock.now();

/** Balance, orders and ledger rows of a member, read from the database. */
function wallet(name: string) {
  const db = s.sb.ctx.db;
  const { id, balance } = db
    .prepare('SELECT id, balance FROM users WHERE user_name = ?')
    .get(name) as { id: number; balance: number };
  const count = (sql: string) => (db.prepare(sql).get(id) as { n: number }).n;
  return {
    balance,
    orders: count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?'),
    ledger: count('SELECT COUNT(*) AS n FROM wallet_ledger WHERE user_id = ?'),
    ledgerSum: count('SELECT COALESCE(SUM(amount), 0) AS n FROM wallet_ledger WHERE user_id = ?'),
  };
}

describe('state and limits (member05)', () => {
  let m: Member;
  beforeAll(async () => {
    m = await member('member05');
  });

  test('a fresh member: six rows without limits, reality check 60, no exclusion, server time', async () => {
    const st = await state(m);
    expect(st.limits).toHaveLength(6);
    for (const kind of ['stake', 'loss'])
      for (const period of ['day', 'week', 'month'])
        expect(limitOf(st, kind, period)).toEqual({
          kind,
          period,
          amount: null,
          used: 0,
          remaining: null,
          pending: null,
        });
    expect(st).toMatchObject({ realityCheckMinutes: 60, exclusion: null });
    expect(Math.abs(st.now - now())).toBeLessThan(5_000);
  });

  test('a first and a lower limit apply at once; a raise waits 24 h, then applies on read', async () => {
    expect(
      limitOf((await limit(m, 'stake', 'day', 200_000)).body.data, 'stake', 'day'),
    ).toMatchObject({
      amount: 200_000,
      remaining: 200_000,
      pending: null,
    });
    expect(
      limitOf((await limit(m, 'stake', 'day', 150_000)).body.data, 'stake', 'day').amount,
    ).toBe(150_000);
    const before = now();
    const raised = limitOf((await limit(m, 'stake', 'day', 300_000)).body.data, 'stake', 'day');
    expect(raised.amount).toBe(150_000);
    expect(raised.pending.amount).toBe(300_000);
    expect(raised.pending.effectiveAt).toBeGreaterThanOrEqual(before + DAY);
    expect(raised.pending.effectiveAt).toBeLessThanOrEqual(now() + DAY);

    s.sb.ctx.clock.advance(DAY - 60_000);
    expect(limitOf(await state(m), 'stake', 'day').amount).toBe(150_000);
    s.sb.ctx.clock.advance(61_000);
    expect(limitOf(await state(m), 'stake', 'day')).toMatchObject({
      amount: 300_000,
      pending: null,
    });
    const audit = (await rg(m, 'audit')).body.data;
    expect(audit[0]).toMatchObject({
      action: 'limit-applied',
      detail: { kind: 'stake', period: 'day', from: 150_000, to: 300_000 },
    });
  });

  test('a lower limit drops a pending raise; the current amount again cancels a pending removal', async () => {
    await limit(m, 'stake', 'week', 1_000_000);
    await limit(m, 'stake', 'week', 2_000_000);
    const lowered = limitOf((await limit(m, 'stake', 'week', 800_000)).body.data, 'stake', 'week');
    expect(lowered).toMatchObject({ amount: 800_000, pending: null });
    const removal = limitOf((await limit(m, 'stake', 'week', null)).body.data, 'stake', 'week');
    expect(removal).toMatchObject({ amount: 800_000, pending: { amount: null } });
    const kept = limitOf((await limit(m, 'stake', 'week', 800_000)).body.data, 'stake', 'week');
    expect(kept).toMatchObject({ amount: 800_000, pending: null });
  });

  test('the same amount again is a no-op: no audit row', async () => {
    const rows = (await rg(m, 'audit')).body.data.length;
    await limit(m, 'stake', 'week', 800_000);
    await rg(m, 'realityCheck', { minutes: 60 });
    expect((await rg(m, 'audit')).body.data).toHaveLength(rows);
  });

  test('a removal waits 24 h too, and a pending raise applies on a bet check without a read', async () => {
    await limit(m, 'loss', 'month', 500_000);
    await limit(m, 'loss', 'month', null);
    await limit(m, 'stake', 'day', 20_000);
    await limit(m, 'stake', 'day', 40_000);
    s.sb.ctx.clock.advance(DAY + 1_000);
    expect((await singlePass(m, 30_000)).body.code).toBe(0);
    const st = await state(m);
    expect(limitOf(st, 'loss', 'month')).toMatchObject({ amount: null, pending: null });
    expect(limitOf(st, 'stake', 'day')).toMatchObject({ amount: 40_000, used: 30_000 });
    expect(limitOf(st, 'stake', 'day').remaining).toBe(10_000);
  });

  test('a bet past a stake limit is 2003 with the tightest limit; nothing moves', async () => {
    await limit(m, 'stake', 'month', 100_000);
    const before = wallet(m.name);
    const r = await singlePass(m, 20_000);
    expect(r.body).toMatchObject({
      success: false,
      code: 2003,
      data: { kind: 'stake', period: 'day', limit: 40_000, remaining: 10_000 },
    });
    expect(wallet(m.name)).toEqual(before);
    // two legs of 10,000: the second passes the daily limit, so neither is placed
    const slip = await call(provider, '/v1/order/bet/singlePass', {
      body: {
        singleBetList: [
          { ...sels[0], unitStake: 10_000 },
          { ...sels[1], unitStake: 10_000 },
        ],
        oddsChange: 2,
      },
      headers: { Authorization: m.pt },
    });
    expect(slip.body.code).toBe(2003);
    expect(wallet(m.name)).toEqual(before);
  });

  test('betMultiple and reserve bets are held to the limits too', async () => {
    const before = wallet(m.name);
    const parlay = await call(provider, '/v1/order/betMultiple', {
      body: {
        betOptionList: sels.slice(0, 3),
        betMultipleData: [{ seriesValue: 2, itemCount: 3, unitStake: 10_000 }],
        oddsChange: 2,
      },
      headers: { Authorization: m.pt },
    });
    expect(parlay.body).toMatchObject({ code: 2003, data: { remaining: 10_000 } });
    const reserve = await call(provider, '/v1/order/reserve/bet', {
      body: { ...sels[0], odds: sels[0]!.odds + 1, unitStake: 20_000 },
      headers: { Authorization: m.pt },
    });
    expect(reserve.body.code).toBe(2003);
    expect(wallet(m.name)).toEqual(before);
  });
});

describe('loss limits count returns back (member07)', () => {
  let m: Member;
  beforeAll(async () => {
    m = await member('member07');
  });
  const transfer = (amount: number) =>
    call(api, '/api/game/fund/transfer', { token: m.token, body: { amount } });

  test('game stakes count, a refused bet moves nothing, what comes back frees the room', async () => {
    await limit(m, 'loss', 'day', 100_000);
    expect((await transfer(80_000)).body.code).toBe(200);
    expect(limitOf(await state(m), 'loss', 'day')).toMatchObject({
      used: 80_000,
      remaining: 20_000,
    });

    const before = wallet(m.name);
    const refused = await singlePass(m, 30_000);
    expect(refused.body).toMatchObject({
      code: 2003,
      data: { kind: 'loss', period: 'day', limit: 100_000, remaining: 20_000 },
    });
    expect((await transfer(30_000)).body).toMatchObject({ code: 2003 });
    expect(wallet(m.name)).toEqual(before);

    const collected = await call(api, '/api/game/fund/collect', { token: m.token, body: {} });
    expect(collected.body.data.collected).toBe(110_000 - 30_000);
    expect(limitOf(await state(m), 'loss', 'day').used).toBe(0);
    expect((await singlePass(m, 30_000)).body.code).toBe(0);
    expect(limitOf(await state(m), 'loss', 'day').used).toBe(30_000);
  });

  test('a cash-out is a return: the net loss is what the bet cost', async () => {
    const placed = (await singlePass(m, 50_000, sels[1])).body.data[0];
    const price = (
      await call(provider, '/v1/order/cashOut/price', {
        body: { orderIds: [placed.orderId] },
        headers: { Authorization: m.pt },
      })
    ).body.data[0].price as number;
    expect(price).toBeGreaterThan(0);
    const cashed = await call(provider, '/v1/order/cashOut/bet', {
      body: { orderId: placed.orderId },
      headers: { Authorization: m.pt },
    });
    expect(cashed.body.code).toBe(0);
    expect(limitOf(await state(m), 'loss', 'day').used).toBe(30_000 + 50_000 - price);
  });
});

describe('the session for the reality check', () => {
  test('staked, returned and net since this login; claims are not gambling', async () => {
    const m = await member('member07');
    const first = (await rg(m, 'session')).body.data;
    const row = s.sb.ctx.db
      .prepare('SELECT created_at FROM sessions WHERE token = ?')
      .get(m.token) as { created_at: number };
    expect(first).toMatchObject({ startedAt: row.created_at, staked: 0, returned: 0, net: 0 });
    await limit(m, 'loss', 'day', null); // pending: the limit above still holds
    expect((await singlePass(m, 10_000, sels[2])).body.code).toBe(0);
    await call(api, '/api/game/fund/transfer', { token: m.token, body: { amount: 5_000 } });
    await call(api, '/api/game/fund/collect', { token: m.token, body: {} });
    const claim = await call(api, '/api/promotion/activity/claim', {
      token: m.token,
      body: { activityId: 4 },
    });
    expect(claim.body.code).toBe(200);
    const after = (await rg(m, 'session')).body.data;
    expect(after).toMatchObject({ staked: 15_000, returned: 5_000, net: -10_000 });
    expect(after.now).toBeGreaterThanOrEqual(after.startedAt);
  });
});

describe('exclusions (member06)', () => {
  let m: Member;
  beforeAll(async () => {
    m = await member('member06');
  });

  const blocked = async (r: Promise<{ body: Json }>) => {
    const { body } = await r;
    expect(body).toMatchObject({
      code: 2004,
      data: { kind: 'timeout', until: expect.any(Number) },
    });
  };

  test('a time-out blocks bets, games and claims, moves nothing; login and reads stay allowed', async () => {
    const st = (await rg(m, 'exclusion', { period: '24h' })).body.data;
    expect(st.exclusion).toMatchObject({ kind: 'timeout', period: '24h' });
    expect(st.exclusion.until - st.exclusion.startedAt).toBe(DAY);
    const before = wallet(m.name);
    const headers = { Authorization: m.pt };
    await blocked(singlePass(m, 10_000));
    await blocked(
      call(provider, '/v1/order/betMultiple', {
        body: {
          betOptionList: sels.slice(0, 2),
          betMultipleData: [{ seriesValue: 2, itemCount: 1, unitStake: 10_000 }],
        },
        headers,
      }),
    );
    await blocked(
      call(provider, '/v1/order/reserve/bet', {
        body: { ...sels[0], odds: sels[0]!.odds + 1, unitStake: 10_000 },
        headers,
      }),
    );
    const op = (path: string, body: object = {}) =>
      call(api, path, {
        token: m.token,
        body,
        method: path.includes('prize/get') ? 'GET' : 'POST',
      });
    await blocked(op('/api/game/bet/single-wallet/jump', { gameId: 1 }));
    await blocked(op('/api/game/bet/cSports/token'));
    await blocked(op('/api/game/fund/transfer', { amount: 10_000 }));
    await blocked(op('/api/promotion/activity/claim', { activityId: 4 }));
    await blocked(op('/api/promotion/activity/receiveMatchRewards'));
    await blocked(op('/api/member/invite/drawAward'));
    await blocked(
      call(api, '/api/promotion/turntable/prize/get', { token: m.token, method: 'GET' }),
    );
    expect(wallet(m.name)).toEqual(before);

    const again = await login(api, m.name, 'Member@123');
    expect((await call(api, '/api/member/get', { token: again })).body.code).toBe(200);
    const purse = await call(api, '/api/fund/wallet/member/local', { token: again, body: {} });
    expect(purse.body.data.memberWallet.balance).toBe(before.balance);
    expect((await call(api, '/api/member/rg/get', { token: again })).body.code).toBe(200);
  });

  test('an exclusion only extends: a shorter one is illegal input, a longer one wins', async () => {
    m = await member(m.name); // the login above revoked the sportsbook token
    const until = (await state(m)).exclusion.until as number;
    expect((await rg(m, 'exclusion', { period: '7d' })).body.data.exclusion.period).toBe('7d');
    expect((await rg(m, 'exclusion', { period: '24h' })).body.code).toBe(1000);
    const sixMonths = (await rg(m, 'exclusion', { period: '6m' })).body.data.exclusion;
    expect(sixMonths.kind).toBe('self-exclusion');
    const days = (sixMonths.until - sixMonths.startedAt) / DAY;
    expect(days).toBeGreaterThanOrEqual(180);
    expect(days).toBeLessThanOrEqual(184);
    expect(sixMonths.until).toBeGreaterThan(until);
    expect((await rg(m, 'exclusion', { period: '30d' })).body.code).toBe(1000);
    expect((await state(m)).exclusion.period).toBe('6m');
    expect((await singlePass(m, 10_000)).body).toMatchObject({
      code: 2004,
      data: { kind: 'self-exclusion', until: sixMonths.until },
    });
  });

  test('every change is in the audit, newest first, and only the caller sees it', async () => {
    const rows = (await rg(m, 'audit')).body.data as Json[];
    expect(rows.map((r) => r.detail.period)).toEqual(['6m', '7d', '24h']);
    expect(rows.every((r) => r.action === 'exclusion')).toBe(true);
    expect(rows[0].detail).toMatchObject({ kind: 'self-exclusion', until: expect.any(Number) });
    const ids = rows.map((r) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const other = (await rg(await member('member05'), 'audit')).body.data as Json[];
    expect(other.some((r) => ids.includes(r.id))).toBe(false);
  });
});

describe('concurrency: the check and the debit are one transaction', () => {
  test('10 simultaneous bets of 30,000 against a 100,000 daily stake limit: exactly 3 pass', async () => {
    const reg = await call(api, '/api/user/auth/account-register', {
      body: { userName: 'rgrace01', password: 'Race@1234', birthDate: ADULT },
    });
    expect(reg.body.code).toBe(200);
    setBalance(s, 'rgrace01', 1_000_000);
    const m = await member('rgrace01', 'Race@1234');
    await limit(m, 'stake', 'day', 100_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => singlePass(m, 30_000, sels[i % sels.length])),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === 2003)).toHaveLength(7);
    for (const a of answers.filter((x) => x.body.code === 2003))
      expect(a.body.data).toMatchObject({ kind: 'stake', period: 'day', remaining: 10_000 });
    expect(wallet('rgrace01')).toEqual({
      balance: 910_000,
      orders: 3,
      ledger: 3,
      ledgerSum: -90_000,
    });
  });
});

describe('hostile input', () => {
  let m: Member;
  beforeAll(async () => {
    m = await member('member05');
  });

  test.each([
    ['limit', { kind: 'stake', period: 'day', amount: -5 }],
    ['limit', { kind: 'stake', period: 'day', amount: 0 }],
    ['limit', { kind: 'stake', period: 'day', amount: 'NaN' }],
    ['limit', { kind: 'stake', period: 'day', amount: '100000' }],
    ['limit', { kind: 'stake', period: 'day', amount: 1e13 }],
    ['limit', { kind: 'stake', period: 'day', amount: true }],
    ['limit', { kind: 'stake', period: 'day' }],
    ['limit', { kind: 'stake', period: 'year', amount: 5 }],
    ['limit', { kind: 'win', period: 'day', amount: 5 }],
    ['limit', { kind: ['stake'], period: 'day', amount: 5 }],
    ['realityCheck', { minutes: 10 }],
    ['realityCheck', { minutes: '60' }],
    ['realityCheck', { minutes: -1 }],
    ['realityCheck', {}],
    ['exclusion', { period: '1d' }],
    ['exclusion', { period: '' }],
    ['exclusion', { period: null }],
    ['exclusion', { period: 24 }],
  ])('%s %j is 1000 and changes nothing', async (path, body) => {
    const rows = (await rg(m, 'audit')).body.data.length;
    expect((await rg(m, path, body)).body.code).toBe(1000);
    expect((await rg(m, 'audit')).body.data).toHaveLength(rows);
  });

  test('without a session every rg route is the expired-login code', async () => {
    for (const [path, body] of [
      ['get', undefined],
      ['session', undefined],
      ['audit', undefined],
      ['limit', { kind: 'stake', period: 'day', amount: 5 }],
      ['realityCheck', { minutes: 15 }],
      ['exclusion', { period: '24h' }],
    ] as const)
      expect((await call(api, `/api/member/rg/${path}`, { body })).body.code).toBe(401001);
  });

  test('a valid reality-check choice is stored and audited', async () => {
    const st = (await rg(m, 'realityCheck', { minutes: 15 })).body.data;
    expect(st.realityCheckMinutes).toBe(15);
    expect((await rg(m, 'audit')).body.data[0]).toMatchObject({
      action: 'reality-check',
      detail: { from: 60, to: 15 },
    });
  });
});
