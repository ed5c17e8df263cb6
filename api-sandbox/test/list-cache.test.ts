// The getList cache: served within one odds tick and the TTL, rebuilt after either, so odds still move.
import type { Ctx } from '../src/context';
import { LIST_CACHE_TTL_MS, cachedPayload, clearListCache } from '../src/provider/list-cache';
import { ODDS_TICK_MS } from '../src/provider/match-view';
import type { Json, Started } from './helpers';
import { call, start } from './helpers';

describe('cachedPayload', () => {
  const ctx = {} as Ctx;
  const tickStart = 100 * ODDS_TICK_MS;
  let builds = 0;
  const build = () => `v${++builds}`;
  beforeEach(() => {
    builds = 0;
    clearListCache(ctx);
  });

  test('one build per key within the TTL and the tick', () => {
    expect(cachedPayload(ctx, 'a', tickStart, build)).toBe('v1');
    expect(cachedPayload(ctx, 'a', tickStart + LIST_CACHE_TTL_MS - 1, build)).toBe('v1');
    expect(cachedPayload(ctx, 'b', tickStart + 1, build)).toBe('v2');
    expect(builds).toBe(2);
  });

  test('rebuilt after the TTL, at a new odds tick even within the TTL, and after a clear', () => {
    cachedPayload(ctx, 'a', tickStart, build);
    expect(cachedPayload(ctx, 'a', tickStart + LIST_CACHE_TTL_MS, build)).toBe('v2');
    const late = tickStart + ODDS_TICK_MS - 10;
    expect(cachedPayload(ctx, 'a', late, build)).toBe('v3');
    expect(cachedPayload(ctx, 'a', late + 20, build)).toBe('v4');
    clearListCache(ctx);
    expect(cachedPayload(ctx, 'a', late + 30, build)).toBe('v5');
  });
});

describe('POST /v1/match/getList with the cache', () => {
  let s: Started;
  let auth: Record<string, string>;
  const list = async (body: object) =>
    (await call(s.sb.providerUrl, '/v1/match/getList', { body, headers: auth })).body;

  beforeAll(async () => {
    s = await start();
    const g = await call(s.sb.apiUrl, '/api/game/sports/token/guest', { body: {} });
    auth = { Authorization: g.body.data.token };
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => s.stop());

  test('same filters give the same page; other filters their own', async () => {
    // A frozen clock mid-tick: on a loaded machine two real calls can straddle a tick or the TTL.
    const midTick = (Math.floor(Date.now() / ODDS_TICK_MS) + 0.5) * ODDS_TICK_MS;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(midTick);
    const a = await list({ type: 1, sportId: 1 });
    expect(a).toMatchObject({ success: true, code: 0 });
    // Built afresh, the page would differ: start times are relative to now.
    clock.mockReturnValue(midTick + LIST_CACHE_TTL_MS - 1);
    expect(await list({ type: 1, sportId: 1 })).toEqual(a);
    const other = await list({ type: 3, sportId: 1 });
    expect(other.data.records.map((m: Json) => m.id)).not.toEqual(
      a.data.records.map((m: Json) => m.id),
    );
  });

  test('live odds still move at the next odds tick', async () => {
    const odds = (page: Json) =>
      page.data.records.flatMap((m: Json) =>
        m.mg.flatMap((g: Json) => g.mks.flatMap((l: Json) => l.op.map((o: Json) => o.od))),
      );
    const before = odds(await list({ type: 1, sportId: 1, size: 100 }));
    const real = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => real() + ODDS_TICK_MS);
    const after = odds(await list({ type: 1, sportId: 1, size: 100 }));
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
  });
});
