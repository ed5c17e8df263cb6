import { ADMIN_TOKEN_HEADER, TEST_ADMIN_TOKEN } from '../src/testing';

export { start, type Started } from '../src/testing';

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function call(
  base: string,
  p: string,
  opts: CallOptions = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  // the admin routes need the token of the sandbox the tests start (issue 49 #3)
  if (
    p.startsWith('/__admin') &&
    !Object.keys(headers).some((h) => h.toLowerCase() === ADMIN_TOKEN_HEADER)
  )
    headers[ADMIN_TOKEN_HEADER] = TEST_ADMIN_TOKEN;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${base}${p}`, {
    method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {
    // leave as text (malformed-body fault, SVG)
  }
  return { status: res.status, body, headers: res.headers };
}

export async function login(base: string, userName: string, password: string): Promise<string> {
  const r = await call(base, '/api/user/auth/account-login/v2', { body: { userName, password } });
  if (r.body.code !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return r.body.data.accessToken as string;
}

/** A date of birth that passes the registration age gate (issue 18). */
export const ADULT = '1990-05-17';

export const SEED = {
  member: ['member01', 'Member@123'],
  anchor: ['anchor01', 'Anchor@123'],
  admin: ['admin01', 'Admin@123'],
} as const;
