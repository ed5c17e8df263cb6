import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Ctx } from '../context';
import { findRule } from '../faults';
import { releaseIdempotency } from './idempotency';

/**
 * Faults after the handler (issue 49 #13): "the server committed, the answer was lost". Added as
 * the last onSend hook of every route, after the idempotency layer kept the real answer, so a
 * retry with the same Idempotency-Key replays it instead of moving money twice.
 * `dropAfter` cuts the connection without an answer; `corruptAfter` sends the answer truncated.
 */
export function withAfterFaults(ctx: Ctx, route: RouteOptions): void {
  const after = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/__admin')) return payload;
    if (findRule(ctx.faults.dropAfter, path)) {
      // the answer is kept already; let a waiting twin replay it, then cut the line
      releaseIdempotency(req);
      req.raw.socket?.destroy();
      return payload;
    }
    if (findRule(ctx.faults.corruptAfter, path)) {
      reply.removeHeader('content-encoding');
      reply.header('content-type', 'application/json; charset=utf-8');
      const text =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? '{"code":200,"msg":"success","data":{'
            : '';
      return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    }
    return payload;
  };
  const existing = route.onSend;
  route.onSend = [
    ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    after,
  ];
}
