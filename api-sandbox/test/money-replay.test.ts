import { MONEY_ROUTES } from '../src/http/idempotency';
import { routeTable } from '../src/http/validation';
import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import type { Sel } from './security-helpers';
import { openSelections, setBalance, sportsToken } from './security-helpers';

// Issue 49 #6 and #13: every money route (one table, MONEY_ROUTES) goes through the idempotency
// layer; when the server commits and the answer is lost (dropAfter / corruptAfter faults), a retry
// with the same key replays the first answer and moves no money a second time.
let s: Started;
let api: string;
let provider: string;
const tokens: Record<string, string> = {};
const pts: Record<string, string> = {};
let sels: Sel[];

const USERS = ['member01', 'member02', 'member05'] as const;
type User = (typeof USERS)[number];

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
  for (const u of USERS) {
    tokens[u] = await login(api, u, SEED.member[1]);
    pts[u] = await sportsToken(api, tokens[u]!);
    setBalance(s, u, 5_000_000);
  }
  sels = await openSelections(provider, pts.member01!, 4);
});
afterAll(async () => {
  await s.stop();
});

interface Req {
  server: 'api' | 'provider';
  method: 'GET' | 'POST';
  path: string;
  body?: Json;
  user: User;
}

const send = (r: Req, key: string) =>
  call(r.server === 'api' ? api : provider, r.path, {
    method: r.method,
    body: r.method === 'POST' ? (r.body ?? {}) : undefined,
    token: r.server === 'api' ? tokens[r.user] : undefined,
    headers: {
      'Idempotency-Key': key,
      ...(r.server === 'provider' ? { Authorization: pts[r.user]! } : {}),
    },
  });

const P = '/api/promotion';
const bet = (sel: Sel, unitStake = 10_000) => ({
  singleBetList: [{ ...sel, unitStake }],
  oddsChange: 2,
});
const providerOrder = async (user: User, body: Json, path = '/v1/order/bet/singlePass') => {
  const r = await call(provider, path, { body, headers: { Authorization: pts[user]! } });
  return (r.body.data?.[0]?.orderId ?? r.body.data?.orderId) as number;
};

/** One request per money route, built when its test runs (some need an order or a cheer first). */
/** member02's saved bank account and withdrawal PIN, set up once for the cashier's cases. */
let cashierAccount: Promise<number> | null = null;
function cashierAccountOf(): Promise<number> {
  cashierAccount ??= (async () => {
    const add = await call(api, '/api/cashier/account/add', {
      token: tokens.member02,
      body: { kind: 'bank', bankCode: 'TCB', number: '190333444666', holder: 'Văn Hai' },
    });
    await call(api, '/api/cashier/pin', {
      token: tokens.member02,
      body: { pin: '246810', loginPassword: SEED.member[1] },
    });
    return add.body.data.id as number;
  })();
  return cashierAccount;
}
const cashierCall = async (path: string, body: Json) =>
  (await call(api, path, { token: tokens.member02, body })).body.data.id as number;

