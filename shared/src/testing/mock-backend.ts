import { delay, http as route, HttpResponse } from 'msw';
import { getRuntimeConfig } from '../config/runtime-config';

/** A request as it left the client: after axios's interceptors, on the wire. */
export interface SeenRequest {
  /** Upper case, as on the wire. */
  method: string;
  /** The whole URL. */
  url: string;
  origin: string;
  /** The URL path without a trailing slash. */
  path: string;
  /** The query string's parameters (strings, as on the wire). */
  params: Record<string, string>;
  /** The parsed JSON body, a FormData (multipart), the text, or undefined. */
  body: unknown;
  /** Header names as the Fetch API gives them (lower case), read in any case (RFC 9110). */
  headers: Record<string, string>;
}

/** A raw reply: a JSON or text body as is, with a status and a delay. */
export type MockReply =
  | { json: unknown; status?: number; delayMs?: number }
  | { text: string; status?: number; delayMs?: number };

/**
 * A route's answer: the data of a success envelope, a business error `{ code, msg }`, a transport
 * failure (`network`: the server cannot be reached; `timeout`: no answer ever comes, so the client's
 * own timeout fires — advance the fake timers), a raw reply, or any Response.
 */
export type MockAnswer =
  | { data: unknown }
  | { code: number; msg: string }
  | { transport: 'network' | 'timeout' }
  | MockReply
  | Response;

/** A route may hold its answer in flight (a `deferred()` promise resolving to a MockAnswer). */
export type MockRoute = (call: SeenRequest) => MockAnswer | Promise<unknown>;

interface Backend {
  /** Whether the backend answers this URL. */
  claims(url: string): boolean;
  answer(call: SeenRequest): Promise<Response>;
}

/** The latest backend first; a new backend on the same base replaces the older one. */
const backends = new Map<string, Backend>();

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a test sees of a request. */
export async function seeRequest(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: request.url,
    origin: url.origin,
    path: trimSlash(url.pathname),
    params: Object.fromEntries(url.searchParams),
    body: await readBody(request.clone()),
    headers: anyCase(Object.fromEntries(request.headers)),
  };
}

/** Header names are case-insensitive: `headers['Idempotency-Key']` reads `idempotency-key`. */
function anyCase(headers: Record<string, string>): Record<string, string> {
  const key = (p: string | symbol) => (typeof p === 'string' ? p.toLowerCase() : p);
  return new Proxy(headers, {
    get: (target, p) => Reflect.get(target, key(p)),
    has: (target, p) => Reflect.has(target, key(p)),
    getOwnPropertyDescriptor: (target, p) => Reflect.getOwnPropertyDescriptor(target, key(p)),
  });
}

/** Turns a route's answer into the response the server would send. */
export async function toResponse(answer: unknown): Promise<Response> {
  if (answer instanceof Response) return answer;
  const a = answer as Exclude<MockAnswer, Response>;
  if ('json' in a || 'text' in a) {
    if (a.delayMs) await delay(a.delayMs);
    const init = { status: a.status ?? 200 };
    return 'json' in a ? HttpResponse.json(a.json as never, init) : HttpResponse.text(a.text, init);
  }
  if ('transport' in a) {
    if (a.transport === 'timeout') await delay('infinite');
    return HttpResponse.error();
  }
  if ('code' in a) return HttpResponse.json({ code: a.code, msg: a.msg, data: null });
  return HttpResponse.json({ code: 200, msg: 'success', data: a.data });
}

/**
 * The one MSW handler behind `mockBackend()` and `answerEvery()`: it answers a request a backend
 * claims and lets every other request fall through to the domain handlers.
 */
export const backendHandler = route.all('*', async ({ request }) => {
  const backend = [...backends.values()].reverse().find((b) => b.claims(request.url));
  if (!backend) return undefined;
  return backend.answer(await seeRequest(request));
});

function install(base: string, backend: Backend): void {
  backends.delete(base);
  backends.set(base, backend);
}

const apiBase = () => getRuntimeConfig().apiBaseUrl;

/**
 * The operator backend (or the one at `base`) for a component test, over MSW: routes by method (or
 * '*') and path, answers in the envelope, records every call as it went over the wire. The real
 * client runs (axios, its interceptors, the envelope, the error catalogue, the schemas). A route
 * not declared answers the business error 404001, as the sandbox does.
 */
export function mockBackend({ base }: { base?: string } = {}) {
  let routes = new Map<string, MockRoute>();
  let patterns: Array<{ method: string; path: RegExp; handler: MockRoute }> = [];
  const calls: SeenRequest[] = [];
  const find = (call: SeenRequest) =>
    routes.get(`${call.method} ${call.path}`) ??
    routes.get(`* ${call.path}`) ??
    [...patterns].reverse().find((p) => p.method === call.method && p.path.test(call.path))
      ?.handler;
  install(base ?? 'api', {
    claims: (url) => url.startsWith(base ?? apiBase()),
    async answer(call) {
      calls.push(call);
      const handler = find(call);
      return toResponse(
        handler ? await handler(call) : { code: 404001, msg: `no route ${call.path}` },
      );
    },
  });
  return {
    calls,
    /** Answers `method path` (a path, or a pattern: the latest matching one wins). */
    on(method: string, path: string | RegExp, handler: MockRoute) {
      const m = method.toUpperCase();
      if (typeof path === 'string') routes.set(`${m} ${trimSlash(path)}`, handler);
      else patterns.push({ method: m, path, handler });
    },
    callsTo: (path: string) => calls.filter((c) => c.path === trimSlash(path)),
    /** Forgets routes and calls (between tests). */
    reset() {
      routes = new Map();
      patterns = [];
      calls.length = 0;
    },
  };
}

let origins = 0;

/**
 * A backend at an origin of its own (the sportsbook provider, or an operator backend a test points
 * the runtime config at): `mockBackend` with its `url`, and `close()` to take it away.
 */
export function mockOrigin(url = `http://origin-${(origins += 1)}.test`) {
  const api = mockBackend({ base: url });
  return {
    ...api,
    url,
    close: async () => void backends.delete(url),
  };
}
export type MockOrigin = ReturnType<typeof mockOrigin>;

/**
 * Answers every request (or every one to `base`) with `respond(request)`: a body as is (an
 * envelope, a string), a Response (`httpStatus`, `networkError`), or a promise of one. A `respond`
 * that throws is a network failure. Returns the requests seen, oldest first.
 */
export function answerEvery(respond: (call: SeenRequest) => unknown, base?: string): SeenRequest[] {
  const calls: SeenRequest[] = [];
  install(base ?? '*', {
    claims: (url) => base === undefined || url.startsWith(base),
    async answer(call) {
      calls.push(call);
      let body: unknown;
      try {
        body = await respond(call);
      } catch {
        return HttpResponse.error();
      }
      if (body instanceof Response) return body;
      return typeof body === 'string' ? HttpResponse.text(body) : HttpResponse.json(body as never);
    },
  });
  return calls;
}

/** Forgets every backend (a test file that wants the domain handlers again). */
export function clearBackends(): void {
  backends.clear();
}

/** An HTTP error status with a body (an HTML error page by default). */
export const httpStatus = (status: number, body: unknown = '<html>error</html>') =>
  typeof body === 'string'
    ? HttpResponse.text(body, { status })
    : HttpResponse.json(body as Record<string, unknown>, { status });

/** The server cannot be reached. */
export const networkError = () => HttpResponse.error();

/** No answer ever comes: the client's timeout decides (use fake timers). */
export const noAnswer = (): Promise<never> => new Promise<never>(() => undefined);
