import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { mediaUrl } from '../context';
import { ok } from '../envelope';
import { isoVn } from '../time';
import { localize, mediaInLang } from '../i18n/texts';
import { activityVisibility } from '../activity-visibility';

interface AdRow {
  id: number;
  title: string;
  sub_title: string;
  image_url: string;
  link: string;
  type: number;
  sort: number;
  start_time: number;
  end_time: number;
  tenant_id: number | null;
}

export function registerAdRoutes(app: FastifyInstance, ctx: Ctx): void {
  const list = (type: number | null, tenantId: number | null) => {
    const now = ctx.clock.now();
    const rows = ctx.db
      .prepare(
        `SELECT * FROM ads WHERE start_time <= ? AND end_time >= ? AND (? IS NULL OR type = ?)
           AND (? IS NULL OR tenant_id IS NULL OR tenant_id = ?) ORDER BY sort, id`,
      )
      .all(now, now, type, type, tenantId, tenantId) as AdRow[];
    // an advert for an activity switched off or out of its window is not shown (issue 53 #3, #5)
    const { linkVisible } = activityVisibility(ctx);
    const shown = rows.filter((a) => linkVisible(a.link));
    return shown.map((a) => ({
      id: a.id,
      title: localize(a.title),
      subTitle: localize(a.sub_title),
      imageUrl: mediaInLang(mediaUrl(ctx, a.image_url)),
      link: a.link,
      type: a.type,
      sort: a.sort,
      startTime: isoVn(a.start_time),
      endTime: isoVn(a.end_time),
    }));
  };
  const num = (v: unknown) =>
    v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null;

  app.get('/api/promotion/advertise/list', async (req) => {
    const q = req.query as { tenantId?: string };
    return ok(list(null, num(q.tenantId)));
  });

  app.get('/api/promotion/advertise/list/type', async (req) => {
    const q = req.query as { type?: string; tenantId?: string };
    return ok(list(num(q.type), num(q.tenantId)));
  });
}
