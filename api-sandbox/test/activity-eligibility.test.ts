import type { Started } from './helpers';
import { ADULT, SEED, call, login, start } from './helpers';

// Issue 53 #4 "Eligibility": every gift page is its own activity with its own rules (who may
// claim, when, how often), enforced here; the new-member gift pack (activity 3, SPEC §2) goes to
// new members only, once, whichever page asks. Claims move money: atomic, idempotent, integers,
// and a refusal never moves any.

let s: Started;
let api: string;
const DAY = 86_400_000;
const GIFT_PACK = 3;
const GIFT_BOX = 7;
const NEW_PERSON_BOX = 8;
const CHRISTMAS = 16;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

const db = () => s.sb.ctx.db;
const balanceOf = (name: string) =>
  (db().prepare('SELECT balance FROM users WHERE user_name = ?').get(name) as { balance: number })
    .balance;
const ledgerRows = (name: string) =>
  (
    db()
      .prepare(
        "SELECT COUNT(*) AS n FROM wallet_ledger l JOIN users u ON u.id = l.user_id WHERE u.user_name = ? AND l.kind = 'activity'",
      )
      .get(name) as { n: number }
  ).n;
const claim = (token: string, activityId: number, key?: string) =>
  call(api, '/api/promotion/activity/claim', {
    token,
    body: { activityId },
    headers: { deviceNo: `dev-${token.slice(0, 8)}`, ...(key ? { 'Idempotency-Key': key } : {}) },
  });
const eligibility = async (token: string, activityId: number) =>
  (await call(api, `/api/promotion/activity/eligibility?activityId=${activityId}`, { token })).body
    .data;

let phones = 0;
/** A member registered just now, with a verified phone (the gift pack's once-per-person rule). */
async function freshMember(userName: string): Promise<string> {
  const r = await call(api, '/api/user/auth/account-register', {
    body: { userName, password: 'Fresh@1234', birthDate: ADULT },
    headers: { deviceNo: `reg-${userName}` },
  });
  phones += 1;
  db()
    .prepare("UPDATE users SET mobile = ?, mobile_area = '84' WHERE user_name = ?")
    .run(`97700${String(phones).padStart(4, '0')}`, userName);
  return r.body.data.accessToken as string;
}

