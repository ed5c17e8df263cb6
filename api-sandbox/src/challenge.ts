import crypto from 'node:crypto';
import { Codes } from './codes';
import type { Ctx } from './context';
import { BizError } from './errors';

/**
 * The registration challenge (#17, SPEC "validate fields"): a small sum the client shows; registration
 * sends `captchaId` and `captchaCode`. Single use, valid 5 minutes, on only with REGISTER_CHALLENGE=1.
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_PENDING = 5_000;

interface Pending {
  answer: string;
  expiresAt: number;
}
const PENDING = new WeakMap<Ctx, Map<string, Pending>>();

export interface Challenge {
  captchaId: string;
  question: string;
  expiresAt: number;
}

export function newChallenge(ctx: Ctx): Challenge {
  let pending = PENDING.get(ctx);
  if (!pending) PENDING.set(ctx, (pending = new Map()));
  const now = Date.now();
  for (const [id, p] of pending)
    if (p.expiresAt <= now || pending.size >= MAX_PENDING) pending.delete(id);
  const a = crypto.randomInt(2, 20);
  const b = crypto.randomInt(2, 20);
  const captchaId = crypto.randomUUID();
  const expiresAt = now + CHALLENGE_TTL_MS;
  pending.set(captchaId, { answer: String(a + b), expiresAt });
  return { captchaId, question: `${a} + ${b} = ?`, expiresAt };
}

/** Refuses a registration without the right answer (when the challenge is on); the answer is used up. */
export function checkChallenge(
  ctx: Ctx,
  body: { captchaId?: unknown; captchaCode?: unknown },
): void {
  if (!ctx.config.registerChallenge) return;
  const pending = PENDING.get(ctx);
  const id = typeof body.captchaId === 'string' ? body.captchaId : '';
  const found = pending?.get(id);
  if (found) pending?.delete(id);
  const ok =
    found &&
    found.expiresAt > Date.now() &&
    typeof body.captchaCode === 'string' &&
    body.captchaCode.trim() === found.answer;
  if (!ok)
    throw new BizError(
      Codes.CHALLENGE_FAILED,
      'Please answer the security question',
      newChallenge(ctx),
    );
}
