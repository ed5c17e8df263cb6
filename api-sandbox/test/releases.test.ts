// Issue 47: a remote's releases — super admin only, validated, kept as a history the registry
// follows, rolled back to the previous release, and each change an audit row.
import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';

let s: Started;
let api: string;
let admin: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  admin = await login(api, ...SEED.admin);
});
afterAll(async () => {
  await s.stop();
});
beforeEach(async () => {
  expect((await call(api, '/__admin/reset', { body: {} })).body.code).toBe(200);
  admin = await login(api, ...SEED.admin);
});

const hash = (c: string) => `sha384-${c.repeat(64)}`;
const release = (buildId: string, c = 'A') => ({
  remote: 'live',
  buildId,
  manifest: `http://127.0.0.1:3002/releases/remote-live/${buildId}/mf-manifest.json`,
  integrity: {
    'remoteEntry.js': hash(c),
    'mf-manifest.json': hash('B'),
    'app-manifest.json': hash('C'),
  },
});
const register = (body: unknown, token = admin) =>
  call(api, '/api/operator/releases', { token, body });
const list = async (token = admin) =>
  (await call(api, '/api/operator/releases?remote=live', { token })).body;
const liveEntry = async () =>
  (
    (await call(api, '/api/platform/registry')).body.data.remotes as Array<Record<string, unknown>>
  ).find((r) => r.id === 'live')!;
const auditActions = async () =>
  (
    await call(api, '/api/operator/audit/list', { token: admin, body: { current: 1, size: 20 } })
  ).body.data.records.map((r: { action: string; detail: unknown }) => [r.action, r.detail]);

describe('remote releases', () => {
  test('only a super admin lists, registers or rolls back', async () => {
    const member = await login(api, ...SEED.member);
    expect((await register(release('v1'), member)).body.code).toBe(403001);
    expect((await list(member)).code).toBe(403001);
    const rollback = await call(api, '/api/operator/releases/rollback', {
      token: member,
      body: { remote: 'live' },
    });
    expect(rollback.body.code).toBe(403001);
    expect((await register(release('v1'), '')).body.code).toBe(401001);
    expect((await list()).data.releases).toEqual([]);
  });

  test('a bad release is refused with 1000 and nothing is stored', async () => {
    const bad: unknown[] = [
      { ...release('v1'), buildId: '../etc' },
      { ...release('v1'), manifest: 'javascript:alert(1)' },
      { ...release('v1'), manifest: 'http://127.0.0.1:3002/releases/x/remoteEntry.js' },
      { ...release('v1'), integrity: { 'remoteEntry.js': 'sha256-abc' } },
      { ...release('v1'), integrity: { ...release('v1').integrity, extra: hash('D') } },
      { ...release('v1'), owner: 'me' },
    ];
    for (const body of bad) expect((await register(body)).body.code).toBe(1000);
    expect((await register({ ...release('v1'), remote: 'nowhere' })).body.code).toBe(404001);
    expect((await list()).data.releases).toEqual([]);
  });

  test('a release becomes current, the registry entry follows it, a build id is registered once', async () => {
    const before = await liveEntry();
    expect(before.release).toBeUndefined();
    expect((await register(release('v1'))).body.code).toBe(200);
    const v2 = await register(release('v2', 'Z'));
    expect(v2.body.data).toMatchObject({ remote: 'live', current: 'v2' });
    expect(v2.body.data.releases.map((r: { buildId: string }) => r.buildId)).toEqual(['v2', 'v1']);
    expect(v2.body.data.releases[0]).toMatchObject({ releasedBy: 'admin01', current: true });
    const entry = await liveEntry();
    expect(entry).toMatchObject({
      manifest: release('v2').manifest,
      release: 'v2',
      integrity: release('v2', 'Z').integrity,
      paths: before.paths,
    });
    const again = await register(release('v2', 'Q'));
    expect(again.body.code).toBe(1000);
    expect((await liveEntry()).integrity).toEqual(release('v2', 'Z').integrity);
  });

  test('a rollback points back at the previous release; with none before it, it is refused', async () => {
    await register(release('v1'));
    await register(release('v2'));
    const back = await call(api, '/api/operator/releases/rollback', {
      token: admin,
      body: { remote: 'live' },
    });
    expect(back.body.data.current).toBe('v1');
    expect((await liveEntry()).release).toBe('v1');
    const none = await call(api, '/api/operator/releases/rollback', {
      token: admin,
      body: { remote: 'live' },
    });
    expect(none.body.code).toBe(1000);
    const on = await call(api, '/api/operator/releases/activate', {
      token: admin,
      body: { remote: 'live', buildId: 'v2' },
    });
    expect(on.body.data.current).toBe('v2');
    const missing = await call(api, '/api/operator/releases/activate', {
      token: admin,
      body: { remote: 'live', buildId: 'v9' },
    });
    expect(missing.body.code).toBe(404001);
  });

  test('each change is an audit row', async () => {
    await register(release('v1'));
    await register(release('v2'));
    await call(api, '/api/operator/releases/rollback', { token: admin, body: { remote: 'live' } });
    expect((await auditActions()).slice(0, 3)).toEqual([
      ['release.rollback', { remote: 'live', from: 'v2', to: 'v1' }],
      ['release.register', { remote: 'live', buildId: 'v2' }],
      ['release.register', { remote: 'live', buildId: 'v1' }],
    ]);
  });

  test('a registry save keeps the release: the entry is still served from it', async () => {
    await register(release('v1'));
    const registry = (await call(api, '/api/platform/registry')).body.data;
    const saved = await call(api, '/api/platform/registry', {
      method: 'PUT',
      token: admin,
      body: registry,
    });
    expect(saved.body.code).toBe(200);
    expect((await liveEntry()).release).toBe('v1');
  });

  test('the test-only /__admin/releases forgets them: the registry manifest is served again', async () => {
    const before = await liveEntry();
    await register(release('v1'));
    expect((await call(api, '/__admin/releases', { method: 'DELETE' })).body.code).toBe(200);
    expect(await liveEntry()).toEqual(before);
    expect((await list()).data.releases).toEqual([]);
  });

  test('a release whose error rate is well above the previous one is flagged', async () => {
    await register(release('v1'));
    await register(release('v2'));
    const now = Date.now();
    const insertLoad = s.sb.ctx.db.prepare(
      `INSERT INTO telemetry_loads (page, received_at, app, build, host_build, route) VALUES (?, ?, 'live', ?, 'h', '/')`,
    );
    const insertError = s.sb.ctx.db.prepare(
      `INSERT INTO telemetry_errors (received_at, page, app, build, host_build, kind, fingerprint,
         message, route, language, market, device)
       VALUES (?, ?, 'live', 'v2', 'h', 'error', 'f1', 'boom', '/anchorPlay', 'en', 'vietnam', 'phone')`,
    );
    for (let i = 0; i < 10; i += 1) insertLoad.run(`p1-${i}`, now - 5000, 'v1');
    for (let i = 0; i < 10; i += 1) insertLoad.run(`p2-${i}`, now - 1000, 'v2');
    for (let i = 0; i < 5; i += 1) insertError.run(now - 500, `p2-${i}`);
    const rows = (await list()).data.releases as Array<{ buildId: string; health: unknown }>;
    expect(rows.find((r) => r.buildId === 'v2')?.health).toMatchObject({
      loads: 10,
      errors: 5,
      flagged: true,
    });
    expect(rows.find((r) => r.buildId === 'v1')?.health).toMatchObject({ flagged: false });
  });
});