describe('who may claim', () => {
  test('member01 (VIP 3, joined 90 days ago) gets no new-member gift from any page, and no money', async () => {
    const token = await login(api, SEED.member[0], SEED.member[1]);
    const before = balanceOf('member01');
    for (const id of [GIFT_PACK, NEW_PERSON_BOX]) {
      const r = await claim(token, id);
      expect(r.body).toMatchObject({ code: 2013, data: { reason: 'new-members-only', days: 7 } });
      expect(await eligibility(token, id)).toMatchObject({
        eligible: false,
        refusal: { reason: 'new-members-only', days: 7 },
      });
    }
    const open = await call(api, '/api/promotion/activity/newMemberGiftPack/isOpen', {
      token,
      body: {},
    });
    expect(open.body.data).toMatchObject({ status: 0 });
    expect(balanceOf('member01')).toBe(before);
    expect(ledgerRows('member01')).toBe(0);
  });

  test('a VIP range refuses the levels outside it, with the range and the level', async () => {
    // Christmas is for VIP 5–11; it may be out of its window on the day the test runs
    const token = await login(api, SEED.member[0], SEED.member[1]);
    const now = s.sb.ctx.clock.now();
    const year = new Date(now + 7 * 3_600_000).getUTCFullYear();
    const dec5 = Date.parse(`${year}-12-05T12:00:00+07:00`);
    if (dec5 > now) await call(api, '/__admin/clock', { body: { advanceMs: dec5 - now } });
    const r = await claim(token, CHRISTMAS);
    expect(r.body).toMatchObject({
      code: 2013,
      data: { reason: 'vip-range', vipMin: 5, vipMax: 11, vipLevel: 3 },
    });
    db().prepare("UPDATE users SET vip_level = 6 WHERE user_name = 'member01'").run();
    const before = balanceOf('member01');
    expect((await claim(token, CHRISTMAS)).body).toMatchObject({
      code: 200,
      data: { amount: 128_000 },
    });
    expect(balanceOf('member01')).toBe(before + 128_000);
    db().prepare("UPDATE users SET vip_level = 3 WHERE user_name = 'member01'").run();
  });

  test('a fresh member claims the new-member pack once; the second claim is refused', async () => {
    const token = await freshMember('fresh01');
    expect(await eligibility(token, GIFT_PACK)).toMatchObject({ eligible: true, amount: 88_000 });
    const first = await claim(token, GIFT_PACK);
    expect(first.body).toMatchObject({ code: 200, data: { amount: 88_000, balance: 88_000 } });
    const second = await claim(token, GIFT_PACK);
    expect(second.body).toMatchObject({
      code: 2002,
      data: { reason: 'claimed', frequency: 'once' },
    });
    expect(await eligibility(token, GIFT_PACK)).toMatchObject({ eligible: false, claimed: true });
    expect(balanceOf('fresh01')).toBe(88_000);
    // the new-player gift box is another activity with its own once
    expect((await claim(token, NEW_PERSON_BOX)).body).toMatchObject({ code: 200 });
    expect((await claim(token, NEW_PERSON_BOX)).body.code).toBe(2002);
    expect(balanceOf('fresh01')).toBe(88_000 + 38_000);
  });

  test('past its first 7 days an account is no longer a new member', async () => {
    await freshMember('fresh02');
    await call(api, '/__admin/clock', { body: { advanceMs: 7 * DAY + 60_000 } });
    // the registration's session has lapsed with the week too
    const r = await claim(await login(api, 'fresh02', 'Fresh@1234'), GIFT_PACK);
    expect(r.body).toMatchObject({ code: 2013, data: { reason: 'new-members-only' } });
    expect(balanceOf('fresh02')).toBe(0);
  });
});

describe('how often', () => {
  test('a daily gift box pays once a market day, again the next day', async () => {
    const token = await freshMember('daily01');
    expect((await claim(token, GIFT_BOX)).body).toMatchObject({
      code: 200,
      data: { amount: 18_000 },
    });
    expect((await claim(token, GIFT_BOX)).body).toMatchObject({
      code: 2002,
      data: { reason: 'claimed', frequency: 'daily' },
    });
    await call(api, '/__admin/clock', { body: { advanceMs: DAY } });
    expect((await claim(token, GIFT_BOX)).body.code).toBe(200);
    expect(balanceOf('daily01')).toBe(36_000);
  });
});

describe('claims pay once, atomically', () => {
  test('ten concurrent claims with different keys pay once', async () => {
    const token = await freshMember('race01');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claim(token, GIFT_PACK, `race01-tap-${i}`)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 2002)).toHaveLength(9);
    expect(balanceOf('race01')).toBe(88_000);
    expect(ledgerRows('race01')).toBe(1);
  });

  test('a double tap (the same key twice, at once) is one claim, answered twice alike', async () => {
    const token = await freshMember('tap01');
    const [a, b] = await Promise.all([
      claim(token, GIFT_PACK, 'tap01-key'),
      claim(token, GIFT_PACK, 'tap01-key'),
    ]);
    expect(a.body).toMatchObject({ code: 200, data: { amount: 88_000 } });
    expect(b.body).toMatchObject({ code: 200, data: { amount: 88_000 } });
    expect(balanceOf('tap01')).toBe(88_000);
    expect(ledgerRows('tap01')).toBe(1);
  });

  test('amounts are whole minor units', async () => {
    const token = await freshMember('int01');
    const r = await claim(token, GIFT_PACK);
    expect(Number.isInteger(r.body.data.amount)).toBe(true);
    expect(Number.isInteger(r.body.data.balance)).toBe(true);
  });
});
