import type { Schema } from '../src/http/schema-kit';
import { routeTable } from '../src/http/validation';
import { ADMIN_TOKEN_HEADER, TEST_ADMIN_TOKEN } from '../src/testing';
import type { Json, Started } from './helpers';
import { start } from './helpers';

// #17 finding 5 (S18): every route's body, query and params are typed; a bad type is `1000 illegal
// input` (provider: 1), never HTTP 500. The cases are generated from the routes' own schemas.
let s: Started;

beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s.stop();
});

const HUGE = 'x'.repeat(5000);
const types = (p: Schema): string[] =>
  p.type === undefined ? [] : Array.isArray(p.type) ? (p.type as string[]) : [p.type as string];

/** Values the property's schema must refuse: the types it does not allow, then oversize ones. */
function badValues(p: Schema): unknown[] {
  const t = types(p);
  if (!t.length) return [HUGE];
  const out: unknown[] = [];
  if (!t.includes('object')) out.push({});
  if (!t.includes('boolean')) out.push(true);
  if (!t.includes('array')) out.push([1]);
  if (t.includes('string') && (p.maxLength !== undefined || p.pattern !== undefined))
    out.push('9'.repeat(Math.max(Number(p.maxLength ?? 0) + 1, 100)));
  if (t.includes('array') && p.items) out.push([badValues(p.items as Schema)[0]]);
  return out;
}

interface Case {
  method: string;
  path: string;
  body?: unknown;
  what: string;
}

function cases(method: string, url: string, schema: Json): Case[] {
  const params = (schema.params?.properties ?? {}) as Record<string, Schema>;
  const fill = (name?: string, value?: string) =>
    url.replace(/:(\w+)/g, (_, n: string) => encodeURIComponent(n === name ? value! : '1'));
  const path = fill();
  const out: Case[] = [];
  for (const [name, p] of Object.entries(params)) {
    out.push({ method, path: fill(name, 'p'.repeat(101)), what: `param ${name} too long` });
    if (p.pattern) out.push({ method, path: fill(name, 'abc'), what: `param ${name} not digits` });
  }
  out.push({ method, path: `${path}?zz=a&zz=b`, what: 'repeated query key' });
  for (const name of Object.keys(schema.querystring?.properties ?? {}))
    out.push({ method, path: `${path}?${name}=${HUGE}`, what: `query ${name} too long` });
  if (schema.body) {
    for (const body of [true, [], HUGE, 42])
      out.push({ method, path, body, what: `body ${JSON.stringify(body).slice(0, 12)}` });
    for (const [name, p] of Object.entries(
      (schema.body.properties ?? {}) as Record<string, Schema>,
    ))
      for (const v of badValues(p))
        out.push({
          method,
          path,
          body: { [name]: v },
          what: `${name}=${JSON.stringify(v).slice(0, 12)}`,
        });
    if (schema.body.additionalProperties)
      out.push({ method, path, body: { zzUndeclared: HUGE }, what: 'undeclared field too long' });
  }
  return out;
}

async function send(base: string, c: Case) {
  const res = await fetch(`${base}${c.path}`, {
    method: c.method,
    headers: {
      ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(c.path.startsWith('/__admin') ? { [ADMIN_TOKEN_HEADER]: TEST_ADMIN_TOKEN } : {}),
    },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  const text = await res.text();
  let body: Json = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text.slice(0, 80);
  }
  return { status: res.status, body };
}

describe.each([
  ['operator backend', 'api', 1000],
  ['sportsbook provider', 'provider', 1],
] as const)('%s: generated bad-type requests to every route', (_label, kind, illegal) => {
  test('every route answers illegal input in the envelope, never a 500', async () => {
    const app = kind === 'api' ? s.sb.api : s.sb.provider;
    const base = kind === 'api' ? s.sb.apiUrl : s.sb.providerUrl;
    const routes = routeTable(app);
    expect(routes.length).toBeGreaterThan(kind === 'api' ? 90 : 20);
    const failures: string[] = [];
    let sent = 0;
    for (const r of routes)
      for (const c of cases(r.method, r.url, r.schema)) {
        const res = await send(base, c);
        sent += 1;
        // A path parameter over the router's 100 characters is refused by the router itself: HTTP 400.
        if (![200, 400].includes(res.status) || res.body?.code !== illegal)
          failures.push(
            `${r.method} ${r.url} [${c.what}] → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          );
      }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 3);
    // Hundreds of sequential requests: on a busy 2-core CI the default 5 s is not enough.
  }, 60_000);
});

describe("Fastify's own errors are in the envelope too", () => {
  test.each([['api'], ['provider']] as const)(
    '%s: 404, bad URL, bad JSON, 413, 415, 431',
    async (kind) => {
      const base = kind === 'api' ? s.sb.apiUrl : s.sb.providerUrl;
      const illegal = kind === 'api' ? 1000 : 1;
      const path = kind === 'api' ? '/api/fund/wallet/member/local' : '/v1/match/getList';
      const post = (body: string, type = 'application/json') =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        });
      const expectEnvelope = async (res: Response, status: number, code: number) => {
        expect(res.status).toBe(status);
        const body = (await res.json()) as Json;
        expect(body).toMatchObject({ code, msg: expect.any(String) });
        expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
      };
      await expectEnvelope(await fetch(`${base}/nope/nothing`), 404, 404);
      await expectEnvelope(
        await fetch(`${base}/api/user/presenter/getInfo2/%E0%A4%A`),
        400,
        illegal,
      );
      await expectEnvelope(await post('{"a":'), 400, illegal);
      await expectEnvelope(await post(JSON.stringify({ a: 'x'.repeat(300_000) })), 413, illegal);
      await expectEnvelope(await post('<a/>', 'application/xml'), 415, illegal);
      const big = await fetch(`${base}/api/member/get`, {
        headers: { 'x-big': 'y'.repeat(20_000) },
      });
      await expectEnvelope(big, 431, 431);
    },
  );
});

describe('the type-confusion 500s reported in #17 now answer 1000', () => {
  test.each([
    ['/api/live/push/order/list', { streamId: true }],
    ['/api/game/bet/order/mybet/detail', { status: true }],
    ['/api/user/banLog/list', { userName: true }],
    ['/api/live/stream/list', { anchorId: {} }],
  ])('POST %s %j', async (path, body) => {
    const res = await fetch(`${s.sb.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 1000 });
  });

  test('POST /v1/order/new/bet/list {"beginTime":true} answers the provider 1', async () => {
    const res = await fetch(`${s.sb.providerUrl}/v1/order/new/bet/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ beginTime: true }),
    });
    expect(await res.json()).toMatchObject({ success: false, code: 1 });
  });
});
