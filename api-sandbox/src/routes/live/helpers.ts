import type { FastifyRequest } from 'fastify';
import { Codes } from '../../codes';
import type { Ctx } from '../../context';
import { BizError, illegal } from '../../errors';
import type { StreamRow } from '../../streams';
import { getStream } from '../../streams';
import type { UserRow } from '../../users';
import { requireUser } from '../../users';

export const L = '/api/live';

export const idOf = (v: unknown, what = 'id') => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw illegal(`${what} must be a positive integer`);
  return n;
};

export const text = (v: unknown, max: number, what: string) => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > max)
    throw illegal(`${what} must be a string of at most ${max} characters`);
  return v.trim();
};

/** Anchor endpoints accept anchors (their own streams) and super admins. */
export const anchorOnly = (ctx: Ctx, req: FastifyRequest) =>
  requireUser(ctx, req, ['anchor', 'superAdmin']);

/** Anchors act on their own streams; super admins on any. */
export function ownStream(ctx: Ctx, user: UserRow, id: number): StreamRow {
  const s = getStream(ctx, id);
  if (user.role !== 'superAdmin' && s.anchor_id !== user.id)
    throw new BizError(Codes.FORBIDDEN, 'Permission denied: not your stream');
  return s;
}

/**
 * An optional stream a write names (push orders, shielded words, satellite keys): when given, it
 * must be the caller's own (or the caller a super admin); absent, null.
 */
export function ownStreamRef(ctx: Ctx, user: UserRow, raw: unknown): StreamRow | null {
  if (raw === undefined || raw === null || raw === '') return null;
  return ownStream(ctx, user, idOf(raw, 'streamId'));
}
