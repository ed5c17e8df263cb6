import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import { setBalance } from './security-helpers';
import { signNotification } from '../src/cashier/notify';
import { changeBalance, userByName } from '../src/users';

// Issue 50: the cashier's money rules, over HTTP against a real sandbox.
let s: Started;
let api: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await start({ CASHIER_CONFIRM_DELAY_MS: '0', CASHIER_PAYOUT_DELAY_MS: '0' });
  api = s.sb.apiUrl;
  for (const name of ['member01', 'member05', 'member06', 'member07'])
    tokens[name] = await login(api, name, SEED.member[1]);
});
afterAll(async () => {
  await s.stop();
});

const as = (name: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(api, path, { token: tokens[name], body, headers });
const balanceOf = (name: string) => userByName(s.sb.ctx.db, name)!.balance;
const count = (sql: string, ...params: unknown[]) =>
  (s.sb.ctx.db.prepare(sql).get(...params) as { n: number }).n;

async function deposit(name: string, amount: number, key?: string) {
  const r = await as(
    name,
    '/api/cashier/deposit/create',
    { method: 'bank', bankCode: 'VCB', amount },
    key ? { 'Idempotency-Key': key } : undefined,
  );
  return r.body;
}

describe('deposits', () => {
  test('a deposit is pending with a VietQR payload, the exact amount and a reference', async () => {
    const before = balanceOf('member01');
    const r = await deposit('member01', 200_000);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ status: 'pending', amount: 200_000, method: 'bank' });
    expect(r.data.reference).toMatch(/^NAP[A-Z2-9]{7}$/);
    expect(r.data.payTo.qr).toMatch(/^000201010212/);
    expect(r.data.payTo.qr).toContain(`5406200000`);
    expect(r.data.payTo.qr).toContain(r.data.reference);
    expect(balanceOf('member01')).toBe(before);
  });

  test('20 concurrent identical confirmations credit once, with one ledger and one audit row', async () => {
    const { data } = await deposit('member01', 300_000);
    const before = balanceOf('member01');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(api, '/__admin/cashier/deposit', { body: { reference: data.reference } }),
      ),
    );
    const outcomes = answers.map((a) => a.body.data.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(19);
    expect(balanceOf('member01')).toBe(before + 300_000);
    expect(
      count('SELECT COUNT(*) AS n FROM wallet_ledger WHERE ref = ?', `deposit:${data.reference}`),
    ).toBe(1);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM cashier_audit WHERE subject = 'deposit' AND subject_id = ? AND to_status = 'completed'",
        data.id,
      ),
    ).toBe(1);
  });

  test('20 concurrent signed webhooks credit once; an unsigned one moves nothing', async () => {
    const { data } = await deposit('member01', 150_000);
    const before = balanceOf('member01');
    const n = { reference: data.reference, amount: 150_000, status: 'paid' };
    const forged = await call(api, '/api/cashier/notify', {
      body: { ...n, signature: 'f'.repeat(64) },
    });
    expect(forged.body.code).not.toBe(200);
    expect(balanceOf('member01')).toBe(before);
    const signature = signNotification(s.sb.ctx, n);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        call(api, '/api/cashier/notify', { body: { ...n, signature } }),
      ),
    );
    expect(balanceOf('member01')).toBe(before + 150_000);
  });

  test('the same Idempotency-Key makes one deposit', async () => {
    const before = count('SELECT COUNT(*) AS n FROM cashier_deposits');
    const [a, b] = await Promise.all([
      deposit('member01', 100_000, 'dep-k1'),
      deposit('member01', 100_000, 'dep-k1'),
    ]);
    expect(a.data.reference).toBe(b.data.reference);
    expect(count('SELECT COUNT(*) AS n FROM cashier_deposits')).toBe(before + 1);
  });

  test('an amount outside the method bounds is refused', async () => {
    const r = await deposit('member01', 1_000);
    expect(r.code).toBe(2012);
    expect(r.data).toEqual({ min: 50_000, max: 300_000_000 });
  });

  test('a deposit over the deposit limit is refused and moves nothing; so is its confirmation', async () => {
    const lim = await as('member05', '/api/cashier/depositLimit', {
      period: 'day',
      amount: 500_000,
    });
    expect(lim.body.data[0]).toMatchObject({ period: 'day', amount: 500_000, used: 0 });
    const before = balanceOf('member05');
    const rows = count('SELECT COUNT(*) AS n FROM cashier_deposits');
    const over = await deposit('member05', 600_000);
    expect(over.code).toBe(2006);
    expect(over.data).toMatchObject({ period: 'day', limit: 500_000, remaining: 500_000 });
    expect(count('SELECT COUNT(*) AS n FROM cashier_deposits')).toBe(rows);
    // two pending deposits cannot pass it together
    const first = await deposit('member05', 300_000);
    expect(first.code).toBe(200);
    expect((await deposit('member05', 300_000)).code).toBe(2006);
    // a limit lowered while a deposit is pending: the confirmation refuses and credits nothing
    await as('member05', '/api/cashier/depositLimit', { period: 'day', amount: 100_000 });
    const c = await call(api, '/__admin/cashier/deposit', {
      body: { reference: first.data.reference },
    });
    expect(c.body.data.outcome).toBe('refused');
    expect(c.body.data.deposit).toMatchObject({ status: 'failed', reason: 'deposit-limit' });
    expect(balanceOf('member05')).toBe(before);
  });

  test('raising a deposit limit waits for the cooling-off', async () => {
    const r = await as('member05', '/api/cashier/depositLimit', { period: 'day', amount: 900_000 });
    expect(r.body.data[0]).toMatchObject({ amount: 100_000, pending: { amount: 900_000 } });
  });

  test('a member in self-exclusion cannot deposit, and a pending deposit is not credited', async () => {
    const pending = await deposit('member06', 200_000);
    expect(pending.code).toBe(200);
    await as('member06', '/api/member/rg/exclusion', { period: '6m' });
    const before = balanceOf('member06');
    const r = await deposit('member06', 200_000);
    expect(r.code).toBe(2004);
    const c = await call(api, '/__admin/cashier/deposit', {
      body: { reference: pending.data.reference },
    });
    expect(c.body.data.deposit).toMatchObject({ status: 'failed', reason: 'excluded' });
    expect(balanceOf('member06')).toBe(before);
  });

  test('the provider confirms by itself after the configured delay', async () => {
    await call(api, '/__admin/cashier/settings', { body: { confirmDelayMs: 1 } });
    const { data } = await deposit('member01', 120_000);
    const before = balanceOf('member01');
    await new Promise((r) => setTimeout(r, 5));
    const got = await as('member01', `/api/cashier/deposit/get?id=${data.id}`);
    expect(got.body.data.status).toBe('completed');
    expect(balanceOf('member01')).toBe(before + 120_000);
    await call(api, '/__admin/cashier/settings', { body: { confirmDelayMs: 0 } });
  });
});