const CASES: Record<string, () => Promise<Req>> = {
  'POST /api/cashier/deposit/create': async () => ({
    server: 'api',
    method: 'POST',
    path: '/api/cashier/deposit/create',
    body: { method: 'bank', bankCode: 'VCB', amount: 200_000 },
    user: 'member02',
  }),
  'POST /api/cashier/deposit/cancel': async () => ({
    server: 'api',
    method: 'POST',
    path: '/api/cashier/deposit/cancel',
    body: {
      id: await cashierCall('/api/cashier/deposit/create', {
        method: 'bank',
        bankCode: 'VCB',
        amount: 300_000,
      }),
    },
    user: 'member02',
  }),
  'POST /api/cashier/withdraw/create': async () => ({
    server: 'api',
    method: 'POST',
    path: '/api/cashier/withdraw/create',
    body: { accountId: await cashierAccountOf(), amount: 100_000, pin: '246810' },
    user: 'member02',
  }),
  'POST /api/cashier/withdraw/cancel': async () => ({
    server: 'api',
    method: 'POST',
    path: '/api/cashier/withdraw/cancel',
    body: {
      id: await cashierCall('/api/cashier/withdraw/create', {
        accountId: await cashierAccountOf(),
        amount: 150_000,
        pin: '246810',
      }),
    },
    user: 'member02',
  }),
  'POST /v1/order/bet/singlePass': async () => ({
    server: 'provider',
    method: 'POST',
    path: '/v1/order/bet/singlePass',
    body: bet(sels[0]!),
    user: 'member01',
  }),
  'POST /v1/order/betMultiple': async () => ({
    server: 'provider',
    method: 'POST',
    path: '/v1/order/betMultiple',
    body: {
      betOptionList: sels.slice(0, 3),
      betMultipleData: [{ seriesValue: 2, itemCount: 3, unitStake: 10_000 }],
      oddsChange: 2,
    },
    user: 'member01',
  }),
  'POST /v1/order/reserve/bet': async () => ({
    server: 'provider',
    method: 'POST',
    path: '/v1/order/reserve/bet',
    body: { ...sels[1]!, odds: sels[1]!.odds + 1, unitStake: 10_000 },
    user: 'member01',
  }),
  'POST /v1/order/reserve/cancel': async () => {
    const orderId = await providerOrder(
      'member01',
      { ...sels[2]!, odds: sels[2]!.odds + 1, unitStake: 10_000 },
      '/v1/order/reserve/bet',
    );
    return {
      server: 'provider',
      method: 'POST',
      path: '/v1/order/reserve/cancel',
      body: { orderId },
      user: 'member01',
    };
  },
  'POST /v1/order/cashOut/bet': async () => ({
    server: 'provider',
    method: 'POST',
    path: '/v1/order/cashOut/bet',
    body: { orderId: await providerOrder('member01', bet(sels[3]!, 50_000)) },
    user: 'member01',
  }),
  'POST /api/live/gift/profit/save': async () => ({
    server: 'api',
    method: 'POST',
    path: '/api/live/gift/profit/save',
    body: { streamId: 1, giftId: 1, count: 2 },
    user: 'member01',
  }),
  'POST /api/live/relation/fee': async () => ({
    server: 'api',
    method: 'POST',
    path: '/api/live/relation/fee',
    body: { streamId: 7 },
    user: 'member01',
  }),
  'POST /api/promotion/activity/claim': async () => ({
    server: 'api',
    method: 'POST',
    path: `${P}/activity/claim`,
    body: { activityId: 4 },
    user: 'member01',
  }),
  'POST /api/promotion/activity/receiveMatchRewards': async () => {
    await cheer('member01');
    return {
      server: 'api',
      method: 'POST',
      path: `${P}/activity/receiveMatchRewards`,
      user: 'member01',
    };
  },
  'POST /api/promotion/receiveMatchRewards': async () => {
    await cheer('member02');
    return { server: 'api', method: 'POST', path: `${P}/receiveMatchRewards`, user: 'member02' };
  },
  'GET /api/promotion/activity/turntable/prize/get': async () => ({
    server: 'api',
    method: 'GET',
    path: `${P}/activity/turntable/prize/get`,
    user: 'member01',
  }),
  'GET /api/promotion/turntable/prize/get': async () => ({
    server: 'api',
    method: 'GET',
    path: `${P}/turntable/prize/get`,
    user: 'member02',
  }),
  'POST /api/member/invite/drawAward': async () => ({
    server: 'api',
    method: 'POST',
    path: '/api/member/invite/drawAward',
    user: 'member01',
  }),
  'POST /api/game/fund/collect': async () => {
    await call(api, '/api/game/fund/transfer', {
      token: tokens.member05,
      body: { amount: 30_000 },
    });
    return { server: 'api', method: 'POST', path: '/api/game/fund/collect', user: 'member05' };
  },
  'POST /api/game/bet/single-wallet/jump': async () => {
    const games = await call(api, '/api/game/home/slot/list', { body: {} });
    const game = (games.body.data as Json[])
      .flatMap((l) => l.gameList as Json[])
      .find((g) => !g.isMaintain);
    return {
      server: 'api',
      method: 'POST',
      path: '/api/game/bet/single-wallet/jump',
      body: { gameId: game.id },
      user: 'member01',
    };
  },
  'POST /api/game/fund/transfer': async () => ({
    server: 'api',
    method: 'POST',
    path: '/api/game/fund/transfer',
    body: { amount: 20_000 },
    user: 'member05',
  }),
};

