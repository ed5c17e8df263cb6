import type { FastifyInstance } from 'fastify';
import type { PageQuery } from '@app/shared/rules';
import { bodyOf } from '../http/untrusted';
import type { Ctx } from '../context';
import { pok } from '../envelope';
import { BULLETINS } from '../seed/static-lists';
import { page } from './query';
import { currentLang, pick } from '../i18n/lang';

export function registerBulletinRoutes(app: FastifyInstance, _ctx: Ctx): void {
  const now = Date.now();
  const all = BULLETINS.map((b, i) => ({ ...b, createTime: now - i * 86_400_000 }));
  // Title and content in the request's language (body languageType, SPEC §7).
  const list = () =>
    all.map((b) => ({
      ...b,
      title: pick(b.title, currentLang()),
      content: pick(b.content, currentLang()),
    }));
  app.post('/v1/bulletin/listTop', async () => pok(list().filter((b) => b.top === 1)));
  app.post('/v1/bulletin/listPage', async (req) => {
    const b = bodyOf<PageQuery>(req);
    return pok(page(list(), Number(b.current) || 1, Number(b.size) || 20));
  });
}
