import type { Started } from './helpers';
import { ADULT, SEED, call, login, start } from './helpers';
import { sportsToken } from './security-helpers';

// #17 findings 2, 4 and 9: sportsbook tokens die with the session; SMS codes cannot be guessed;
// SMS sending is limited per number and per device; one new-member gift pack per device.
let s: Started;
let api: string;
let provider: string;

beforeAll(async () => {
  s = await start({ SMS_COOLDOWN_S: '0' });
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
});
afterAll(async () => {
  await s.stop();
});

const listBets = (pt: string) =>
  call(provider, '/v1/order/new/bet/list', { body: {}, headers: { Authorization: pt } });
const sendSms = (mobile: string, device = 'dev-a') =>
  call(api, '/api/user/auth/sms/send', {
    body: { mobile, countryCode: '84', actionType: 2 },
    headers: { deviceNo: device },
  });
const codeOf = async (mobile: string) =>
  (await call(api, `/__admin/sms-outbox?mobile=${mobile}`)).body.data[0].code as string;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sportsbook tokens are revoked with the operator session', () => {
  test('after logout the sportsbook token gets the provider auth error 14010', async () => {
    const token = await login(api, ...SEED.member);
    const pt = await sportsToken(api, token);
    expect((await listBets(pt)).body.code).toBe(0);
    await call(api, '/api/user/auth/logout', { token, body: {} });
    expect((await listBets(pt)).body).toMatchObject({ success: false, code: 14010 });
    const bet = await call(provider, '/v1/order/bet/singlePass', {
      body: { singleBetList: [{ matchId: 1, marketId: 1, optionType: 1, unitStake: 10000 }] },
      headers: { Authorization: pt },
    });
    expect(bet.body.code).toBe(14010);
  });

  test('API answers carry Cache-Control: no-store (personal data)', async () => {
    const token = await login(api, ...SEED.member);
    const me = await call(api, '/api/member/get', { token });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await listBets(await sportsToken(api, token))).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  test('every answer of both servers says X-Content-Type-Options: nosniff (issue 49 #10)', async () => {
    const answers = [
      await call(api, '/api/member/get', { token: await login(api, ...SEED.member) }),
      await call(api, '/api/user/countrycode/list'),
      await call(api, '/api/no/such/route'),
      await call(api, '/api/member/get'), // refused: not logged in
      await call(provider, '/v1/match/getList', { body: {} }),
    ];
    for (const a of answers) expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    const media = await fetch(`${api}/media/hls/index.m3u8`);
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a new login revokes the older sportsbook tokens; the live session gets a new one', async () => {
    const first = await login(api, ...SEED.member);
    const oldPt = await sportsToken(api, first);
    const second = await login(api, ...SEED.member);
    expect((await listBets(oldPt)).body.code).toBe(14010);
    // Both operator sessions are still valid: each can fetch a fresh token (the client's 14010 path).
    expect((await listBets(await sportsToken(api, second))).body.code).toBe(0);
    expect((await listBets(await sportsToken(api, first))).body.code).toBe(0);
  });
});

