import * as z from 'zod/mini';
import { takeEarlyFile } from '../api/core/early-requests';
import { CONFIG_DEFAULTS } from './config-defaults';
import { setSiteMarket } from '@app/shared/rules';

/** How the host loads remotes (timeouts, retries, circuit breaker), unless config.json says otherwise. */
export const REMOTE_LOAD_DEFAULTS = {
  scriptTimeoutMs: 8000,
  manifestTimeoutMs: 6000,
  retries: 2,
  backoffMs: 400,
  breakerThreshold: 3,
  breakerCooldownMs: 30000,
};

/**
 * Configuration read at runtime (the host's `/config.json`), validated at start-up, so one build serves
 * dev, test, uat, pre-production and production, and the China and Vietnam markets.
 */
/** The spec's build modes (SPEC §1) and markets: one config file for each pair (`config/`). */
export const SITE_MODES = ['dev', 'test', 'uat', 'pre-production', 'production'] as const;
export const SITE_MARKETS = ['vietnam', 'china'] as const;

export const RuntimeConfigSchema = z.object({
  mode: z._default(z.enum(SITE_MODES), 'dev'),
  market: z._default(z.enum(SITE_MARKETS), CONFIG_DEFAULTS.market),
  apiBaseUrl: z.string(),
  registryUrl: z.string(),
  /** Origins the API hands out at run time (the sportsbook provider's); the CSP lists them. */
  providerOrigins: z._default(z.array(z.string()), []),
  /**
   * Origins the registry's remote manifests may be on (besides the host's own); any other entry is
   * refused (S8/S9). The Content-Security-Policy lists the same origins.
   */
  remoteOrigins: z._default(z.array(z.string()), []),
  /** Origins a QA `?mfOverride=` may point at (ignored in production). */
  overrideOrigins: z._default(z.array(z.string()), []),
  /** Business code that means the login expired (SPEC §4 leaves the value open). */
  expiredLoginCode: z._default(z.number(), 401001),
  appVersion: z._default(z.string(), CONFIG_DEFAULTS.appVersion),
  requestTimeoutMs: z._default(z.number(), CONFIG_DEFAULTS.requestTimeoutMs),
  /**
   * SPEC §9's debug console (the 6-second long-press): on by default. Outside production mode the
   * host's CSP then allows the 'unsafe-eval' and inline styles it needs (build/csp.mjs
   * `debugConsoleAllowed`); `false` turns it off and gives the strict policy. Production mode never
   * relaxes the policy, so the console cannot load there whatever this says.
   */
  debugConsole: z._default(z.boolean(), true),
  /** SPEC §9: load the debug console at start-up too (off by default: it weighs 150 KiB gzip). */
  debugConsoleAtStartup: z._default(z.boolean(), false),
  /** Marketing pixels (SPEC §9), each injected only when the page's hostname equals `host`. */
  pixels: z._default(
    z.array(
      z.object({
        host: z.string(),
        id: z.string(),
        kind: z._default(z.enum(['facebook', 'tiktok']), 'facebook'),
      }),
    ),
    [],
  ),
  remoteLoad: z._default(
    z.object({
      scriptTimeoutMs: z._default(z.number(), REMOTE_LOAD_DEFAULTS.scriptTimeoutMs),
      manifestTimeoutMs: z._default(z.number(), REMOTE_LOAD_DEFAULTS.manifestTimeoutMs),
      retries: z._default(z.number(), REMOTE_LOAD_DEFAULTS.retries),
      backoffMs: z._default(z.number(), REMOTE_LOAD_DEFAULTS.backoffMs),
      breakerThreshold: z._default(z.number(), REMOTE_LOAD_DEFAULTS.breakerThreshold),
      breakerCooldownMs: z._default(z.number(), REMOTE_LOAD_DEFAULTS.breakerCooldownMs),
    }),
    REMOTE_LOAD_DEFAULTS,
  ),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

let current: RuntimeConfig | null = null;

/** Parses a config object; throws a ConfigError naming the bad fields. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const res = RuntimeConfigSchema.safeParse(input);
  if (!res.success) {
    const fields = res.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new ConfigError(`Invalid runtime configuration: check ${fields}`);
  }
  return res.data;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  setSiteMarket(config.market);
}

/** The validated runtime configuration; throws before start-up has set it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('Runtime configuration requested before start-up loaded it');
  return current;
}

/** Fetches and validates `/config.json` (or another URL), never cached by the browser. */
export async function loadRuntimeConfig(url: string): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    // the server sends no-cache; no fetch option here, so the <link rel=preload> in index.html is reused
    const early = await takeEarlyFile(url);
    if (early) body = early.body;
    else {
      const res = await fetch(url);
      if (!res.ok) throw new ConfigError(`Configuration ${url} answered HTTP ${res.status}`);
      body = await res.json();
    }
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`Configuration ${url} could not be read: ${(err as Error).message}`);
  }
  const config = parseRuntimeConfig(body);
  setRuntimeConfig(config);
  return config;
}
