import type { FastifyInstance } from 'fastify';
import { createClock } from './clock';
import type { SandboxConfig } from './config';
import type { Ctx } from './context';
import { openDb } from './db/open';
import { emptyFaults } from './faults';
import { createApp } from './http/app';
import { registerProviderRoutes } from './provider/app';
import { settleDue } from './provider/orders';
import { registerChat } from './chat';
import { registerAdminRoutes, applyFaults } from './routes/admin';
import { registerAuthRoutes } from './routes/auth';
import { registerCashierRoutes } from './routes/cashier';
import { registerCashierOperatorRoutes } from './routes/cashier-operator';
import { sweepCashier } from './cashier/sweep';
import { registerGameRoutes } from './routes/game';
import { registerInviteRoutes } from './routes/invite';
import { registerPromotionRoutes } from './routes/promotion';
import { registerRgRoutes } from './routes/rg';
import { registerLiveRoutes } from './routes/live';
import { registerMediaRoutes } from './routes/media';
import { registerMemberRoutes } from './routes/member';
import { registerOperationRoutes } from './routes/operation';
import { registerOperatorRoutes } from './routes/operator';
import { registerPlatformRoutes } from './routes/platform';
import { registerReleaseRoutes } from './routes/releases';
import { registerTelemetryRoutes } from './routes/telemetry';
import { registerVideoRoutes } from './routes/video';
import { registerAdRoutes } from './routes/promotion-ads';
import { isSeeded, seedAll } from './seed';

export interface Sandbox {
  ctx: Ctx;
  api: FastifyInstance;
  provider: FastifyInstance;
  apiUrl: string;
  providerUrl: string;
  close: () => Promise<void>;
}

export interface StartOptions {
  log?: (msg: string) => void;
  /** Where both servers' JSON request lines go (stdout when absent; SANDBOX_LOG_LEVEL). */
  logStream?: NodeJS.WritableStream;
}

/** Opens (and seeds when empty) the database and starts both servers on 127.0.0.1. */
export async function startSandbox(
  config: SandboxConfig,
  opts: StartOptions = {},
): Promise<Sandbox> {
  const db = openDb(config.dataDir);
  const log = opts.log ?? ((msg: string) => console.log(msg));
  if (!isSeeded(db)) {
    seedAll(db);
    log(`[sandbox] seeded ${config.dataDir}`);
  }
  const ctx: Ctx = {
    db,
    config,
    faults: emptyFaults(),
    ports: { api: config.apiPort, provider: config.providerPort },
    smsOutbox: [],
    chat: null,
    log,
    clock: createClock(),
  };
  if (config.initialFaults) applyFaults(ctx, JSON.parse(config.initialFaults));

  const api = await createApp(ctx, 'api', { logStream: opts.logStream });
  await registerChat(api, ctx);
  if (config.adminEnabled) registerAdminRoutes(api, ctx);
  registerAuthRoutes(api, ctx);
  registerMemberRoutes(api, ctx);
  registerRgRoutes(api, ctx);
  registerLiveRoutes(api, ctx);
  registerAdRoutes(api, ctx);
  registerPromotionRoutes(api, ctx);
  registerInviteRoutes(api, ctx);
  registerGameRoutes(api, ctx);
  registerOperationRoutes(api, ctx);
  registerPlatformRoutes(api, ctx);
  registerTelemetryRoutes(api, ctx);
  registerOperatorRoutes(api, ctx);
  registerReleaseRoutes(api, ctx);
  registerCashierRoutes(api, ctx);
  registerCashierOperatorRoutes(api, ctx);
  registerMediaRoutes(api, ctx);
  registerVideoRoutes(api);

  const provider = await createApp(ctx, 'provider', { logStream: opts.logStream });
  registerProviderRoutes(provider, ctx);

  await api.listen({ host: config.host, port: config.apiPort });
  await provider.listen({ host: config.host, port: config.providerPort });
  // Bets confirm and settle in the background too (the lists settle lazily as well).
  const timer = setInterval(() => {
    try {
      settleDue(ctx);
    } catch (err) {
      log(`[sandbox] settlement failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      sweepCashier(ctx);
    } catch (err) {
      log(`[sandbox] cashier sweep failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }, 5_000);
  timer.unref();
  const port = (app: FastifyInstance) => {
    const addr = app.server.address();
    return typeof addr === 'object' && addr ? addr.port : 0;
  };
  ctx.ports = { api: port(api), provider: port(provider) };
  return {
    ctx,
    api,
    provider,
    apiUrl: `http://127.0.0.1:${ctx.ports.api}`,
    providerUrl: `http://127.0.0.1:${ctx.ports.provider}`,
    close: async () => {
      clearInterval(timer);
      await api.close();
      await provider.close();
      db.close();
    },
  };
}
