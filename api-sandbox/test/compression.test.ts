import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import type { Started } from './helpers';
import { start } from './helpers';

// The operator's and the provider's servers gzip their JSON answers, as real ones do: the front end's
// first-screen measurements (issue 16) otherwise wait for bytes no real server sends.

let s: Started;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s.stop();
});

/** A raw POST (no client that decodes for us): status, headers and the body's bytes. */
function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const url = new URL(path, base);
    const req = request(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function providerToken(): Promise<string> {
  const res = await post(s.sb.apiUrl, '/api/game/sports/token/guest', {});
  return JSON.parse(res.body.toString()).data.token as string;
}

const LIST = { current: 1, size: 50, type: 1, sportId: 1, orderBy: 1, languageType: 'ENG' };

test('a large JSON answer comes gzipped to a client that accepts it, and decodes to the same answer', async () => {
  const token = await providerToken();
  const plain = await post(s.sb.providerUrl, '/v1/match/getList', LIST, { Authorization: token });
  const zipped = await post(s.sb.providerUrl, '/v1/match/getList', LIST, {
    Authorization: token,
    'Accept-Encoding': 'gzip, deflate, br',
  });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
  expect(zipped.headers['cache-control']).toBe('no-store');
  expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  expect(JSON.parse(gunzipSync(zipped.body).toString())).toMatchObject({
    code: 0,
    data: { records: expect.any(Array) },
  });
});

test('a small answer is sent as it is', async () => {
  const res = await post(
    s.sb.apiUrl,
    '/api/game/sports/token/guest',
    {},
    { 'Accept-Encoding': 'gzip' },
  );
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(res.body.toString()).data.token).toMatch(/^fbg_/);
});
