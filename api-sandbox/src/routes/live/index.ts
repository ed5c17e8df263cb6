import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context';
import { registerBanRoutes } from './bans';
import { registerChatroomRoutes } from './chatroom';
import { registerFeeRoutes } from './fees';
import { registerGiftRoutes } from './gifts';
import { registerPresenterRoutes } from './presenter';
import { registerPushOrderRoutes } from './push-orders';
import { registerShieldedWordRoutes } from './shielded-words';
import { registerStreamReserveRoutes } from './stream-reserve';
import { registerStreamRoutes } from './streams';
import { registerVideoListRoutes } from './video';

/** The live and anchor endpoints (SPEC §7 /api/live, presenter, bans), one file per domain. */
export function registerLiveRoutes(app: FastifyInstance, ctx: Ctx): void {
  registerStreamRoutes(app, ctx);
  registerStreamReserveRoutes(app, ctx);
  registerVideoListRoutes(app, ctx);
  registerPresenterRoutes(app, ctx);
  registerGiftRoutes(app, ctx);
  registerPushOrderRoutes(app, ctx);
  registerFeeRoutes(app, ctx);
  registerBanRoutes(app, ctx);
  registerChatroomRoutes(app, ctx);
  registerShieldedWordRoutes(app, ctx);
}
