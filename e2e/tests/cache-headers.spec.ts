import http from 'node:http';
import zlib from 'node:zlib';
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

/** The raw bytes of a GET (undecoded) and its headers. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ body: Buffer.concat(parts), headers: res.headers }));
      })
      .on('error', reject);
  });
}

// Issue 16: on a phone's network the bytes are the wait. Scripts go out as the build's brotli copies
// (quality 11: smaller than gzip -9, which a server's on-the-fly brotli is not), gzip to a browser
// without brotli, and plain to one that accepts neither; caching is the same whatever the encoding.
test('scripts are served as the build’s brotli copies, smaller than gzip, with the same caching', async () => {
  const manifest = (await (await fetch('http://127.0.0.1:3003/mf-manifest.json')).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  // a file of the remote's own code that its route loads at once, worth compressing (over 1 KiB):
  // the expose's file itself or a chunk split off it, as the build happens to cut them
  let chunk = '';
  for (const file of manifest.exposes[0]?.assets.js.sync ?? []) {
    const body = await (await fetch(`http://127.0.0.1:3003/${file}`)).arrayBuffer();
    if (body.byteLength > 1024) chunk = file;
  }
  expect(chunk).not.toBe('');
  for (const url of [
    'http://127.0.0.1:3000/main.js',
    'http://127.0.0.1:3003/remoteEntry.js',
    `http://127.0.0.1:3003/${chunk}`,
  ]) {
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(url, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding'], url).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(zlib.gzipSync(plain.body, { level: 9 }).length * 0.95);
    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  }
});
