import type { FastifyInstance } from 'fastify';
import type { StreamIdBody } from '@app/shared/api';
import type { PageQuery } from '@app/shared/rules';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { Codes } from '../../codes';
import { ok } from '../../envelope';
import { BizError } from '../../errors';
import { paged } from '../../paging';
import type { StreamRow } from '../../streams';
import { STREAM, STREAM_SELECT, getStream, streamView } from '../../streams';
import { requireUser, sessionUser } from '../../users';
import { L, idOf } from './helpers';

/** Upcoming streams and the reminders members set on them (SPEC §7 reserveList, countReserve). */
export function registerStreamReserveRoutes(app: FastifyInstance, ctx: Ctx): void {
  const count = (id: number) =>
    (
      ctx.db
        .prepare('SELECT COUNT(*) AS n FROM stream_reservations WHERE stream_id = ?')
        .get(id) as { n: number }
    ).n;

  app.post(`${L}/stream/reserveList`, async (req) => {
    const user = sessionUser(ctx, req);
    const rows = ctx.db
      .prepare(`${STREAM_SELECT} WHERE s.status = 1 ORDER BY s.start_time`)
      .all() as StreamRow[];
    const mine = new Set(
      user
        ? (
            ctx.db
              .prepare('SELECT stream_id FROM stream_reservations WHERE user_id = ?')
              .all(user.id) as { stream_id: number }[]
          ).map((r) => r.stream_id)
        : [],
    );
    return ok(
      paged(
        rows.map((s) => ({
          ...streamView(ctx, s),
          reserved: mine.has(s.id),
          reserveCount: count(s.id),
        })),
        bodyOf<PageQuery>(req),
      ),
    );
  });

  /** Toggles the caller's reservation of an upcoming stream. */
  app.post(`${L}/stream/reserve`, async (req) => {
    const user = requireUser(ctx, req);
    const s = getStream(ctx, idOf(bodyOf<StreamIdBody>(req).id));
    if (s.status !== STREAM.RESERVED)
      throw new BizError(Codes.STREAM_STATE, 'Only upcoming streams can be reserved');
    const del = ctx.db
      .prepare('DELETE FROM stream_reservations WHERE stream_id = ? AND user_id = ?')
      .run(s.id, user.id);
    if (!del.changes)
      ctx.db
        .prepare(
          'INSERT INTO stream_reservations (stream_id, user_id, created_at) VALUES (?, ?, ?)',
        )
        .run(s.id, user.id, Date.now());
    return ok({ reserved: del.changes === 0 });
  });

  app.get(`${L}/stream/countReserve/:id`, async (req) => {
    const id = idOf((req.params as { id: string }).id);
    getStream(ctx, id);
    return ok(count(id));
  });
}
