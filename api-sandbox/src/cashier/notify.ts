import crypto from 'node:crypto';
import type { Ctx } from '../context';

/**
 * The provider's webhook is signed with a secret shared with the operator backend: HMAC-SHA256 of
 * `reference:amount:status`. Without the right signature a notification moves nothing.
 */
export function notifySecret(ctx: Ctx): string {
  return crypto
    .createHash('sha256')
    .update(`cashier-notify:${ctx.config.chatSigSecret}`)
    .digest('hex');
}

export function signNotification(
  ctx: Ctx,
  n: { reference: string; amount: number; status: string },
): string {
  return crypto
    .createHmac('sha256', notifySecret(ctx))
    .update(`${n.reference}:${n.amount}:${n.status}`)
    .digest('hex');
}

export function verifyNotification(
  ctx: Ctx,
  n: { reference: string; amount: number; status: string; signature: string },
): boolean {
  const expected = Buffer.from(signNotification(ctx, n));
  const given = Buffer.from(n.signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
