import type { Started } from './helpers';
import { ADULT, SEED, call, login, start } from './helpers';

// Issue 49 #5: a new account cannot farm bonuses without a deposit. Invite awards wait for the
// invitee's first qualifying deposit or turnover; the new-member gift pack is once per verified
// phone (not per deviceNo header); wheel spins and sign-ins follow the responsible-gambling state.
let s: Started;
let api: string;
const EN = { Language: 'en' };

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
const register = async (userName: string, headers: Record<string, string> = {}, inviteCode = '') =>
  (
    await call(api, '/api/user/auth/account-register', {
      body: { userName, password: 'Farm@1234', birthDate: ADULT, inviteCode },
      headers,
    })
  ).body.data.accessToken as string;

describe('invite awards wait for a qualifying deposit or turnover', () => {
  test('three self-registered invitees earn nothing; one who deposits earns one award', async () => {
    const farmer = await register('farmer01');
    const code = (await call(api, '/api/member/invite/generateReferralCode', { token: farmer }))
      .body.data.inviteCode;
    for (const n of ['sock01', 'sock02', 'sock03']) await register(n, {}, code);
    const info = await call(api, '/api/member/invite/queryInviteInfo', { token: farmer });
    expect(info.body.data).toMatchObject({ inviteCount: 3, totalAward: 0, pendingCount: 3 });
    expect(info.body.data.invitees.every((i: { qualified: boolean }) => !i.qualified)).toBe(true);
    const draw = () =>
      call(api, '/api/member/invite/drawAward', { token: farmer, body: {}, headers: EN });
    const refused = await draw();
    expect(refused.body).toMatchObject({
      code: 1009000043,
      msg: 'Your invitees have not made a qualifying first deposit or turnover yet',
    });
    expect(balanceOf('farmer01')).toBe(0);

    // sock01 makes a first deposit of 200,000 (the first tier of queryInviteDepConfig)
    const deposit = (body: unknown) => call(api, '/__admin/deposit', { body });
    expect((await deposit({ userName: 'sock01', amount: 200.5 })).body.code).not.toBe(200);
    expect((await deposit({ userName: 'nobody-here', amount: 200_000 })).body.code).not.toBe(200);
    expect(balanceOf('sock01')).toBe(0);
    expect((await deposit({ userName: 'sock01', amount: 200_000 })).body).toMatchObject({
      code: 200,
      data: { balance: 200_000 },
    });
    expect(balanceOf('sock01')).toBe(200_000);
    const drawn = await draw();
    expect(drawn.body).toMatchObject({ code: 200, data: { amount: 38_000 } });
    const again = await draw();
    expect(again.body.code).toBe(1009000043);
    expect(balanceOf('farmer01')).toBe(38_000);
  });
});

describe('one new-member gift pack per verified phone', () => {
  const claim = (token: string, deviceNo: string) =>
    call(api, '/api/promotion/activity/claim', {
      token,
      body: { activityId: 3 },
      headers: { deviceNo, ...EN },
    });

  test('an account without a verified phone is told to verify it first', async () => {
    const t = await register('nophone01', { deviceNo: 'dev-np-1' });
    const r = await claim(t, 'dev-np-1');
    expect(r.body).toMatchObject({
      code: 1009000043,
      msg: 'Verify your phone number to claim the new-member gift pack',
    });
    const open = await call(api, '/api/promotion/activity/newMemberGiftPack/isOpen', {
      token: t,
      body: {},
    });
    expect(open.body.data).toMatchObject({ status: 1, pendingReason: 'verify-phone' });
    expect(balanceOf('nophone01')).toBe(0);
  });

  test('rotating deviceNo does not give the same phone a second pack', async () => {
    const first = await register('phone01', { deviceNo: 'dev-a' });
    db()
      .prepare(
        "UPDATE users SET mobile = '988000001', mobile_area = '84' WHERE user_name = 'phone01'",
      )
      .run();
    expect((await claim(first, 'dev-a')).body.code).toBe(200);
    // the number moves to another account (the first one is closed), from a new device
    db().prepare("UPDATE users SET mobile = NULL WHERE user_name = 'phone01'").run();
    const second = await register('phone02', { deviceNo: 'dev-b' });
    db()
      .prepare(
        "UPDATE users SET mobile = '988000001', mobile_area = '84' WHERE user_name = 'phone02'",
      )
      .run();
    const r = await claim(second, 'dev-b-rotated');
    expect(r.body).toMatchObject({
      code: 2002,
      msg: 'The new-member gift pack was already claimed with this phone number',
    });
    expect(balanceOf('phone02')).toBe(0);
  });
});

describe('spins and sign-ins follow the responsible-gambling state', () => {
  test('during a time-out the wheel and the sign-in answer 2004, nothing is credited', async () => {
    const t = await login(api, 'member06', SEED.member[1]);
    await call(api, '/api/member/rg/exclusion', { token: t, body: { period: '24h' } });
    const before = balanceOf('member06');
    const spin = await call(api, '/api/promotion/activity/turntable/prize/get', { token: t });
    const sign = await call(api, '/api/promotion/activity/claim', {
      token: t,
      body: { activityId: 4 },
    });
    expect(spin.body.code).toBe(2004);
    expect(sign.body.code).toBe(2004);
    expect(balanceOf('member06')).toBe(before);
  });
});
