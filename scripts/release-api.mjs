// The backend side of `npm run release` and `npm run rollback`: a super admin's session with the
// API sandbox (or the backend at RELEASE_API) and its release routes (api-sandbox/src/routes/releases.ts).
import http from 'node:http';
import https from 'node:https';

export const API = (process.env.RELEASE_API || 'http://127.0.0.1:4000').replace(/\/$/, '');

/** `remote-live` or `live` → the registry id `live`. */
export function registryId(remote) {
  return remote.replace(/^remote-/, '');
}

/**
 * One request on a connection of its own (`agent: false`): a release's build takes minutes, and a
 * kept-alive socket the server has closed meanwhile would fail the registration.
 */
function request(url, { method, headers, body }) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function send(path, { token, body, method } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await request(`${API}${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new Error(`the backend at ${API} did not answer (${err.code ?? err.message})`);
  }
  let answer = null;
  try {
    answer = JSON.parse(res.text);
  } catch {
    // not the backend's envelope
  }
  if (!answer || answer.code !== 200)
    throw new Error(`${path}: ${answer?.msg ?? `HTTP ${res.status}`}`);
  return answer.data;
}

/**
 * Logs in as the releasing super admin: RELEASE_ADMIN_USER / RELEASE_ADMIN_PASSWORD, by default the
 * sandbox's seeded super admin (a real backend has its own operators; the server checks the role).
 */
export async function adminSession() {
  const userName = process.env.RELEASE_ADMIN_USER || 'admin01';
  const password = process.env.RELEASE_ADMIN_PASSWORD || 'Admin@123';
  const data = await send('/api/user/auth/account-login/v2', { body: { userName, password } });
  return data.accessToken;
}

export function registryEntry(id) {
  return send('/api/platform/registry').then((registry) => {
    const entry = registry.remotes.find((r) => r.id === id);
    if (!entry) throw new Error(`the registry has no remote ${id}`);
    return entry;
  });
}

export const registerRelease = (token, release) =>
  send('/api/operator/releases', { token, body: release });

export const rollbackRelease = (token, remote) =>
  send('/api/operator/releases/rollback', { token, body: { remote } });
