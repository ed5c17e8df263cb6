import type { Started } from 'api-sandbox/src/testing';
import { ADMIN_TOKEN_HEADER, TEST_ADMIN_TOKEN, start } from 'api-sandbox/src/testing';
import { accountLogin, getUserInfo, getWalletBalance } from '@app/shared/api/member';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { useSessionStore, useSportsConfigStore } from '@app/shared/store';

/** Seed users of the sandbox (api-sandbox/README.md). */
export const USERS = {
  member: ['member01', 'Member@123'],
  poorMember: ['member02', 'Member@123'],
  smsMember: ['member03', 'Member@123'],
  /** Responsible-gambling journeys (limits and exclusions stay off member01). */
  rgLimits: ['member05', 'Member@123'],
  rgExcluded: ['member06', 'Member@123'],
  rgSpare: ['member07', 'Member@123'],
  anchor: ['anchor01', 'Anchor@123'],
  otherAnchor: ['anchor02', 'Anchor@123'],
  admin: ['admin01', 'Admin@123'],
} as const;
export type SeedUser = keyof typeof USERS;

/** A date of birth that passes the registration age gate (issue 18). */
export const ADULT = '1990-05-17';

export interface Contract {
  api: string;
  provider: string;
  started: Started;
}

/** Points the shared client at a sandbox: runtime config (§7 base URL) and empty stores. */
export function configureClient(api: string, overrides: Record<string, unknown> = {}): void {
  setRuntimeConfig(
    parseRuntimeConfig({
      apiBaseUrl: api,
      registryUrl: `${api}/api/platform/registry`,
      ...overrides,
    }),
  );
}

/** Forgets the session and the sportsbook config (a guest again). */
export function signOutLocal(): void {
  useSessionStore.getState().signOut();
  useSportsConfigStore.getState().setConfig(null);
}

/**
 * Starts a sandbox for the suite (beforeAll/afterAll) and configures the shared client for it.
 * Returns a getter: the sandbox exists only once beforeAll has run.
 */
export function withSandbox(env: Record<string, string> = {}): () => Contract {
  let current: Contract | null = null;
  beforeAll(async () => {
    const started = await start(env);
    current = { api: started.sb.apiUrl, provider: started.sb.providerUrl, started };
    configureClient(current.api);
    signOutLocal();
  });
  afterAll(async () => {
    signOutLocal();
    await current?.started.stop();
  });
  return () => {
    if (!current) throw new Error('the sandbox is not started (use inside a test)');
    return current;
  };
}

/** Logs in through the shared typed functions, the way the site does (§4): token, user info. */
export async function loginAs(user: SeedUser): Promise<void> {
  const [userName, password] = USERS[user];
  signOutLocal();
  const res = await accountLogin({ userName, password });
  if (!res.accessToken) throw new Error(`${userName}: no token (loginState ${res.loginState})`);
  useSessionStore.getState().signIn({ token: res.accessToken, username: userName });
  useSessionStore.getState().setUserInfo(await getUserInfo());
}

/** The caller's wallet balance through the shared client. */
export async function balance(): Promise<number> {
  return (await getWalletBalance()).balance;
}

/** Raw call to the sandbox (admin and fault switches, or where the shared client hides the answer). */
export async function raw(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string; json: unknown; headers: Headers }> {
  const headers: Record<string, string> = { ...init.headers };
  // the admin routes need the token of the sandbox start() runs (issue 49 #3)
  if (path.startsWith('/__admin')) headers[ADMIN_TOKEN_HEADER] ??= TEST_ADMIN_TOKEN;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (malformed fault, media)
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** POST /__admin/faults (see the sandbox README); `clearFaults` removes them all. */
export async function setFaults(api: string, body: Record<string, unknown>): Promise<void> {
  const r = await raw(api, '/__admin/faults', { body });
  if ((r.json as { code?: number } | null)?.code !== 200) throw new Error(`faults: ${r.text}`);
}

export async function clearFaults(api: string): Promise<void> {
  await raw(api, '/__admin/faults', { method: 'DELETE' });
}

/** The latest SMS code sent to a number (sandbox outbox). */
export async function lastSmsCode(api: string, mobile: string): Promise<string> {
  const r = await raw(api, `/__admin/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  const list = (r.json as { data: { code: string }[] }).data;
  if (!list[0]) throw new Error(`no SMS sent to ${mobile}`);
  return list[0].code;
}
