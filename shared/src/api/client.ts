import axios, { type AxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { clientModel } from '../rules/client-type';
import { toUiLocale } from '../rules/language';
import { useAppStore } from '../store/app-store';
import { useSessionStore } from '../store/session-store';
import { toTransportError } from './api-error';
import { readEnvelope } from './envelope';
import { applyErrorCatalogue, RAW_RESPONSE_CODE, SUCCESS_CODE } from './error-catalogue';
import { recordServerDate } from './server-time';
import { notifyExpiredLogin } from './session-expiry';

/** SPEC §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 15000;
/** SPEC §6: the call on which a token in the body does not override the header (path not shown). */
export const DEVICE_GET_PATH = '/api/user/device/get';

export interface CallOptions {
  /** SPEC §8: silence the toast for non-zero codes. */
  noNeedResponseMsg?: boolean;
}

/** The one axios instance for the operator backend (timeout set per request from the runtime config). */
export const http = axios.create();

/** Common headers of SPEC §7. */
export function commonHeaders(body?: unknown, url = ''): Record<string, string> {
  const config = getRuntimeConfig();
  const session = useSessionStore.getState();
  const language = useAppStore.getState().language;
  const headers: Record<string, string> = {
    Language: language,
    'Accept-Language': toUiLocale(language),
    client: '1',
    appVersion: config.appVersion,
  };
  if (config.market === 'vietnam') headers.platform = 'vietnam';
  if (session.deviceId) headers.deviceNo = session.deviceId;
  if (typeof navigator !== 'undefined') headers.clientModel = clientModel(navigator.userAgent);
  const bodyToken =
    body && typeof body === 'object' && 'token' in body
      ? (body as { token?: unknown }).token
      : undefined;
  const token =
    typeof bodyToken === 'string' && !url.includes(DEVICE_GET_PATH) ? bodyToken : session.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (session.token && session.username) headers.Username = session.username;
  return headers;
}

http.interceptors.request.use((cfg) => {
  const config = getRuntimeConfig();
  cfg.baseURL = cfg.baseURL ?? config.apiBaseUrl;
  // a per-call timeout (e.g. the 10 s game jump of SPEC §9) wins over the default
  cfg.timeout = cfg.timeout || config.requestTimeoutMs;
  for (const [k, v] of Object.entries(commonHeaders(cfg.data, cfg.url))) cfg.headers.set(k, v);
  return cfg;
});

http.interceptors.response.use((res) => {
  recordServerDate(res.headers.date);
  return res;
});

/**
 * Sends a request to the operator backend and returns `data` of a success envelope. Every failure
 * rejects with an ApiError after the error catalogue of SPEC §8 has run.
 */
export async function callApi<T>(cfg: AxiosRequestConfig, opts: CallOptions = {}): Promise<T> {
  let body: unknown;
  try {
    body = (await http.request(cfg)).data;
  } catch (err) {
    throw toTransportError(err);
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
