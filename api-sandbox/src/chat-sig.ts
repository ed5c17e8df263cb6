import crypto from 'node:crypto';

export interface ChatClaims {
  /** null for guests. */
  uid: number | null;
  name: string;
  room: number;
  /** Read-only (guests). */
  ro: boolean;
  exp: number;
  /** Hash prefix of the session token the signature is bound to. */
  sess: string | null;
}

export const CHAT_SIG_TTL_MS = 2 * 3_600_000;

export function sessionHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex').slice(0, 24);
}

function mac(payload: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signChat(claims: ChatClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** Verified claims, or null when tampered with or expired. */
export function verifyChat(sig: string, secret: string): ChatClaims | null {
  const [payload, m] = sig.split('.');
  if (!payload || !m) return null;
  const expected = mac(payload, secret);
  if (
    expected.length !== m.length ||
    !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(m))
  )
    return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ChatClaims;
    return claims.exp > Date.now() ? claims : null;
  } catch {
    return null;
  }
}
