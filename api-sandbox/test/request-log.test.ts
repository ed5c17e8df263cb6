import { PassThrough } from 'node:stream';
import { call, start, type Json, type Started } from './helpers';

// Issue 48: Fastify's logger (pino) writes one JSON line per request with its id, method, route,
// status and time; the id is in the answer's X-Request-Id header, so a member's failed call (the
// client puts it in its error report) can be found in the log. Quiet in the other tests.
let s: Started;
const lines: Json[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line));
  });
  s = await start({ SANDBOX_LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(async () => {
  await s.stop();
});

const settle = () => new Promise((r) => setTimeout(r, 50));

test('one JSON line per request, its id in the X-Request-Id header', async () => {
  const res = await call(s.sb.apiUrl, '/api/user/presenter/getInfo2/1');
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  await settle();
  const mine = lines.filter((l) => l.reqId === id);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    level: 30,
    server: 'api',
    msg: 'request',
    method: 'GET',
    route: '/api/user/presenter/getInfo2/:id',
    status: 200,
    ms: expect.any(Number),
  });
});

test('the route pattern is logged, never the path or query (a phone number may be in them)', async () => {
  const res = await call(
    s.sb.apiUrl,
    '/api/user/auth/mobile-registerCheckByMobile/912345678/84?x=secret',
  );
  await settle();
  const line = lines.find((l) => l.reqId === res.headers.get('x-request-id'));
  expect(line?.route).toBe('/api/user/auth/mobile-registerCheckByMobile/:phone/:phoneCode');
  expect(JSON.stringify(lines)).not.toMatch(/912345678|secret/);
});

test('every answer has its own id, refusals and the provider included; a sent id is not taken', async () => {
  const a = await call(s.sb.apiUrl, '/nope', { headers: { 'x-request-id': 'forged' } });
  const b = await call(s.sb.providerUrl, '/v1/match/getList', { body: {} });
  const ids = [a.headers.get('x-request-id'), b.headers.get('x-request-id')];
  expect(a.status).toBe(404);
  expect(ids.every((i) => /^[0-9a-f]{16}$/.test(i ?? ''))).toBe(true);
  expect(ids[0]).not.toBe(ids[1]);
  await settle();
  expect(lines.find((l) => l.reqId === ids[0])).toMatchObject({ status: 404, route: null });
  expect(lines.find((l) => l.reqId === ids[1])).toMatchObject({ server: 'provider' });
});

test('a cross-origin page may read the id (CORS exposes it)', async () => {
  const res = await call(s.sb.apiUrl, '/api/platform/registry', {
    headers: { origin: 'http://127.0.0.1:3000' },
  });
  expect(res.headers.get('access-control-expose-headers')).toMatch(/x-request-id/i);
});
