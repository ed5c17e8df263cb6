// member01's persisted session as the session store writes it after a login (for the measurement
// scripts, which load pages cold in fresh browser contexts).
export const SANDBOX = 'http://127.0.0.1:4000';
export const MEMBER = { userName: 'member01', password: 'Member@123' };

export async function memberSession() {
  const res = await fetch(`${SANDBOX}/api/user/auth/account-login/v2`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const body = await res.json();
  const token = body?.data?.accessToken;
  if (!token) throw new Error(`member login failed: ${JSON.stringify(body).slice(0, 200)}`);
  return JSON.stringify({ state: { token, username: MEMBER.userName }, version: 0 });
}
