import { routeTable } from '../src/http/validation';
import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import { sportsToken } from './security-helpers';

// Issue 49: a bounded, seeded fuzz of every route (both servers), as a guest and logged in, with
// hostile values of every kind: no answer is an HTTP 500 and every answer is an envelope.
let s: Started;
let member: string;
let anchor: string;
let pt: string;

beforeAll(async () => {
  s = await start();
  member = await login(s.sb.apiUrl, ...SEED.member);
  anchor = await login(s.sb.apiUrl, ...SEED.anchor);
  pt = await sportsToken(s.sb.apiUrl, member);
});
afterAll(async () => {
  await s.stop();
});

/** A small deterministic generator (mulberry32), so a failure replays. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES: unknown[] = [
  0,
  -1,
  1,
  10_000.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'x'.repeat(300),
  '😀'.repeat(20),
  true,
  false,
  null,
  [],
  [1, 2],
  [{}],
  {},
  { $gt: '' },
  { __proto__: { polluted: 1 } },
  '2026-02-30 25:61:00',
];
const FIELDS = [
  'id',
  'streamId',
  'matchId',
  'orderId',
  'activityId',
  'amount',
  'unitStake',
  'fee',
  'feeAmount',
  'userName',
  'password',
  'mobile',
  'smsCode',
  'word',
  'title',
  'kind',
  'period',
  'status',
  'current',
  'size',
  'singleBetList',
  'betMultipleData',
  'content',
];

test('every route, 6 random bodies each, as guest, member and anchor: no HTTP 500', async () => {
  const r = rng(49);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const failures: string[] = [];
  let sent = 0;
  for (const kind of ['api', 'provider'] as const) {
    const base = kind === 'api' ? s.sb.apiUrl : s.sb.providerUrl;
    const routes = routeTable(kind === 'api' ? s.sb.api : s.sb.provider).filter(
      (x) => !x.url.startsWith('/__admin') && !x.url.startsWith('/ws/'),
    );
    for (const route of routes)
      for (let i = 0; i < 6; i += 1) {
        const body: Record<string, unknown> = {};
        for (let k = 0; k < 1 + Math.floor(r() * 4); k += 1) body[pick(FIELDS)] = pick(VALUES);
        const param = String(pick(['1', '0', '999999999', 'abc', '%2e%2e', '-1']));
        const path = route.url.replace(/:(\w+)/g, () => param);
        const query =
          r() < 0.5 ? `?${pick(FIELDS)}=${encodeURIComponent(String(pick(VALUES)))}` : '';
        const who = pick(['guest', 'member', 'anchor'] as const);
        const headers: Record<string, string> =
          kind === 'provider'
            ? { Authorization: who === 'guest' ? 'nope' : pt }
            : who === 'guest'
              ? {}
              : { authorization: `Bearer ${who === 'member' ? member : anchor}` };
        if (r() < 0.3) headers['Idempotency-Key'] = `fuzz-${i}`;
        const res = await call(base, `${path}${query}`, {
          method: route.method,
          body: route.method === 'GET' || route.method === 'HEAD' ? undefined : body,
          headers,
        }).catch((err: Error) => ({
          status: -1,
          body: err.message as Json,
          headers: new Headers(),
        }));
        sent += 1;
        const media = /^\/(media|game)\//.test(route.url);
        const envelope = media || (typeof res.body === 'object' && res.body !== null);
        if (res.status >= 500 || res.status < 0 || !envelope)
          failures.push(
            `${route.method} ${path}${query} ${JSON.stringify(body).slice(0, 80)} → ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`,
          );
      }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(600);
}, 120_000);