describe('SMS codes', () => {
  test('five wrong attempts burn the code: the sixth is refused even with the right code', async () => {
    expect((await sendSms('912000001')).body.code).toBe(200);
    const code = await codeOf('912000001');
    for (let i = 1; i <= 5; i += 1) {
      const r = await call(api, '/api/user/auth/mobile-login', {
        body: { mobile: '912000001', smsCode: wrong(code), countryCode: '84', birthDate: ADULT },
      });
      expect(r.body.code).toBe(1003);
      expect(r.body.data.attemptsLeft).toBe(5 - i);
    }
    const right = await call(api, '/api/user/auth/mobile-login', {
      body: { mobile: '912000001', smsCode: code, countryCode: '84', birthDate: ADULT },
    });
    expect(right.body.code).toBe(1003);
    expect(right.body.msg).toMatch(/new verification code/);
    expect(right.body.data?.accessToken).toBeUndefined();
  });

  test('peeking with mobile-registerCheckByCode counts as attempts too', async () => {
    await sendSms('912000002');
    const code = await codeOf('912000002');
    for (let i = 0; i < 5; i += 1)
      await call(api, `/api/user/auth/mobile-registerCheckByCode/912000002/${wrong(code)}`);
    const peek = await call(api, `/api/user/auth/mobile-registerCheckByCode/912000002/${code}`);
    expect(peek.body.code).toBe(1003);
  });

  test('a new code after a burned one works', async () => {
    await sendSms('912000001');
    const code = await codeOf('912000001');
    const r = await call(api, '/api/user/auth/mobile-login', {
      body: { mobile: '912000001', smsCode: code, countryCode: '84', birthDate: ADULT },
    });
    expect(r.body.code).toBe(200);
  });

  test('phone login of an unknown number is a sign-up: no date of birth, no account (issue 18)', async () => {
    await sendSms('912000009');
    const code = await codeOf('912000009');
    const bare = await call(api, '/api/user/auth/mobile-login', {
      body: { mobile: '912000009', smsCode: code, countryCode: '84' },
    });
    expect(bare.body.code).toBe(1006);
    const young = await call(api, '/api/user/auth/mobile-login', {
      body: { mobile: '912000009', smsCode: code, countryCode: '84', birthDate: '2015-01-01' },
    });
    expect(young.body.code).toBe(1011);
    // the code was not used up by the refusals
    const adult = await call(api, '/api/user/auth/mobile-login', {
      body: { mobile: '912000009', smsCode: code, countryCode: '84', birthDate: ADULT },
    });
    expect(adult.body.code).toBe(200);
  });

  test('rate limits: 5 codes an hour per number, 10 per device across numbers', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await sendSms('912000003', 'dev-b')).body.code).toBe(200);
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await sendSms('912000003', `dev-c${i}`)).body.code);
    expect(codes).toEqual([200, 200, 1004]);
    const pumped = [];
    for (let i = 0; i < 11; i += 1) pumped.push((await sendSms(`91300000${i}`, 'dev-d')).body);
    expect(pumped.slice(0, 10).every((b) => b.code === 200)).toBe(true);
    expect(pumped[10]).toMatchObject({ code: 1004, data: { retryAfter: expect.any(Number) } });
    expect((await sendSms('913999999', 'dev-e')).body.code).toBe(200);
  });
});

describe('new-member gift pack', () => {
  const register = (userName: string, device: string) =>
    call(api, '/api/user/auth/account-register', {
      body: { userName, password: 'Farm@1234', birthDate: ADULT },
      headers: { deviceNo: device },
    });
  const claim = (token: string, device: string) =>
    call(api, '/api/promotion/activity/claim', {
      token,
      body: { activityId: 3 },
      headers: { deviceNo: device },
    });

  test('one gift pack per device, whichever account asks', async () => {
    const a = (await register('farm0001', 'farm-dev')).body.data.accessToken;
    const b = (await register('farm0002', 'farm-dev')).body.data.accessToken;
    const c = (await register('farm0003', 'other-dev')).body.data.accessToken;
    // the gift pack needs a verified phone (issue 49 #5): give each account its own
    ['farm0001', 'farm0002', 'farm0003'].forEach((name, i) =>
      s.sb.ctx.db
        .prepare("UPDATE users SET mobile = ?, mobile_area = '84' WHERE user_name = ?")
        .run(`90000000${i}`, name),
    );
    expect((await claim(a, 'farm-dev')).body.code).toBe(200);
    expect((await claim(b, 'farm-dev')).body).toMatchObject({ code: 2002 });
    // Registered on the farm device, claiming from a new one: still the farm device's pack.
    expect((await claim(b, 'fresh-dev')).body.code).toBe(2002);
    const open = await call(api, '/api/promotion/activity/newMemberGiftPack/isOpen', {
      token: b,
      body: {},
      headers: { deviceNo: 'farm-dev' },
    });
    expect(open.body.data.status).toBe(0);
    expect((await claim(c, 'other-dev')).body.code).toBe(200);
  });
});
