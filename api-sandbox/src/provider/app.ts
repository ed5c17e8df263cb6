import type { FastifyInstance } from 'fastify';
import type { SportsbookExtras } from '@app/shared/api';
import { bodyOf } from '../http/untrusted';
import { ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { pfail, pok } from '../envelope';
import { languagePackage } from './language';
import { registerLiveLoadRoute } from './live-load';
import { registerBulletinRoutes } from './routes-bulletin';
import { registerMatchRoutes } from './routes-match';
import { registerOrderRoutes } from './routes-order';
import { providerCaller } from './tokens';

/** The sportsbook provider: /v1/* needs a valid provider token (else code 14010). */
export function registerProviderRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/v1/')) return;
    const caller = providerCaller(ctx, req);
    if (!caller) return reply.code(200).send(pfail(ProviderCodes.TOKEN_EXPIRED, 'token expired'));
    req.providerCaller = caller;
  });
  registerMatchRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerBulletinRoutes(app, ctx);
  registerLiveLoadRoute(app, ctx);

  const lang = async (req: { body: unknown }) => {
    const b = bodyOf<SportsbookExtras>(req);
    return pok(languagePackage(String(b.languageType ?? 'ENG').toUpperCase()));
  };
  app.post('/language/staticList', lang);
  app.post('/v1/language/staticList', lang);
  app.get('/health', async () => pok({ ok: true }));
}