async function cheer(user: User): Promise<void> {
  const config = await call(api, `${P}/activity/getMatchConfig`, { token: tokens[user] });
  // the fixtures list live matches too (issue 53 #2): predict one still to play
  const matchId = config.body.data.matches.find((m: Json) => m.phase === 'upcoming').matchId;
  await call(api, `${P}/activity/cheer/save`, {
    token: tokens[user],
    body: { matchId, home: 1, away: 0 },
  });
}

/** What a money call changes for a user: balance, ledger rows, orders and their states, events. */
function wallet(user: User) {
  const db = s.sb.ctx.db;
  const u = db.prepare('SELECT id, balance FROM users WHERE user_name = ?').get(user) as {
    id: number;
    balance: number;
  };
  const rows = db
    .prepare('SELECT COUNT(*) AS n FROM wallet_ledger WHERE user_id = ?')
    .get(u.id) as {
    n: number;
  };
  const orders = db
    .prepare('SELECT COUNT(*) AS n, COALESCE(SUM(status), 0) AS st FROM orders WHERE user_id = ?')
    .get(u.id) as { n: number; st: number };
  const events = db
    .prepare('SELECT COUNT(*) AS n FROM activity_events WHERE user_id = ?')
    .get(u.id) as { n: number };
  return {
    balance: u.balance,
    ledger: rows.n,
    orders: orders.n,
    orderStates: orders.st,
    events: events.n,
  };
}

test('the table of money routes is MONEY_ROUTES, and each is a registered route', () => {
  expect(Object.keys(CASES).sort()).toEqual([...MONEY_ROUTES].sort());
  const registered = new Set(
    [...routeTable(s.sb.api), ...routeTable(s.sb.provider)].map((r) => `${r.method} ${r.url}`),
  );
  for (const route of MONEY_ROUTES) expect(registered).toContain(route);
});

const faults = (body: Json) => call(api, '/__admin/faults', { body });
afterEach(async () => {
  await call(api, '/__admin/faults', { method: 'DELETE' });
});

describe.each(Object.keys(CASES).map((route, i) => [route, i % 2 ? 'corruptAfter' : 'dropAfter']))(
  '%s (%s)',
  (route, fault) => {
    test('the answer is lost after the commit; a retry with the key replays, no second move', async () => {
      const req = await CASES[route]!();
      const key = `replay-${route.replace(/[^\w]/g, '-')}`.slice(0, 120);
      const before = wallet(req.user);
      await faults({ [fault]: { path: req.path } });
      let lost = false;
      try {
        const first = await send(req, key);
        // corrupted: the body is not JSON (the call helper leaves it as text)
        lost = typeof first.body === 'string';
      } catch {
        lost = true; // dropped: the connection closed without an answer
      }
      expect(lost).toBe(true);
      await call(api, '/__admin/faults', { method: 'DELETE' });
      const committed = wallet(req.user);
      const retry = await send(req, key);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(wallet(req.user)).toEqual(committed);
      const again = await send(req, key);
      expect(again.body).toEqual(retry.body);
      expect(wallet(req.user)).toEqual(committed);
      // the first call did run: money routes that move money moved it exactly once
      // (a pending deposit, and its cancel, move no money until the payment is confirmed)
      if (
        route !== 'POST /api/member/invite/drawAward' &&
        route !== 'POST /api/game/bet/single-wallet/jump' &&
        route !== 'POST /api/cashier/deposit/create' &&
        route !== 'POST /api/cashier/deposit/cancel'
      )
        expect(committed).not.toEqual(before);
    });
  },
);

test('20 concurrent game transfers with one key debit once (finding 6)', async () => {
  const before = wallet('member05').balance;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      call(api, '/api/game/fund/transfer', {
        token: tokens.member05,
        body: { amount: 10_000 },
        headers: { 'Idempotency-Key': 'transfer-twenty' },
      }),
    ),
  );
  expect(answers.every((a) => a.body.code === 200)).toBe(true);
  expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
  expect(wallet('member05').balance).toBe(before - 10_000);
});
