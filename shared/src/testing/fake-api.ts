import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';

/** What a handler sees of a request the app made. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A handler's answer: a JSON body (use `ok()`/`fail()` for the API envelope) or a raw reply. */
export type FakeReply =
  | { status?: number; json: unknown; delayMs?: number }
  | { status?: number; text: string; delayMs?: number };

export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

/** The success envelope of the backend and the sportsbook provider (SPEC §7/§9 code 200). */
export const ok = (data: unknown): FakeReply => ({ json: { code: 200, msg: 'success', data } });
/** A business error in the envelope (SPEC §8). */
export const fail = (code: number, msg = 'error'): FakeReply => ({
  json: { code, msg, data: null },
});

interface Route {
  method: string;
  path: string | RegExp;
  handler: FakeHandler;
}

export interface FakeApi {
  /** Origin of the fake, e.g. `http://127.0.0.1:54321`; already set as the runtime `apiBaseUrl`. */
  url: string;
  /** Answers `method path` (exact path or a pattern); the latest matching route wins. */
  on(method: string, path: string | RegExp, handler: FakeHandler): void;
  /** Every request received, oldest first. */
  calls: FakeRequest[];
  /** Forgets routes and calls (between tests). */
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS');
  const asked = req.headers['access-control-request-headers'];
  if (asked) res.setHeader('Access-Control-Allow-Headers', asked);
  res.setHeader('Access-Control-Expose-Headers', 'Date');
}

const matches = (route: Route, method: string, path: string) =>
  route.method === method &&
  (typeof route.path === 'string' ? route.path === path : route.path.test(path));

/**
 * A real HTTP server on 127.0.0.1 that answers the app's calls in component tests, so tests
 * exercise the real client (headers, envelope, error catalogue, schemas) instead of mocking
 * `@app/shared`. Unknown routes answer 404 and are recorded, so a test sees what it forgot.
 */
export async function startFakeApi(): Promise<FakeApi> {
  let routes: Route[] = [];
  const calls: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
      };
      calls.push(request);
      const route = [...routes].reverse().find((r) => matches(r, request.method, request.path));
      const reply: FakeReply = route
        ? await route.handler(request)
        : {
            status: 404,
            json: { code: 404, msg: `no fake for ${request.method} ${request.path}` },
          };
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      res.statusCode = reply.status ?? 200;
      if ('json' in reply) {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(reply.json));
      } else {
        res.end(reply.text);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  let previous: object = {};
  try {
    previous = getRuntimeConfig();
  } catch {
    // no config yet: the defaults
  }
  setRuntimeConfig(
    parseRuntimeConfig({
      ...previous,
      apiBaseUrl: url,
      registryUrl: `${url}/api/platform/registry`,
    }),
  );
  return {
    url,
    calls,
    on: (method, path, handler) => void routes.push({ method, path, handler }),
    reset: () => {
      routes = [];
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
