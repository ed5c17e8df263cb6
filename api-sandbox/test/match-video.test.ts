// Issue 10 match detail: a live match carries a playable video source (SPEC §3 Match liveUrl/fbId),
// the sandbox's own HLS clip with an absolute address; other matches carry none.
import { HLS_PATH } from '../src/routes/video';
import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import { sportsToken } from './security-helpers';

let s: Started;
let pt: string;

beforeAll(async () => {
  s = await start();
  pt = await sportsToken(s.sb.apiUrl, await login(s.sb.apiUrl, ...SEED.member));
});
afterAll(async () => {
  await s.stop();
});

const list = async (type: number) =>
  (
    await call(s.sb.providerUrl, '/v1/match/getList', {
      body: { sportId: 1, type, current: 1, size: 50 },
      headers: { Authorization: pt },
    })
  ).body.data.records as Json[];

describe('match video source', () => {
  test('every live match has an absolute liveUrl on the sandbox HLS clip, which is served as HLS', async () => {
    const live = await list(1);
    expect(live.length).toBeGreaterThan(0);
    for (const m of live) {
      expect(m.liveUrl).toBe(`${s.sb.apiUrl}${HLS_PATH}`);
      expect(m.fbId).toBe(`fb-${m.id}`);
    }
    const playlist = await fetch(live[0].liveUrl);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await playlist.text()).toMatch(/^#EXTM3U/);
  });

  test('matches that are not live have no video', async () => {
    const today = (await list(3)).filter((m) => m.ms !== 5);
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((m) => m.liveUrl === '' && m.fbId === '')).toBe(true);
  });

  test('the 500-match load knob gives its matches the same source', async () => {
    await call(s.sb.providerUrl, '/__admin/live-load', { body: { count: 3, tickMs: 1000 } });
    const loaded = (await list(1)).filter((m) => m.id >= 9_000_000);
    expect(loaded).toHaveLength(3);
    expect(loaded.every((m) => m.liveUrl === `${s.sb.apiUrl}${HLS_PATH}`)).toBe(true);
    await call(s.sb.providerUrl, '/__admin/live-load', { body: { count: 0 } });
  });
});
