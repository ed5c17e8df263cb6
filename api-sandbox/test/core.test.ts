import CryptoJS from 'crypto-js';
import { DEV_DOMAIN_AES_KEY } from '../src/config';
import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';

let s: Started;
let api: string;
let provider: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
});
afterAll(async () => {
  await s.stop();
});

describe('auth and member', () => {
  test('login, user info, wallet, logout', async () => {
    const r = await call(api, '/api/user/auth/account-login/v2', {
      body: { userName: 'member01', password: 'Member@123' },
      headers: { deviceNo: 'PC-WIN-1700000000-abc123-0a1b2c3d' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, msg: 'success' });
    expect(r.body.data).toMatchObject({
      loginState: 0,
      state: null,
      mobileArea: '84',
      deviceId: 'PC-WIN-1700000000-abc123-0a1b2c3d',
      userName: 'member01',
    });
    const token = r.body.data.accessToken as string;
    expect(token).toMatch(/^[0-9a-f]{48}$/);

    const me = await call(api, '/api/member/get', { token, headers: { Username: 'member01' } });
    expect(me.body.code).toBe(200);
    expect(me.body.data).toMatchObject({
      userName: 'member01',
      regCurrency: 'VND',
      role: 'member',
      vipLevel: 3,
    });
    expect(typeof me.body.data.avatar).toBe('string');
    expect(me.body.data.mobile).toContain('*');

    // Raw token without "Bearer " is accepted too.
    const raw = await call(api, '/api/member/get', { headers: { Authorization: token } });
    expect(raw.body.code).toBe(200);

    const w = await call(api, '/api/fund/wallet/member/local', { token, body: {} });
    expect(w.body.data).toEqual({ memberWallet: { balance: 5_000_000, currency: 'VND' } });

    const out = await call(api, '/api/user/auth/logout', { token, body: {} });
    expect(out.body.code).toBe(200);
    const after = await call(api, '/api/member/get', { token });
    expect(after.body).toEqual({ code: 401001, msg: 'Login expired', data: null });
  });

  test('wrong password and unknown user answer 1001 with HTTP 200', async () => {
    for (const body of [
      { userName: 'member01', password: 'nope' },
      { userName: 'ghost', password: 'Member@123' },
    ]) {
      const r = await call(api, '/api/user/auth/account-login/v2', { body });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ code: 1001, msg: 'Incorrect user name or password', data: null });
    }
  });

  test('bad input answers 1000, never a stack trace', async () => {
    const r = await call(api, '/api/user/auth/account-login/v2', { body: { userName: 5 } });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(1000);
    expect(r.body.msg).toMatch(/^Illegal input/);
    const bad = await fetch(`${api}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  test('missing, unknown or mismatched token answers 401001', async () => {
    expect((await call(api, '/api/member/get')).body.code).toBe(401001);
    expect((await call(api, '/api/member/get', { token: 'deadbeef' })).body.code).toBe(401001);
    const token = await login(api, ...SEED.member);
    const r = await call(api, '/api/member/get', { token, headers: { Username: 'anchor01' } });
    expect(r.body.code).toBe(401001);
  });

  test('each seed user logs in with its role', async () => {
    for (const [pair, role] of [
      [SEED.member, 'member'],
      [SEED.anchor, 'anchor'],
      [SEED.admin, 'superAdmin'],
    ] as const) {
      const token = await login(api, pair[0], pair[1]);
      const me = await call(api, '/api/member/get', { token });
      expect(me.body.data.role).toBe(role);
    }
  });
});

describe('content', () => {
  test('stream list: 12 streams in insertion order, several live, sandbox covers', async () => {
    const r = await call(api, '/api/live/stream/list', { body: { current: 1, size: 999 } });
    const { records, total, current, size } = r.body.data;
    expect({ total, current, size }).toEqual({ total: 12, current: 1, size: 999 });
    expect(records.map((x: { id: number }) => x.id)).toEqual(
      [...Array(12).keys()].map((i) => i + 1),
    );
    expect(records.filter((x: { status: number }) => x.status === 2).length).toBeGreaterThanOrEqual(
      4,
    );
    const first = records[0];
    expect(first).toMatchObject({ status: 2, sportId: 1 });
    expect(first.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'anchorId',
        'anchorName',
        'anchorAvatar',
        'cover',
        'viewers',
        'matchId',
      ]),
    );
    const img = await fetch(first.cover);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(await img.text()).toContain('<svg');
  });

  test('advertise list', async () => {
    const r = await call(api, '/api/promotion/advertise/list?tenantId=1');
    expect(r.body.data).toHaveLength(8);
    expect(r.body.data[0]).toMatchObject({ link: '/luckyWheel', sort: 1 });
    expect(r.body.data[0].imageUrl).toMatch(/\/media\/banners\/1\.svg$/);
    const popups = await call(api, '/api/promotion/advertise/list/type?type=2');
    expect(popups.body.data.every((a: { type: number }) => a.type === 2)).toBe(true);
  });

  test('country codes, home bar, slot list with hot games of lobby 1001104', async () => {
    const c = await call(api, '/api/user/countrycode/list');
    expect(c.body.data[0]).toMatchObject({ countryCode: 'VN', phoneCode: '84' });
    const bars = await call(api, '/api/user/home/bar/list');
    expect(bars.body.data.length).toBeGreaterThan(4);
    const slots = await call(api, '/api/game/home/slot/list/', { body: {} });
    const lobby = slots.body.data.find((l: { id: number }) => l.id === 1001104);
    expect(lobby.gameList.length).toBeGreaterThan(4);
    expect(
      lobby.gameList.filter((g: { isHotGame: number }) => g.isHotGame === 0).length,
    ).toBeGreaterThanOrEqual(4);
    const sportsLobby = slots.body.data.find((l: { id: number }) => l.id === 1001101);
    expect(sportsLobby.gameList[0].id).toBe(1001101101);
  });

  test('maintenance notice is off by default', async () => {
    const r = await call(api, '/api/operation/siteMain/queryDetail', { body: { point: '0' } });
    expect(r.body.data).toMatchObject({ status: '0' });
  });

  test('dynamic domains decrypt with crypto-js and the dev key', async () => {
    const r = await call(api, '/api/platform/domains');
    const list = JSON.parse(
      CryptoJS.AES.decrypt(r.body.data, DEV_DOMAIN_AES_KEY).toString(CryptoJS.enc.Utf8),
    );
    expect(list[0]).toBe(api);
    const stat = JSON.parse(
      CryptoJS.AES.decrypt(r.body.staticList, DEV_DOMAIN_AES_KEY).toString(CryptoJS.enc.Utf8),
    );
    expect(Array.isArray(stat)).toBe(true);
  });

  test('CORS preflight allows the client headers from any origin', async () => {
    const res = await fetch(`${api}/api/member/get`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,username,deviceno,idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    );
  });
});

describe('sportsbook provider', () => {
  test('logged-in and guest sports tokens point at the provider', async () => {
    const token = await login(api, ...SEED.member);
    const u = await call(api, '/api/game/sports/token', { token, body: {} });
    expect(u.body.data).toMatchObject({ apiServerAddress: provider, pcAddress: provider });
    expect(u.body.data.pushServerAddress).toMatch(/^ws:/);
    expect(typeof u.body.data.virtualAddress).toBe('string');
    const g = await call(api, '/api/game/sports/token/guest', { body: {} });
    expect(g.body.data.token).toMatch(/^fbg_/);
    expect((await call(api, '/api/game/sports/token', { body: {} })).body.code).toBe(401001);
  });

  test('getList by type with the provider envelope and match fields', async () => {
    const g = await call(api, '/api/game/sports/token/guest', { body: {} });
    const pt = g.body.data.token as string;
    const base = {
      current: 1,
      size: 50,
      sportId: 1,
      oddsType: 1,
      orderBy: 0,
      isPC: true,
      languageType: 'ENG',
      oddsChange: 1,
      currencyId: 1000,
    };
    const live = await call(provider, '/v1/match/getList', {
      body: { ...base, type: 1 },
      headers: { Authorization: pt },
    });
    expect(live.body).toMatchObject({ success: true, code: 0, msg: 'success' });
    const recs = live.body.data.records;
    expect(recs.length).toBeGreaterThan(2);
    for (const m of recs) expect([2, 5, 8]).toContain(m.ms);
    const m = recs.find((x: { ms: number }) => x.ms === 5);
    expect(m).toMatchObject({ sid: 1, lg: { id: expect.any(Number), na: expect.any(String) } });
    expect(m.ts).toHaveLength(2);
    expect(m.mc).toMatchObject({ r: true });
    expect(m.nsg[0].sc).toHaveLength(2);
    expect(m.mg[0]).toMatchObject({ mty: expect.any(Number), pe: expect.any(Number) });
    expect(m.mg[0].mks[0].op[0].od).toBeGreaterThan(1);

    for (const type of [3, 4, 7]) {
      const r = await call(provider, '/v1/match/getList', {
        body: { ...base, type },
        headers: { Authorization: pt },
      });
      expect(r.body.data.records.length).toBeGreaterThan(0);
    }
    const champ = await call(provider, '/v1/match/getList', {
      body: { ...base, type: 7 },
      headers: { Authorization: pt },
    });
    expect(champ.body.data.records[0].mg[0].mks[0].op.length).toBeGreaterThan(3);
  });

  test('statistics cover all 18 sport ids', async () => {
    const g = await call(api, '/api/game/sports/token/guest', { body: {} });
    const r = await call(provider, '/v1/match/statistical', {
      body: {},
      headers: { Authorization: g.body.data.token },
    });
    const live = r.body.data.sl.find((x: { ty: number }) => x.ty === 1);
    const sids = live.ssl
      .filter((x: { c: number }) => x.c > 0)
      .map((x: { sid: number }) => x.sid)
      .sort((a: number, b: number) => a - b);
    expect(sids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 15, 16, 19, 47, 51, 100, 177, 178]);
  });

  test('missing or expired provider token answers 14010 with HTTP 200', async () => {
    const r = await call(provider, '/v1/match/getList', { body: { type: 1 } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, code: 14010, msg: 'token expired' });
    const g = await call(api, '/api/game/sports/token/guest', { body: {} });
    const pt = g.body.data.token as string;
    expect(
      (
        await call(provider, '/v1/match/getList', {
          body: { type: 1 },
          headers: { Authorization: pt },
        })
      ).body.code,
    ).toBe(0);
    await call(api, '/__admin/faults', { body: { expireProviderTokens: true } });
    expect(
      (
        await call(provider, '/v1/match/getList', {
          body: { type: 1 },
          headers: { Authorization: pt },
        })
      ).body.code,
    ).toBe(14010);
  });
});
