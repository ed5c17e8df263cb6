import { expect, test } from '@playwright/test';

// Issue "Federation backbone" / R6: pointers revalidate, content-hashed chunks are immutable.
test('static servers send no-cache for pointers and immutable for hashed chunks', async ({
  request,
}) => {
  const cacheOf = async (url: string) => (await request.get(url)).headers()['cache-control'];
  expect(await cacheOf('http://127.0.0.1:3000/')).toBe('no-cache');
  expect(await cacheOf('http://127.0.0.1:3000/sports')).toBe('no-cache');
  expect(await cacheOf('http://127.0.0.1:3000/config.json')).toBe('no-cache');
  for (const port of [3001, 3002, 3003, 3004]) {
    const base = `http://127.0.0.1:${port}`;
    expect(await cacheOf(`${base}/mf-manifest.json`)).toBe('no-cache');
    expect(await cacheOf(`${base}/app-manifest.json`)).toBe('no-cache');
    expect(await cacheOf(`${base}/remoteEntry.js`)).toBe('no-cache');
    const manifest = (await (await request.get(`${base}/mf-manifest.json`)).json()) as {
      exposes: Array<{ assets: { js: { sync: string[] } } }>;
    };
    const chunk = manifest.exposes[0]?.assets.js.sync[0];
    expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
    expect(await cacheOf(`${base}/${chunk}`)).toBe('public, max-age=31536000, immutable');
  }
  // personal and operator API answers are never stored (R6 / issue 17)
  expect(await cacheOf('http://127.0.0.1:4000/api/platform/registry')).toMatch(/no-(cache|store)/);
});
