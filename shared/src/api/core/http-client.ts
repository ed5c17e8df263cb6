/**
 * The HTTP layer under the API client: `fetch` with the small part of axios's contract the client
 * relies on (instances with a default timeout, request/response interceptors, JSON bodies, a status
 * check, errors with `code` and `response`, a swappable adapter for tests). It replaced axios on the
 * first screen's boot path (issue 16: about 19 KiB gzip).
 */
export type HttpHeaders = Record<string, string>;

export interface HttpRequestConfig {
  /** Lower case once sent, as axios reports it ('get', 'post'). */
  method?: string;
  url?: string;
  baseURL?: string;
  params?: Record<string, unknown>;
  /** An object is sent as JSON; the adapter sees the serialized string. */
  data?: unknown;
  headers?: HttpHeaders;
  /** Milliseconds; 0 or absent means the instance's default. */
  timeout?: number;
  validateStatus?: (status: number) => boolean;
}

/** What adapters and interceptors see: method, headers and timeout resolved. */
export interface SentRequest extends HttpRequestConfig {
  method: string;
  headers: HttpHeaders;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Lower-case names. */
  headers: HttpHeaders;
  config: SentRequest;
}

export type HttpAdapter = (cfg: SentRequest) => Promise<HttpResponse>;

export type HttpErrorCode = 'ECONNABORTED' | 'ERR_NETWORK' | 'ERR_BAD_RESPONSE' | 'ERR_BAD_REQUEST';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: SentRequest,
    readonly response?: HttpResponse,
  ) {
    super(message);
  }
}

const okStatus = (status: number) => status >= 200 && status < 300;

/** `baseURL` + `url` (one slash between) + the defined params, form-encoded. */
export function requestUrl(cfg: HttpRequestConfig): string {
  const url = cfg.url ?? '';
  const base = cfg.baseURL ?? '';
  let full =
    base && !/^https?:\/\//i.test(url)
      ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : url;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(cfg.params ?? {})) {
    if (v !== undefined && v !== null) query.append(k, String(v));
  }
  const qs = query.toString();
  if (qs) full += `${full.includes('?') ? '&' : '?'}${qs}`;
  return full;
}

function lowerCaseHeaders(headers: Headers): HttpHeaders {
  const out: HttpHeaders = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}

/** The browser's fetch: a body that is not JSON comes back as its text (the client rejects it). */
export const fetchAdapter: HttpAdapter = async (cfg) => {
  const controller = new AbortController();
  const timer = cfg.timeout ? setTimeout(() => controller.abort(), cfg.timeout) : undefined;
  try {
    const res = await fetch(requestUrl(cfg), {
      method: cfg.method.toUpperCase(),
      headers: cfg.headers,
      body: cfg.data as BodyInit | undefined,
      signal: controller.signal,
    });
    const text = await res.text();
    let data: unknown = text;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        // not JSON: the text itself, which the envelope check reports as malformed
      }
    }
    return { data, status: res.status, headers: lowerCaseHeaders(res.headers), config: cfg };
  } catch {
    if (controller.signal.aborted) {
      throw new HttpError(`timeout of ${cfg.timeout}ms exceeded`, 'ECONNABORTED', cfg);
    }
    throw new HttpError('Network Error', 'ERR_NETWORK', cfg);
  } finally {
    clearTimeout(timer);
  }
};

type RequestInterceptor = (cfg: SentRequest) => SentRequest | Promise<SentRequest>;
type ResponseInterceptor = (res: HttpResponse) => HttpResponse | Promise<HttpResponse>;

export interface HttpClient {
  defaults: { adapter: HttpAdapter; timeout?: number };
  interceptors: {
    request: { use(fn: RequestInterceptor): void };
    response: { use(fn: ResponseInterceptor): void };
  };
  request<T = unknown>(cfg: HttpRequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, cfg?: HttpRequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, cfg?: HttpRequestConfig): Promise<HttpResponse<T>>;
}

function serialize(cfg: SentRequest): SentRequest {
  const { data } = cfg;
  if (data === undefined || typeof data === 'string' || data instanceof FormData) return cfg;
  const headers = { ...cfg.headers };
  if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/json';
  }
  return { ...cfg, data: JSON.stringify(data), headers };
}

export function createHttp(defaults: { timeout?: number } = {}): HttpClient {
  const before: RequestInterceptor[] = [];
  const after: ResponseInterceptor[] = [];
  const client: HttpClient = {
    defaults: { adapter: fetchAdapter, timeout: defaults.timeout },
    interceptors: {
      request: { use: (fn) => void before.push(fn) },
      response: { use: (fn) => void after.push(fn) },
    },
    async request<T>(input: HttpRequestConfig) {
      let cfg: SentRequest = {
        ...input,
        method: (input.method ?? 'get').toLowerCase(),
        headers: { ...input.headers },
        timeout: input.timeout || client.defaults.timeout,
      };
      for (const fn of before) cfg = await fn(cfg);
      cfg = serialize(cfg);
      let res = await client.defaults.adapter(cfg);
      if (!(cfg.validateStatus ?? okStatus)(res.status)) {
        const code = res.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
        throw new HttpError(`Request failed with status code ${res.status}`, code, cfg, res);
      }
      for (const fn of after) res = await fn(res);
      return res as HttpResponse<T>;
    },
    get: (url, cfg) => client.request({ ...cfg, url, method: 'get' }),
    post: (url, data, cfg) => client.request({ ...cfg, url, data, method: 'post' }),
  };
  return client;
}
