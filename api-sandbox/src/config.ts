import crypto from 'node:crypto';
import path from 'node:path';
import type { ChatCapLimits } from './chat-caps';

/** Everything the sandbox reads from the environment, resolved once at start. */
export interface SandboxConfig {
  apiPort: number;
  providerPort: number;
  host: string;
  dataDir: string;
  providerTokenTtlS: number;
  sessionTtlS: number;
  /** `/__admin/*` answers only when SANDBOX_ADMIN is on (issue 49 #3). */
  adminEnabled: boolean;
  /** Sent by admin callers in X-Sandbox-Admin-Token; SANDBOX_ADMIN_TOKEN or random per start. */
  adminToken: string;
  domainAesKey: string;
  chatSigSecret: string;
  remoteBases: { sports: string; live: string; activities: string; account: string };
  /** Overrides the absolute base of media URLs (defaults to http://127.0.0.1:<api port>). */
  publicBaseUrl: string | null;
  smsCooldownS: number;
  /** Registration needs the answer of a challenge (`captchaId` + `captchaCode` validate fields). */
  registerChallenge: boolean;
  /** Login, SMS and registration limits (issue 49 #4, #7, #9); the tests make them small. */
  limits: AuthLimits;
  /** Open chat sockets per signature and per address (issue 49 #11). */
  chatCaps: ChatCapLimits;
  logRequests: boolean;
  /** Fastify's logger (pino): one JSON line per request at `info`; `silent` turns it off. */
  logLevel: string;
  initialFaults: string | null;
  telemetry: TelemetryConfig;
  cashier: CashierConfig;
}

/** The stand-in payment provider's timing (issue 50); `/__admin/cashier/settings` changes it live. */
export interface CashierConfig {
  /** A pending deposit is confirmed by the provider this long after it was made; 0 = never. */
  confirmDelayMs: number;
  /** An approved withdrawal is paid out this long after approval; 0 = at the next sweep. */
  payoutDelayMs: number;
}

/** The collector of error reports and vitals (issue 48, src/routes/telemetry.ts). */
export interface TelemetryConfig {
  /** App name (`host`, `sports`…) → the folder of its build, whose hidden source maps resolve stacks. */
  distDirs: Record<string, string>;
  /** Batches a minute from one address (past it: HTTP 429). */
  ratePerIpMin: number;
  /** Rows older than this are deleted. */
  retentionH: number;
}

const WORKSPACE = path.resolve(__dirname, '..', '..');
/** The workspace's own builds: `<app folder>/dist`. */
export const DEFAULT_DIST_DIRS: Record<string, string> = {
  host: path.join(WORKSPACE, 'host', 'dist'),
  sports: path.join(WORKSPACE, 'remote-sports', 'dist'),
  live: path.join(WORKSPACE, 'remote-live', 'dist'),
  activities: path.join(WORKSPACE, 'remote-activities', 'dist'),
  account: path.join(WORKSPACE, 'remote-account', 'dist'),
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** `sports=/srv/sports/dist,host=/srv/host/dist` over the defaults (a relative folder: from the cwd). */
export function distDirs(value: string | undefined): Record<string, string> {
  const dirs = { ...DEFAULT_DIST_DIRS };
  for (const pair of (value ?? '').split(',')) {
    const [app, dir] = pair.split('=').map((p) => p.trim());
    if (app && dir) dirs[app] = path.resolve(dir);
  }
  return dirs;
}

export interface AuthLimits {
  /** Login attempts per minute: from one address, for one user name (`@fastify/rate-limit`). */
  loginPerIpMin: number;
  loginPerNameMin: number;
  /** Wrong passwords (or SMS codes of a login check) in a row that lock a user name… */
  lockAfter: number;
  /** …for this long (sandbox clock), the cooling-off. */
  lockS: number;
  /** `sms/send` per minute from one address (a burst; the hourly caps are below). */
  smsPerIpMin: number;
  /** Codes sent per hour from one address, and by the whole sandbox. */
  smsPerIpHour: number;
  smsGlobalHour: number;
  /** Registrations and registration checks per 10 minutes from one address. */
  registerPerIp10Min: number;
}

/** The documented development key for the encrypted dynamic-domain config (override with DOMAIN_AES_KEY). */
export const DEV_DOMAIN_AES_KEY = 'betlive-dev-domain-key-2026';

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    apiPort: int(env.API_PORT, 4000),
    providerPort: int(env.PROVIDER_PORT, 4100),
    host: '127.0.0.1',
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(__dirname, '..', 'data'),
    providerTokenTtlS: int(env.PROVIDER_TOKEN_TTL_S, 1800),
    sessionTtlS: int(env.SESSION_TTL_S, 7 * 24 * 3600),
    adminEnabled: ['1', 'on', 'true', 'yes'].includes((env.SANDBOX_ADMIN ?? '').toLowerCase()),
    adminToken: env.SANDBOX_ADMIN_TOKEN || crypto.randomBytes(18).toString('base64url'),
    domainAesKey: env.DOMAIN_AES_KEY || DEV_DOMAIN_AES_KEY,
    chatSigSecret: env.CHAT_SIG_SECRET || 'betlive-dev-chat-secret',
    remoteBases: {
      sports: env.REMOTE_BASE_SPORTS || 'http://127.0.0.1:3001',
      live: env.REMOTE_BASE_LIVE || 'http://127.0.0.1:3002',
      activities: env.REMOTE_BASE_ACTIVITIES || 'http://127.0.0.1:3003',
      account: env.REMOTE_BASE_ACCOUNT || 'http://127.0.0.1:3004',
    },
    publicBaseUrl: env.PUBLIC_BASE_URL || null,
    smsCooldownS: int(env.SMS_COOLDOWN_S, 60),
    registerChallenge: env.REGISTER_CHALLENGE === '1',
    limits: {
      loginPerIpMin: int(env.LOGIN_RATE_PER_IP_MIN, 60),
      loginPerNameMin: int(env.LOGIN_RATE_PER_NAME_MIN, 20),
      lockAfter: int(env.LOGIN_LOCK_AFTER, 10),
      lockS: int(env.LOGIN_LOCK_S, 900),
      smsPerIpMin: int(env.SMS_RATE_PER_IP_MIN, 10),
      smsPerIpHour: int(env.SMS_MAX_PER_IP_HOUR, 30),
      smsGlobalHour: int(env.SMS_MAX_GLOBAL_HOUR, 1000),
      registerPerIp10Min: int(env.REGISTER_RATE_PER_IP_10MIN, 30),
    },
    chatCaps: {
      perSig: int(env.CHAT_MAX_SOCKETS_PER_SIG, 4),
      perIp: int(env.CHAT_MAX_SOCKETS_PER_IP, 50),
    },
    logRequests: env.SANDBOX_LOG === '1',
    logLevel: LOG_LEVELS.includes(env.SANDBOX_LOG_LEVEL ?? '') ? env.SANDBOX_LOG_LEVEL! : 'info',
    initialFaults: env.SANDBOX_FAULTS || null,
    telemetry: {
      distDirs: distDirs(env.TELEMETRY_DIST_DIRS),
      ratePerIpMin: int(env.TELEMETRY_RATE_PER_IP_MIN, 120),
      retentionH: int(env.TELEMETRY_RETENTION_H, 168),
    },
    cashier: {
      confirmDelayMs: int(env.CASHIER_CONFIRM_DELAY_MS, 30_000),
      payoutDelayMs: int(env.CASHIER_PAYOUT_DELAY_MS, 5_000),
    },
  };
}
