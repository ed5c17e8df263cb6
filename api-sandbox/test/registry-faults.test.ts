import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';

let s: Started;
let api: string;
let provider: string;

beforeAll(async () => {
  s = await start({ REMOTE_BASE_SPORTS: 'http://127.0.0.1:5001/' });
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
});
afterAll(async () => {
  await s.stop();
});
afterEach(async () => {
  await call(api, '/__admin/faults', { method: 'DELETE' });
});

describe('remote registry', () => {
  test('GET is unauthenticated, no-cache, env-based', async () => {
    const r = await call(api, '/api/platform/registry');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.body.code).toBe(200);
    const reg = r.body.data;
    expect(reg.version).toBe(1);
    expect(reg.remotes.map((x: { id: string }) => x.id)).toEqual([
      'sports',
      'live',
      'activities',
      'account',
    ]);
    expect(reg.remotes[0].manifest).toBe('http://127.0.0.1:5001/mf-manifest.json');
    expect(reg.remotes[1].manifest).toBe('http://127.0.0.1:3002/mf-manifest.json');
    expect(reg.remotes[3].paths).toContain('/superadmincenter');
    expect(reg.activities.luckyWheel).toBe(true);
  });

  test('PUT: member and anchor are forbidden, super admin replaces, bad shapes are rejected', async () => {
    const current = (await call(api, '/api/platform/registry')).body.data;
    const next = {
      ...current,
      version: 2,
      activities: { ...current.activities, luckyWheel: false },
    };
    for (const pair of [SEED.member, SEED.anchor]) {
      const token = await login(api, pair[0], pair[1]);
      const r = await call(api, '/api/platform/registry', { method: 'PUT', token, body: next });
      expect(r.body.code).toBe(403001);
    }
    expect(
      (await call(api, '/api/platform/registry', { method: 'PUT', body: next })).body.code,
    ).toBe(401001);
    const admin = await login(api, ...SEED.admin);
    const bad = [
      { ...next, version: 0 },
      { ...next, remotes: 'x' },
      { ...next, remotes: [{ ...current.remotes[0], manifest: 'ftp://x' }] },
      { ...next, remotes: [current.remotes[0], current.remotes[0]] },
      { ...next, remotes: [{ ...current.remotes[0], paths: ['sports'] }] },
      { ...next, activities: { luckyWheel: 'yes' } },
      { ...next, extra: 1 },
    ];
    for (const body of bad) {
      const r = await call(api, '/api/platform/registry', { method: 'PUT', token: admin, body });
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(1000);
    }
    const ok = await call(api, '/api/platform/registry', {
      method: 'PUT',
      token: admin,
      body: next,
    });
    expect(ok.body.code).toBe(200);
    const after = await call(api, '/api/platform/registry');
    expect(after.body.data.version).toBe(2);
    expect(after.body.data.activities.luckyWheel).toBe(false);
  });

  test('admin PUT without auth uses the same validation', async () => {
    const current = (await call(api, '/api/platform/registry')).body.data;
    expect(
      (await call(api, '/__admin/registry', { method: 'PUT', body: { version: 1 } })).body.code,
    ).toBe(1000);
    const r = await call(api, '/__admin/registry', {
      method: 'PUT',
      body: { ...current, version: 3 },
    });
    expect(r.body.code).toBe(200);
    expect((await call(api, '/__admin/state')).body.data.registry.version).toBe(3);
  });
});

