import { getRuntimeConfig } from '../../config/runtime-config';
import { useAppStore, useSessionStore } from '@app/shared/store';
import { toTransportError } from './api-error';
import { buildCommonHeaders } from './common-headers';
import { callUrl, earlyKey, takeEarlyAnswer, type EarlyCall } from './early-requests';
import { sharedRead } from './shared-reads';
import { createHttp, type HttpRequestConfig } from './http-client';
import { readEnvelope } from './envelope';
import { applyErrorCatalogue, RAW_RESPONSE_CODE, SUCCESS_CODE } from './error-catalogue';
import { recordServerDate } from './server-time';
import { notifyExpiredLogin } from './session-expiry';

/** SPEC §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 15000;
export { DEVICE_GET_PATH } from './common-headers';

export interface CallOptions {
  /** SPEC §8: silence the toast for non-zero codes. */
  noNeedResponseMsg?: boolean;
}

/** The one HTTP instance for the operator backend (timeout set per request from the runtime config). */
export const http = createHttp();

/** Common headers of SPEC §7, from the stores. */
export function commonHeaders(body?: unknown, url = ''): Record<string, string> {
  const config = getRuntimeConfig();
  const session = useSessionStore.getState();
  return buildCommonHeaders({
    language: useAppStore.getState().language,
    market: config.market,
    appVersion: config.appVersion,
    deviceId: session.deviceId,
    token: session.token,
    username: session.username,
    userAgent: typeof navigator === 'undefined' ? null : navigator.userAgent,
    body,
    url,
  });
}

http.interceptors.request.use((cfg) => {
  const config = getRuntimeConfig();
  cfg.baseURL = cfg.baseURL ?? config.apiBaseUrl;
  // a per-call timeout (e.g. the 10 s game jump of SPEC §9) wins over the default
  cfg.timeout = cfg.timeout || config.requestTimeoutMs;
  Object.assign(cfg.headers, commonHeaders(cfg.data, cfg.url));
  return cfg;
});

http.interceptors.response.use((res) => {
  recordServerDate(res.headers.date);
  return res;
});

/** A call as the early requests name it; null for calls with their own headers or base, or other methods. */
function readCall(cfg: HttpRequestConfig): EarlyCall | null {
  const method = (cfg.method ?? 'GET').toUpperCase();
  if ((method !== 'GET' && method !== 'POST') || cfg.headers || cfg.baseURL) return null;
  return {
    method,
    url: callUrl(
      getRuntimeConfig().apiBaseUrl,
      cfg.url ?? '',
      cfg.params as Record<string, string> | undefined,
    ),
    body: method === 'POST' ? (cfg.data ?? {}) : undefined,
    headers: commonHeaders(cfg.data, cfg.url),
  };
}

/**
 * Sends a request to the operator backend and returns `data` of a success envelope. Every failure
 * rejects with an ApiError after the error catalogue of SPEC §8 has run.
 */
export async function callApi<T>(cfg: HttpRequestConfig, opts: CallOptions = {}): Promise<T> {
  let body: unknown;
  const call = readCall(cfg);
  // a read the page's HTML already started (early-requests.ts)
  const early = call ? await takeEarlyAnswer(call) : null;
  if (early) {
    recordServerDate(early.date ?? undefined, early.receivedAt);
    body = early.body;
  } else {
    try {
      const key = call?.method === 'GET' ? earlyKey(call) : null;
      body = await sharedRead(
        key,
        async (signal) => (await http.request({ ...cfg, signal })).data,
        cfg.signal as AbortSignal | undefined,
      );
    } catch (err) {
      throw toTransportError(err, cfg.url ?? '');
    }
  }
  const env = readEnvelope(body);
  if (env.code === SUCCESS_CODE) return env.data as T;
  if (env.code === RAW_RESPONSE_CODE) return body as T; // SPEC §8: the whole response as is
  throw applyErrorCatalogue(env, {
    noNeedResponseMsg: opts.noNeedResponseMsg,
    expiredLoginCode: getRuntimeConfig().expiredLoginCode,
    onExpiredLogin: notifyExpiredLogin,
  });
}
