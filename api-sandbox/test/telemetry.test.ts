import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map';
import { pruneTelemetry } from '../src/telemetry/store';
import { call, login, SEED, start, type Json, type Started } from './helpers';

// Issue 48: the collector takes a page's batch, refuses what is malformed or too big with a clear
// 4xx, resolves stacks against the hidden source maps of the release that sent them, and the
// console's health view reads it back per app and release.
const SPORTS_BUILD = 'sports-b1';
const HOST_BUILD = 'host-h1';
const CHUNK = 'page-crash.1a2b3c4d.js';

/** A remote's build folder: a chunk whose column 10 of line 1 is crash-button.tsx line 12. */
function fixtureDist(buildId: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telemetry-dist-'));
  const map = new SourceMapGenerator({ file: CHUNK });
  map.addMapping({
    generated: { line: 1, column: 9 },
    original: { line: 12, column: 6 },
    source: 'webpack://remote_sports/./src/app/crash-button.tsx',
    name: 'onPress',
  });
  map.addMapping({
    generated: { line: 1, column: 40 },
    original: { line: 3, column: 0 },
    source:
      'webpack://remote_sports/../node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/x.js',
  });
  fs.writeFileSync(path.join(dir, CHUNK), 'function a(){throw new Error("x")}a();');
  fs.writeFileSync(path.join(dir, `${CHUNK}.map`), map.toString());
  fs.writeFileSync(path.join(dir, 'app-manifest.json'), JSON.stringify({ buildId }));
  return dir;
}

const STACK = [
  'Error: Crash probe: the button threw',
  `    at onPress (http://127.0.0.1:3001/${CHUNK}:1:10)`,
  `    at http://127.0.0.1:3001/${CHUNK}:1:41`,
  '    at <anonymous>',
].join('\n');

function batch(events: Json[], builds: Json = { host: HOST_BUILD, sports: SPORTS_BUILD }): Json {
  return { v: 1, page: 'pageload01', builds, market: 'vietnam', device: 'phone', events };
}

const where = { app: 'sports', route: '/sports', language: 'vi', at: 1 };
const crash = {
  type: 'error',
  ...where,
  kind: 'boundary',
  message: 'Crash probe: the button threw',
  stack: STACK,
  fingerprint: 'abc123',
};

let s: Started;
let dist: string;
let admin: string;

beforeAll(async () => {
  dist = fixtureDist(SPORTS_BUILD);
  s = await start({ TELEMETRY_DIST_DIRS: `sports=${dist}` });
  admin = await login(s.sb.apiUrl, ...SEED.admin);
});
afterAll(async () => {
  await s.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  for (const t of ['telemetry_errors', 'telemetry_vitals', 'telemetry_loads'])
    s.sb.ctx.db.exec(`DELETE FROM ${t}`);
});

const post = (body: unknown) => call(s.sb.apiUrl, '/api/platform/telemetry', { body });
/** As a beacon sends it: text/plain, so no preflight. */
const beacon = (text: string) =>
  fetch(`${s.sb.apiUrl}/api/platform/telemetry`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: text,
  });
const health = async (window = 'hour') =>
  (await call(s.sb.apiUrl, `/api/platform/health?window=${window}`, { token: admin })).body;

test('a beacon batch is stored, its stack resolved to the original .tsx file and line', async () => {
  const res = await beacon(JSON.stringify(batch([crash, { type: 'load', ...where }])));
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ code: 200, data: { accepted: 2 } });
  const row = s.sb.ctx.db.prepare('SELECT * FROM telemetry_errors').get() as Json;
  expect(row).toMatchObject({ app: 'sports', build: SPORTS_BUILD, host_build: HOST_BUILD });
  expect(JSON.parse(row.top_frame)).toMatchObject({
    file: 'src/app/crash-button.tsx',
    line: 12,
    column: 7,
    fn: 'onPress',
    resolved: true,
  });
  expect(row.stack).toContain('node_modules/react-dom/cjs/x.js:3:1');
});

test("another release's maps are never used: the frame stays as the browser wrote it", async () => {
  await post(batch([crash], { host: HOST_BUILD, sports: 'sports-b2' }));
  const row = s.sb.ctx.db.prepare('SELECT top_frame FROM telemetry_errors').get() as Json;
  expect(JSON.parse(row.top_frame)).toMatchObject({ file: CHUNK, line: 1, resolved: false });
});

test('a frame cannot reach outside the build folder', async () => {
  const stack = 'Error: x\n    at http://127.0.0.1:3001/..%2F..%2Fetc%2Fpasswd.js:1:1';
  await post(batch([{ ...crash, stack }]));
  const row = s.sb.ctx.db.prepare('SELECT top_frame FROM telemetry_errors').get() as Json;
  expect(JSON.parse(row.top_frame)).toMatchObject({ resolved: false });
});