describe('fault switches', () => {
  test('site maintenance', async () => {
    const start = Date.now() - 1000;
    const end = Date.now() + 3_600_000;
    await call(api, '/__admin/faults', {
      body: {
        siteMaintenance: {
          on: true,
          title: 'Bảo trì',
          content: 'Nâng cấp',
          startTime: start,
          endTime: end,
        },
      },
    });
    const r = await call(api, '/api/operation/siteMain/queryDetail', { body: { point: '0' } });
    expect(r.body.data).toMatchObject({
      status: '1',
      point: '0',
      title: 'Bảo trì',
      content: 'Nâng cấp',
    });
    expect(r.body.data.startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  test('sports maintenance: statistics answer code 8 with [start-end]', async () => {
    const g = await call(api, '/api/game/sports/token/guest', { body: {} });
    await call(api, '/__admin/faults', {
      body: { sportsMaintenance: { on: true, start: 1000, end: 2000 } },
    });
    const r = await call(provider, '/v1/match/statistical', {
      body: {},
      headers: { Authorization: g.body.data.token },
    });
    expect(r.body.code).toBe(8);
    expect(r.body.msg).toContain('[1000-2000]');
  });

  test('lobby and game maintenance windows show in the slot list', async () => {
    await call(api, '/__admin/faults', {
      body: {
        lobbyMaintenance: { lobbyId: 1001102, start: 1, end: 9e12 },
        gameMaintenance: { gameId: 1001104101, start: 1, end: 9e12 },
      },
    });
    const slots = (await call(api, '/api/game/home/slot/list/', { body: {} })).body.data;
    const lobby = slots.find((l: { id: number }) => l.id === 1001102);
    expect(lobby).toMatchObject({ isMaintain: 1, startTimestamp: 1, endTimestamp: 9e12 });
    const game = slots.find((l: { id: number }) => l.id === 1001104).gameList[0];
    expect(game).toMatchObject({ id: 1001104101, isMaintain: 1 });
  });

  test('expire sessions', async () => {
    const token = await login(api, ...SEED.member);
    expect((await call(api, '/api/member/get', { token })).body.code).toBe(200);
    await call(api, '/__admin/faults', { body: { expireSessions: true } });
    expect((await call(api, '/api/member/get', { token })).body.code).toBe(401001);
  });

  test('slow, fail (status and code), malformed, then DELETE clears', async () => {
    await call(api, '/__admin/faults', {
      body: { slow: { path: '/api/user/countrycode/list', ms: 300 } },
    });
    const t0 = Date.now();
    await call(api, '/api/user/countrycode/list');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);

    await call(api, '/__admin/faults', {
      body: { fail: { path: '/api/user/home/bar/list', status: 503 } },
    });
    expect((await call(api, '/api/user/home/bar/list')).status).toBe(503);
    await call(api, '/__admin/faults', {
      body: { fail: { path: '/api/user/home/bar/list', code: 1009000043 } },
    });
    const coded = await call(api, '/api/user/home/bar/list');
    expect(coded.status).toBe(200);
    expect(coded.body.code).toBe(1009000043);

    await call(api, '/__admin/faults', { body: { malformed: { path: '/v1/match/*' } } });
    const g = await call(api, '/api/game/sports/token/guest', { body: {} });
    const m = await call(provider, '/v1/match/getList', {
      body: {},
      headers: { Authorization: g.body.data.token },
    });
    expect(typeof m.body).toBe('string');
    expect(() => JSON.parse(m.body)).toThrow();

    const state = (await call(api, '/__admin/state')).body.data;
    expect(state.faults.fail).toHaveLength(1);
    await call(api, '/__admin/faults', { method: 'DELETE' });
    expect((await call(api, '/api/user/home/bar/list')).body.code).toBe(200);
    const again = await call(provider, '/v1/match/getList', {
      body: {},
      headers: { Authorization: g.body.data.token },
    });
    expect(again.body.code).toBe(0);
  });

  test('unknown fault is rejected', async () => {
    expect((await call(api, '/__admin/faults', { body: { explode: true } })).body.code).toBe(1000);
  });

  test('reset reseeds', async () => {
    const token = await login(api, ...SEED.member);
    expect((await call(api, '/__admin/reset', { body: {} })).body.data).toBe(true);
    expect((await call(api, '/api/member/get', { token })).body.code).toBe(401001);
    expect((await call(api, '/api/platform/registry')).body.data.version).toBe(1);
  });
});
