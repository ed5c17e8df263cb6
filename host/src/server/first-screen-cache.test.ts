/** @jest-environment node */
import { createRefreshingCache } from './first-screen-cache';

const times = { ttlMs: 100, maxStaleMs: 1000, waitMs: 50 };

function setup(load: () => Promise<string | null>) {
  let clock = 0;
  const loads = jest.fn(load);
  const cache = createRefreshingCache<string>(times, () => clock);
  const get = (key: string) => cache(key, loads);
  return { get, loads, tick: (ms: number) => (clock += ms) };
}

describe('createRefreshingCache (the document of / never waits long for the API)', () => {
  it('loads once per key within the TTL, then serves the old value while it refreshes', async () => {
    let n = 0;
    const { get, loads, tick } = setup(async () => `v${++n}`);
    expect(await get('a')).toBe('v1');
    tick(99);
    expect(await get('a')).toBe('v1');
    expect(loads).toHaveBeenCalledTimes(1);
    tick(1);
    expect(await get('a')).toBe('v1'); // stale at once, the refresh runs behind
    await Promise.resolve();
    expect(loads).toHaveBeenCalledTimes(2);
    expect(await get('a')).toBe('v2');
    expect(await get('b')).toBe('v3');
  });

  it('waits at most waitMs on a cold cache; the answer is kept for the next request', async () => {
    let release: (v: string) => void = () => undefined;
    const { get } = setup(() => new Promise((r) => (release = r)));
    expect(await get('a')).toBeNull(); // after waitMs (real time)
    release('late');
    await new Promise((r) => setTimeout(r, 0));
    expect(await get('a')).toBe('late');
  });

  it('keeps a failure as "none" for the TTL and drops a value older than maxStaleMs', async () => {
    let fail = true;
    const { get, loads, tick } = setup(async () => {
      if (fail) throw new Error('API down');
      return 'ok';
    });
    expect(await get('a')).toBeNull();
    expect(await get('a')).toBeNull();
    expect(loads).toHaveBeenCalledTimes(1);
    fail = false;
    tick(100);
    expect(await get('a')).toBe('ok');
    fail = true;
    tick(1001);
    expect(await get('a')).toBeNull(); // too old to show, and the refresh failed
  });
});
