import * as z from 'zod/mini';
import {
  getRuntimeConfig,
  ApiError,
  MALFORMED_MESSAGE,
  toTransportError,
  codeMessage,
  callApi,
  REQUEST_TIMEOUT_MS,
  createHttp,
  takeEarlyAnswer,
  RAW_RESPONSE_CODE,
  SPORTS_TOKEN_EXPIRED_CODE,
  notifyExpiredLogin,
  validateResponse,
  type ReadOptions,
} from '@app/shared/client';
import {
  useAppStore,
  useSessionStore,
  useSettingsStore,
  useSportsConfigStore,
  type SportsServiceConfig,
} from '@app/shared/store';
import { providerBodyExtras, providerCall } from './provider-call';

/** The sportsbook provider instance (exported for tests to stub its adapter). */
export const sportsHttp = createHttp({ timeout: REQUEST_TIMEOUT_MS });

const ServiceConfigSchema = z.object({
  token: z.string(),
  apiServerAddress: z.string(),
  pcAddress: z.optional(z.nullable(z.string())),
  pushServerAddress: z.optional(z.nullable(z.string())),
  virtualAddress: z.optional(z.nullable(z.string())),
});

/** Fetches the sports-service token, logged-in or guest variant (paths are the sandbox's; SPEC §7 leaves them open). */
export async function fetchSportsServiceConfig(): Promise<SportsServiceConfig> {
  const guest = !useSessionStore.getState().token;
  const data = await callApi<unknown>(
    {
      method: 'POST',
      url: guest ? '/api/game/sports/token/guest' : '/api/game/sports/token',
      data: {},
    },
    { noNeedResponseMsg: true },
  );
  const parsed = validateResponse(ServiceConfigSchema, data);
  const config: SportsServiceConfig = {
    token: parsed.token,
    apiServerAddress: parsed.apiServerAddress,
    pcAddress: parsed.pcAddress ?? undefined,
    pushServerAddress: parsed.pushServerAddress ?? undefined,
    virtualAddress: parsed.virtualAddress ?? undefined,
    guest,
  };
  useSportsConfigStore.getState().setConfig(config);
  return config;
}

let refreshing: Promise<SportsServiceConfig> | null = null;

/** HTTP 401/403 on the token call: the member's own session is gone (R10). */
function isRejectedSession(err: unknown): boolean {
  return (
    err instanceof ApiError && err.kind === 'http' && (err.status === 401 || err.status === 403)
  );
}

/**
 * Single flight: many 14010 answers at once refresh the token once (R9). The refresh goes to the
 * operator backend, not through the sportsbook gate, so it cannot wait on itself; when it is
 * refused for a logged-in member, the session expiry runs once (R10) and every waiter rejects.
 */
export function refreshSportsToken(): Promise<SportsServiceConfig> {
  refreshing ??= fetchSportsServiceConfig()
    .catch((err: unknown) => {
      if (isRejectedSession(err) && useSessionStore.getState().token) notifyExpiredLogin();
      throw err;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function currentConfig(): Promise<SportsServiceConfig> {
  const stored = useSportsConfigStore.getState().config;
  const loggedIn = Boolean(useSessionStore.getState().token);
  if (stored && stored.guest === !loggedIn) return stored;
  return refreshSportsToken();
}

/** The fields every sportsbook POST body carries besides its own. */
export type SportsbookExtras = ReturnType<typeof sportsbookBodyExtras>;

/** The fields SPEC §7 adds to every sportsbook POST body. */
export function sportsbookBodyExtras() {
  return providerBodyExtras({
    oddsChange: useSettingsStore.getState().oddsChange,
    regCurrency: useSessionStore.getState().userInfo?.regCurrency,
    market: getRuntimeConfig().market,
    language: useAppStore.getState().language,
  });
}

function readProviderBody(body: unknown): {
  code: number;
  msg: string;
  data: unknown;
  raw: unknown;
} {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('malformed', MALFORMED_MESSAGE);
  }
  const rec = body as Record<string, unknown>;
  const code = typeof rec.code === 'number' ? rec.code : rec.success === true ? 0 : NaN;
  if (!Number.isFinite(code)) throw new ApiError('malformed', MALFORMED_MESSAGE);
  return { code, msg: typeof rec.msg === 'string' ? rec.msg : '', data: rec.data, raw: body };
}

/**
 * POSTs to the sportsbook provider with the stored base URL and token. Returns the data field or an
 * empty object (SPEC §7); code 14010 refreshes the token once and retries (SPEC §8). The provider
 * shows no toast, so of the read options only `signal` applies.
 */
export async function callSportsbook<T = unknown>(
  path: string,
  body: object = {},
  { signal }: ReadOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const config = await currentConfig();
    const call = providerCall(config, path, body, sportsbookBodyExtras());
    // the sports page's early painter may have asked this very call (provider-call.ts)
    const early = attempt === 0 ? await takeEarlyAnswer(call) : null;
    let raw: unknown = early?.body;
    if (!early) {
      try {
        const res = await sportsHttp.post(`${config.apiServerAddress}${path}`, call.body, {
          headers: call.headers,
          signal,
        });
        raw = res.data;
      } catch (err) {
        throw toTransportError(err, path);
      }
    }
    const env = readProviderBody(raw);
    if (env.code === SPORTS_TOKEN_EXPIRED_CODE && attempt === 0) {
      const latest = useSportsConfigStore.getState().config;
      if (!latest || latest.token === config.token) await refreshSportsToken();
      continue;
    }
    if (env.code === RAW_RESPONSE_CODE) return env.raw as T;
    if (env.code !== 0) {
      const message =
        codeMessage(env.code, env.data) || env.msg || 'The sportsbook is unavailable.';
      throw new ApiError('business', message, env.code, undefined, env.data);
    }
    return (env.data ?? {}) as T;
  }
}
