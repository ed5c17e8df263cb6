/**
 * Early requests: the host's HTML starts the first screen's read-only calls (and the registry) before
 * the app's JavaScript has arrived; the client then takes each answer instead of asking again.
 *
 * Correctness never rests on the early script: an answer is used only by a call with the same method,
 * URL, body and the headers that change what a read answers (language and login), and only once; an
 * early call that failed, timed out or did not answer JSON is simply asked again by the client.
 */
export interface EarlyCall {
  method: 'GET' | 'POST';
  /** Absolute URL, query included. */
  url: string;
  body?: unknown;
  headers: Record<string, string>;
  /** Fetch cache mode (the registry is always revalidated). */
  cache?: RequestCache;
}

export interface EarlyAnswer {
  status: number;
  body: unknown;
  /** The `Date` header (server clock, SPEC §9), when the server exposes it. */
  date: string | null;
  /** When the answer arrived (ms since epoch), for the server clock. */
  receivedAt: number;
}

const STASH_KEY = '__earlyRequests';
/** When an answer nobody has taken stops being offered (ms since epoch), for calls started with one. */
const EXPIRY_KEY = '__earlyRequestExpiry';
/** Headers that change what a read answers; device and client-model headers do not. */
const MATCHED_HEADERS = ['Language', 'Authorization'] as const;

type Stash = Map<string, Promise<EarlyAnswer | null>>;
type StashHost = { [STASH_KEY]?: Stash; [EXPIRY_KEY]?: Map<string, number> };

function stash(create: boolean): Stash | undefined {
  if (typeof window === 'undefined') return undefined;
  const host = window as unknown as StashHost;
  if (!host[STASH_KEY] && create) host[STASH_KEY] = new Map();
  return host[STASH_KEY];
}

function expiries(): Map<string, number> | undefined {
  if (typeof window === 'undefined') return undefined;
  const host = window as unknown as StashHost;
  host[EXPIRY_KEY] ??= new Map();
  return host[EXPIRY_KEY];
}

function bodyText(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

/** The URL a call goes to: `base` + `path` joined as axios joins them, params sorted (undefined dropped). */
export function callUrl(
  base: string,
  path: string,
  params?: Record<string, string | number | boolean | undefined>,
): string {
  const joined = /^https?:\/\//i.test(path)
    ? path
    : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = new URL(joined, origin);
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined) url.searchParams.set(k, String(v));
  }
  url.searchParams.sort();
  return url.toString();
}

export function earlyKey(call: Omit<EarlyCall, 'headers'> & { headers: Record<string, string> }) {
  const matched = MATCHED_HEADERS.map((h) => call.headers[h] ?? '');
  return [call.method, call.url, bodyText(call.body) ?? '', ...matched].join('\n');
}

/**
 * Starts a call and keeps its answer for the client (the early script's side). With `maxAgeMs` (a read
 * started on a navigation, which the page may not make), the answer is offered that long only.
 */
export function startEarlyCall(
  call: EarlyCall,
  timeoutMs: number,
  maxAgeMs?: number,
): Promise<EarlyAnswer | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const body = bodyText(call.body);
  const headers =
    body === undefined ? call.headers : { ...call.headers, 'Content-Type': 'application/json' };
  const answer = fetch(call.url, {
    method: call.method,
    headers,
    body,
    cache: call.cache,
    signal: controller.signal,
  })
    .then(async (res) => ({
      status: res.status,
      body: await res.json(),
      date: res.headers.get('date'),
      receivedAt: Date.now(),
    }))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  const key = earlyKey(call);
  stash(true)?.set(key, answer);
  if (maxAgeMs === undefined) expiries()?.delete(key);
  else expiries()?.set(key, Date.now() + maxAgeMs);
  return answer;
}

/**
 * Keeps `body` as the answer of `call`, for an answer the page already carries (written into the
 * document by the host's server): the client takes it as if it had asked.
 */
export function keepEarlyAnswer(call: EarlyCall, body: unknown): Promise<EarlyAnswer> {
  const answer = Promise.resolve({ status: 200, body, date: null, receivedAt: Date.now() });
  const key = earlyKey(call);
  stash(true)?.set(key, answer);
  expiries()?.delete(key);
  return answer;
}

/** keepEarlyAnswer for a plain GET of `url` (the config the host's server inlines into index.html). */
export function keepEarlyFile(url: string, body: unknown): Promise<EarlyAnswer> {
  return keepEarlyAnswer({ method: 'GET', url: callUrl('', url), headers: {} }, body);
}

/** The early answer of a plain GET of `url` (a JSON file: config, registry, manifests), once, or null. */
export function takeEarlyFile(url: string): Promise<EarlyAnswer | null> {
  return takeEarlyAnswer({ method: 'GET', url: callUrl('', url), headers: {} });
}

/**
 * The early answer of this exact call, once (the client's side): null when there is none or it failed,
 * so the caller asks the server itself. Only 2xx answers are handed over.
 */
export async function takeEarlyAnswer(call: EarlyCall): Promise<EarlyAnswer | null> {
  const all = stash(false);
  if (!all?.size) return null;
  const key = earlyKey(call);
  const pending = all.get(key);
  if (!pending) return null;
  all.delete(key);
  const expiresAt = expiries()?.get(key);
  expiries()?.delete(key);
  if (expiresAt !== undefined && Date.now() > expiresAt) return null;
  const answer = await pending;
  return answer && answer.status >= 200 && answer.status < 300 ? answer : null;
}