describe('refusals: clear 4xx answers in the envelope', () => {
  test('not JSON → 400', async () => {
    const res = await beacon('{"v":1,');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 1000, msg: 'Illegal input: batch is not JSON' });
  });

  test.each([
    ['no events', batch([]), /events/],
    ['an unknown event type', batch([{ type: 'click', ...where }]), /events\.0/],
    ['an unknown vital', batch([{ type: 'vital', ...where, name: 'FID', value: 1 }]), /name/],
    ['a message over 500 characters', batch([{ ...crash, message: 'x'.repeat(501) }]), /message/],
    ['a wrong version', { ...batch([crash]), v: 2 }, /^Illegal input: v/],
    ['an array', [crash], /Illegal input/],
  ])('%s → 400 naming the field', async (_what, body, msg) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 1000, msg: expect.stringMatching(msg) });
  });

  test('more than 30 events → 400', async () => {
    const res = await post(batch(Array.from({ length: 31 }, () => ({ type: 'load', ...where }))));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/events/);
  });

  test('a batch over 64 KiB → 413', async () => {
    const res = await beacon(JSON.stringify(batch([{ ...crash, stack: 'x'.repeat(70_000) }])));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 1000 });
  });

  test('nothing refused is stored', async () => {
    await post(batch([{ ...crash, message: 'x'.repeat(501) }]));
    expect(s.sb.ctx.db.prepare('SELECT COUNT(*) AS n FROM telemetry_errors').get()).toEqual({
      n: 0,
    });
  });
});

test('past TELEMETRY_RATE_PER_IP_MIN batches a minute from one address → 429', async () => {
  const limited = await start({ TELEMETRY_RATE_PER_IP_MIN: '2' });
  try {
    const send = () =>
      call(limited.sb.apiUrl, '/api/platform/telemetry', {
        body: batch([{ type: 'load', ...where }]),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
  } finally {
    await limited.stop();
  }
});

test('rows older than the retention window are deleted', async () => {
  await post(
    batch([crash, { type: 'load', ...where }, { type: 'vital', ...where, name: 'LCP', value: 1 }]),
  );
  const count = () =>
    ['telemetry_errors', 'telemetry_vitals', 'telemetry_loads'].map(
      (t) => (s.sb.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n,
    );
  pruneTelemetry(s.sb.ctx.db, 1, Date.now() + 30 * 60_000);
  expect(count()).toEqual([1, 1, 1]);
  pruneTelemetry(s.sb.ctx.db, 1, Date.now() + 61 * 60_000);
  expect(count()).toEqual([0, 0, 0]);
});

describe('GET /api/platform/health (the console Health tab)', () => {
  test('super admin only', async () => {
    const member = await login(s.sb.apiUrl, ...SEED.member);
    const guest = await call(s.sb.apiUrl, '/api/platform/health');
    const asMember = await call(s.sb.apiUrl, '/api/platform/health', { token: member });
    expect(guest.body.code).toBe(401001);
    expect(asMember.body.code).toBe(403001);
  });

  test('per release: errors, top groups with the resolved frame, load failures, p75, share', async () => {
    const loads = [1, 2, 3, 4, 5].map((i) => ({
      page: `pageload${i}`,
      lcp: i * 1000,
      inp: i * 40,
    }));
    for (const l of loads)
      await post({
        ...batch([
          { type: 'load', ...where },
          { type: 'vital', ...where, name: 'LCP', value: l.lcp },
          { type: 'vital', ...where, name: 'INP', value: l.inp },
        ]),
        page: l.page,
      });
    await post({
      ...batch([{ type: 'load', ...where }], { host: HOST_BUILD, sports: 'old' }),
      page: 'pageold1',
    });
    await post(batch([crash, crash]));
    await post(
      batch([
        {
          ...crash,
          kind: 'load',
          fingerprint: 'loadfail',
          lifecycle: 'loadEntry',
          stack: undefined,
        },
      ]),
    );
    const data = (await health()).data;
    const sports = data.apps.find((a: Json) => a.app === 'sports');
    expect(sports).toMatchObject({ loads: 6, errors: 2, loadFailures: 1 });
    expect(sports.sparkline).toHaveLength(12);
    expect(sports.sparkline.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    const release = sports.releases.find((r: Json) => r.build === SPORTS_BUILD);
    expect(release).toMatchObject({ loads: 5, share: 5 / 6, errors: 2, loadFailures: 1 });
    expect(release.groups[0]).toMatchObject({
      fingerprint: 'abc123',
      count: 2,
      kind: 'boundary',
      topFrame: 'src/app/crash-button.tsx:12:7',
    });
    // nearest-rank p75 of 1000…5000 and 40…200
    expect(release.routes).toEqual([{ route: '/sports', lcpP75: 4000, inpP75: 160, samples: 10 }]);
    // every registered remote is listed, quiet ones too
    expect(data.apps.map((a: Json) => a.app)).toEqual(
      expect.arrayContaining(['host', 'sports', 'live', 'activities', 'account']),
    );
    expect((await health('day')).data.apps[0].sparkline).toHaveLength(24);
  });
});
