import type { FastifyInstance } from 'fastify';
import type { SiteMaintenanceBody } from '@app/shared/api';
import type { Ctx } from '../context';
import { mediaUrl } from '../context';
import { ok } from '../envelope';
import { COUNTRIES } from '../seed/static-lists';
import { formatCst } from '../time';
import { localize } from '../i18n/texts';

export function registerOperationRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/api/user/countrycode/list', async () =>
    ok(COUNTRIES.map((c) => ({ ...c, icon: mediaUrl(ctx, c.icon) }))),
  );

  app.post('/api/operation/siteMain/queryDetail', async (req) => {
    const body = (req.body ?? {}) as SiteMaintenanceBody;
    const m = ctx.faults.siteMaintenance;
    const sportsConfigVO = { gameOrder: '1,3,5,13,47,15,7,2,177,178' };
    if (m) {
      return ok({
        id: 1,
        title: localize(m.title),
        content: localize(m.content),
        startTime: formatCst(m.startTime),
        endTime: formatCst(m.endTime),
        point: m.point,
        status: '1',
        sportsConfigVO,
      });
    }
    return ok({
      id: 1,
      title: '',
      content: '',
      startTime: '',
      endTime: '',
      point: String(body.point ?? ''),
      status: '0',
      sportsConfigVO,
    });
  });

  app.post('/api/operation/tutorial/config/popCustomerLink', async (req) => {
    const q = req.query as { type?: string };
    return ok({
      type: q.type ?? '1',
      link: 'https://t.me/betlive_cskh',
      zalo: 'https://zalo.me/0900000000',
      onlineService: `${mediaUrl(ctx, '/media/cs.html')}`,
    });
  });
}
