import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import type { StreamRow } from '../streams';
import { STREAM_SELECT, streamView } from '../streams';

export function registerLiveRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post('/api/live/stream/list', async (req) => {
    const b = (req.body ?? {}) as {
      current?: number;
      size?: number;
      status?: number;
      sportId?: number;
    };
    const current = Math.max(1, Number(b.current) || 1);
    const size = Math.min(999, Math.max(1, Number(b.size) || 999));
    const where: string[] = [];
    const args: unknown[] = [];
    if (b.status) {
      where.push('s.status = ?');
      args.push(Number(b.status));
    } else where.push('s.status IN (1, 2, 3)');
    if (b.sportId) {
      where.push('s.sport_id = ?');
      args.push(Number(b.sportId));
    }
    const rows = ctx.db
      .prepare(`${STREAM_SELECT} WHERE ${where.join(' AND ')} ORDER BY s.id`)
      .all(...args) as StreamRow[];
    return ok({
      records: rows.slice((current - 1) * size, current * size).map((s) => streamView(ctx, s)),
      total: rows.length,
      current,
      size,
    });
  });
}
