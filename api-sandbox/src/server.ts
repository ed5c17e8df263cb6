import type { FastifyInstance } from 'fastify';
import type { SandboxConfig } from './config';
import type { Ctx } from './context';
import { openDb } from './db/open';
import { emptyFaults } from './faults';
import { createApp } from './http/app';
import { registerProviderRoutes } from './provider/app';
import { registerAdminRoutes, applyFaults } from './routes/admin';
import { registerAuthRoutes } from './routes/auth';
import { registerGameRoutes } from './routes/game';
import { registerLiveRoutes } from './routes/live';
import { registerMediaRoutes } from './routes/media';
import { registerMemberRoutes } from './routes/member';
import { registerOperationRoutes } from './routes/operation';
import { registerPlatformRoutes } from './routes/platform';
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
    log,
  };
  if (config.initialFaults) applyFaults(ctx, JSON.parse(config.initialFaults));

  const api = await createApp(ctx, 'api');
  if (config.adminEnabled) registerAdminRoutes(api, ctx);
  registerAuthRoutes(api, ctx);
  registerMemberRoutes(api, ctx);
  registerLiveRoutes(api, ctx);
  registerAdRoutes(api, ctx);
  registerGameRoutes(api, ctx);
  registerOperationRoutes(api, ctx);
  registerPlatformRoutes(api, ctx);
  registerMediaRoutes(api, ctx);

  const provider = await createApp(ctx, 'provider');
  registerProviderRoutes(provider, ctx);

  await api.listen({ host: config.host, port: config.apiPort });
  await provider.listen({ host: config.host, port: config.providerPort });
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
      await api.close();
      await provider.close();
      db.close();
    },
  };
}
