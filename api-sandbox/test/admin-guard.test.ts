import http from 'node:http';
import type { Started } from './helpers';
import { call, start } from './helpers';
import { ADMIN_TOKEN_HEADER, TEST_ADMIN_TOKEN } from '../src/testing';

// Issue 49 #3: /__admin/* answers no web page (no CORS, no Origin), no foreign Host (DNS
// rebinding), needs the admin token, and is off unless SANDBOX_ADMIN is on.
let s: Started;
let api: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

/** A raw HTTP request (fetch cannot set Host), answering the status, headers and parsed body. */
function raw(
  base: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: { code?: number } }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
const token = { [ADMIN_TOKEN_HEADER]: TEST_ADMIN_TOKEN };

test('with the token, a loopback Host and no Origin the admin routes answer', async () => {
  const r = await raw(api, '/__admin/sms-outbox', { ...token });
  expect(r.status).toBe(200);
  expect(r.headers['access-control-allow-origin']).toBeUndefined();
});

test('without the token (or a wrong one): 401 and no outbox', async () => {
  expect((await raw(api, '/__admin/sms-outbox', {})).status).toBe(401);
  const wrong = await raw(api, '/__admin/sms-outbox', { [ADMIN_TOKEN_HEADER]: 'guess' });
  expect(wrong.status).toBe(401);
  expect(JSON.stringify(wrong.body)).not.toContain('code":200');
});

test('a foreign Origin is refused, with no CORS header, even with the token', async () => {
  const r = await raw(api, '/__admin/sms-outbox', { ...token, Origin: 'http://evil.example' });
  expect(r.status).toBe(403);
  expect(r.headers['access-control-allow-origin']).toBeUndefined();
  const simplePost = await raw(
    api,
    '/__admin/reset',
    { Origin: 'http://evil.example', 'Content-Type': 'text/plain' },
    'POST',
  );
  expect(simplePost.status).toBe(403);
  const crossSite = await raw(api, '/__admin/state', { ...token, 'Sec-Fetch-Site': 'cross-site' });
  expect(crossSite.status).toBe(403);
});

test('a preflight to an admin route gets no CORS allowance', async () => {
  const r = await raw(
    api,
    '/__admin/reset',
    {
      Origin: 'http://evil.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': ADMIN_TOKEN_HEADER,
    },
    'OPTIONS',
  );
  expect(r.status).toBe(403);
  expect(r.headers['access-control-allow-origin']).toBeUndefined();
  expect(r.headers['access-control-allow-headers']).toBeUndefined();
});

test('a foreign Host (DNS rebinding) is refused, even with the token', async () => {
  const port = new URL(api).port;
  const r = await raw(api, '/__admin/state', { ...token, Host: `rebind.example:${port}` });
  expect(r.status).toBe(403);
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
    expect((await raw(api, '/__admin/state', { ...token, Host: host })).status).toBe(200);
});

test("the provider's admin route (live-load) is guarded the same way", async () => {
  const p = s.sb.providerUrl;
  expect((await raw(p, '/__admin/live-load', {}, 'POST')).status).toBe(401);
});

test('the API keeps its open CORS for the site', async () => {
  const r = await raw(api, '/api/platform/registry', { Origin: 'http://127.0.0.1:3000' });
  expect(r.headers['access-control-allow-origin']).toBe('*');
});

test('off unless SANDBOX_ADMIN is on: 404 on both servers even with the token', async () => {
  const off = await start({ SANDBOX_ADMIN: '' });
  try {
    const r = await call(off.sb.apiUrl, '/__admin/state');
    expect(r.status).toBe(404);
    const p = await raw(off.sb.providerUrl, '/__admin/live-load', { ...token }, 'POST');
    expect(p.status).toBe(404);
  } finally {
    await off.stop();
  }
});

test('a random admin token is made (and logged by main.ts) when none is set', async () => {
  const { loadConfig } = await import('../src/config');
  const a = loadConfig({ SANDBOX_ADMIN: '1' }).adminToken;
  const b = loadConfig({ SANDBOX_ADMIN: '1' }).adminToken;
  expect(a.length).toBeGreaterThanOrEqual(20);
  expect(a).not.toBe(b);
});