describe('withdrawals', () => {
  let accountId: number;

  beforeAll(async () => {
    setBalance(s, 'member07', 3_000_000);
    const add = await as('member07', '/api/cashier/account/add', {
      kind: 'bank',
      bankCode: 'TCB',
      number: '190333444555',
      holder: 'Văn Nam',
    });
    expect(add.body.code).toBe(200);
    expect(add.body.data.number).toBe('*******4555');
    accountId = add.body.data.id;
    const pin = await as('member07', '/api/cashier/pin', {
      pin: '246810',
      loginPassword: SEED.member[1],
    });
    expect(pin.body.code).toBe(200);
  });

  const withdraw = (amount: number, pin = '246810') =>
    as('member07', '/api/cashier/withdraw/create', { accountId, amount, pin }).then((r) => r.body);

  test('a second account must be in the same real name; the bank name check refuses others', async () => {
    const other = await as('member07', '/api/cashier/account/add', {
      kind: 'bank',
      bankCode: 'VCB',
      number: '0011223344',
      holder: 'Someone Else',
    });
    expect(other.body.code).toBe(2009);
    const same = await as('member07', '/api/cashier/account/add', {
      kind: 'bank',
      bankCode: 'VCB',
      number: '0011223344',
      holder: 'VAN  NAM',
    });
    expect(same.body.code).toBe(200);
    const bank = await as('member01', '/api/cashier/account/add', {
      kind: 'bank',
      bankCode: 'VCB',
      number: '9990001111',
      holder: 'Minh Anh',
    });
    expect(bank.body.code).toBe(2009);
  });

  test('a wrong PIN moves nothing', async () => {
    const before = balanceOf('member07');
    expect((await withdraw(100_000, '000000')).code).toBe(2010);
    expect(balanceOf('member07')).toBe(before);
  });

  test('pending holds the money; cancel returns it once', async () => {
    const before = balanceOf('member07');
    const w = await withdraw(100_000);
    expect(w.data.status).toBe('pending');
    expect(balanceOf('member07')).toBe(before - 100_000);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        as('member07', '/api/cashier/withdraw/cancel', { id: w.data.id }),
      ),
    );
    expect(cancels.filter((c) => c.body.code === 200)).toHaveLength(1);
    expect(cancels.filter((c) => c.body.code === 2011)).toHaveLength(4);
    expect(balanceOf('member07')).toBe(before);
  });

  test('approve → processing → paid; reject returns the money with the reason', async () => {
    const admin = await login(api, ...SEED.admin);
    const a = await withdraw(100_000);
    // the review queue names the member and the currency (a console serves both markets)
    const queue = await call(api, '/api/operator/withdrawals', { token: admin });
    expect(queue.body.data.find((w: { id: number }) => w.id === a.data.id)).toMatchObject({
      userName: 'member07',
      currency: 'VND',
      status: 'pending',
    });
    const approved = await call(api, '/api/operator/withdrawals/approve', {
      token: admin,
      body: { id: a.data.id },
    });
    expect(approved.body.data.status).toBe('processing');
    expect(
      (await as('member07', '/api/cashier/withdraw/cancel', { id: a.data.id })).body.code,
    ).toBe(2011);
    const list = await as('member07', '/api/cashier/history?type=withdrawal');
    expect(
      list.body.data.records.find((r: { id: string }) => r.id === `W${a.data.id}`).status,
    ).toBe('paid');
    const before = balanceOf('member07');
    const b = await withdraw(100_000);
    const rejected = await call(api, '/api/operator/withdrawals/reject', {
      token: admin,
      body: { id: b.data.id, reason: 'Tài khoản bị khoá' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Tài khoản bị khoá' });
    expect(balanceOf('member07')).toBe(before);
    const member = await call(api, '/api/operator/withdrawals', { token: tokens.member07 });
    expect(member.body.code).toBe(403001);
  });

  test("today's amount and count limits refuse with what is left", async () => {
    const info = (await as('member07', '/api/cashier/withdraw/info')).body.data;
    const over = await withdraw(info.daily.amountLeft + 100_000);
    expect(over.code).toBe(2007);
    expect(over.data).toMatchObject({ kind: 'amount', remaining: info.daily.amountLeft });
    const left = (await as('member07', '/api/cashier/withdraw/info')).body.data.daily.countLeft;
    for (let i = 0; i < left; i += 1) expect((await withdraw(100_000)).code).toBe(200);
    const before = balanceOf('member07');
    expect((await withdraw(100_000)).data).toMatchObject({ kind: 'count', limit: 3 });
    expect(balanceOf('member07')).toBe(before);
  });

  test('the withdrawable amount honours the turnover bonuses still require', async () => {
    const ctx = s.sb.ctx;
    const user = userByName(ctx.db, 'member01')!;
    const balance = 1_000_000;
    setBalance(s, 'member01', balance);
    changeBalance(ctx, user.id, 100_000, 'activity', 'activity:1');
    changeBalance(ctx, user.id, -50_000, 'bet', 'order:1');
    const info = (await as('member01', '/api/cashier/withdraw/info')).body.data;
    expect(info.remainingTurnover).toBe(300_000 - 50_000);
    expect(info.withdrawable).toBe(balance + 50_000 - 250_000);
  });
});

describe('history', () => {
  test('one list of deposits, withdrawals and other movements, filtered by type and status', async () => {
    const all = (await as('member01', '/api/cashier/history?size=100')).body.data;
    const types = new Set(all.records.map((r: { type: string }) => r.type));
    expect(types).toEqual(new Set(['deposit', 'bonus', 'bet']));
    const done = (await as('member01', '/api/cashier/history?type=deposit&status=completed')).body
      .data;
    expect(done.records.length).toBeGreaterThan(0);
    expect(done.records.every((r: { status: string }) => r.status === 'completed')).toBe(true);
    const detail = (await as('member01', `/api/cashier/history/detail?id=${done.records[0].id}`))
      .body.data;
    expect(detail.deposit.reference).toBe(done.records[0].reference);
    expect(detail.timeline.map((t: { to: string }) => t.to)).toEqual(['pending', 'completed']);
    const other = await as('member05', `/api/cashier/history/detail?id=${done.records[0].id}`);
    expect(other.body.code).toBe(404001);
  });
});
