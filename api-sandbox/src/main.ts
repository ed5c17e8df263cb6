import { loadConfig } from './config';
import { startSandbox } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const sandbox = await startSandbox(config);
  console.log(`[sandbox] operator API  ${sandbox.apiUrl}`);
  console.log(`[sandbox] provider      ${sandbox.providerUrl}`);
  console.log(`[sandbox] data          ${config.dataDir}`);
  if (config.adminEnabled)
    console.log(`[sandbox] admin token   ${config.adminToken} (header X-Sandbox-Admin-Token)`);
  else console.log('[sandbox] admin routes  off (SANDBOX_ADMIN=1 turns /__admin/* on)');
  const stop = () => {
    sandbox.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('[sandbox] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
