// Bounded load loop with Node's built-in fetch (no autocannon): C concurrent keep-alive workers for D seconds per endpoint, loopback only.
// Usage: node bench/load.mjs [--api http://127.0.0.1:4000] [--provider http://127.0.0.1:4100] [--seconds 10] [--connections 50]
// Start the sandbox first (pnpm --filter api-sandbox start).
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (acc, v, i, all) => (v.startsWith('--') ? [...acc, [v.slice(2), all[i + 1]]] : acc),
      [],
    ),
);
const api = args.api ?? 'http://127.0.0.1:4000';
const provider = args.provider ?? 'http://127.0.0.1:4100';
const seconds = Math.min(120, Number(args.seconds ?? 10));
const connections = Math.min(200, Number(args.connections ?? 50));
for (const url of [api, provider]) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host))
    throw new Error(`refusing non-loopback target ${url}`);
}

async function post(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return json;
}

async function run(name, fn) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const t = process.hrtime.bigint();
      try {
        await fn();
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      } catch {
        errors += 1;
      }
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1);
  console.log(
    `${name.padEnd(24)} ${String(Math.round(latencies.length / elapsed)).padStart(6)} req/s  p50 ${q(0.5)} ms  p99 ${q(0.99)} ms  errors ${errors}  (${connections} conns, ${seconds}s)`,
  );
}

const token = (await post(`${api}/api/game/sports/token/guest`, {})).data.token;
await run('/v1/match/getList', () =>
  post(
    `${provider}/v1/match/getList`,
    {
      current: 1,
      size: 50,
      type: 1,
      sportId: 1,
      oddsType: 1,
      orderBy: 0,
      isPC: true,
      languageType: 'ENG',
      oddsChange: 1,
      currencyId: 1000,
    },
    { authorization: token },
  ).then((r) => {
    if (r.code !== 0) throw new Error(r.msg);
  }),
);
await run('/api/live/stream/list', () =>
  post(`${api}/api/live/stream/list`, { current: 1, size: 999 }).then((r) => {
    if (r.code !== 200) throw new Error(r.msg);
  }),
);
