import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import type { Sandbox } from './server';
import { startSandbox, type StartOptions } from './server';

/** The admin token of the sandboxes tests start (admin routes on unless the test turns them off). */
export const TEST_ADMIN_TOKEN = 'sandbox-test-admin-token';
export { ADMIN_TOKEN_HEADER } from './http/admin-guard';

/**
 * Per-address limits every test run turns up (all test traffic comes from 127.0.0.1 at test
 * speed); the tests of the limits set their own. The per-name lockout keeps its default.
 */
export const TEST_LIMITS: Record<string, string> = {
  LOGIN_RATE_PER_IP_MIN: '100000',
  LOGIN_RATE_PER_NAME_MIN: '100000',
  SMS_RATE_PER_IP_MIN: '100000',
  SMS_MAX_PER_IP_HOUR: '100000',
  SMS_MAX_GLOBAL_HOUR: '100000',
  REGISTER_RATE_PER_IP_10MIN: '100000',
  TELEMETRY_RATE_PER_IP_MIN: '100000',
};

/** A sandbox started for a test run, with its captured log lines. */
export interface Started {
  sb: Sandbox;
  logs: string[];
  stop: () => Promise<void>;
}

/**
 * Starts both servers on random loopback ports with a fresh temporary data directory (seeded on
 * start, removed on stop). Used by the sandbox's own tests and by the contract suite.
 */
export async function start(
  env: Record<string, string> = {},
  opts: Pick<StartOptions, 'logStream'> = {},
): Promise<Started> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const config = loadConfig({
    SANDBOX_ADMIN: '1',
    SANDBOX_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    // quiet: no request lines in test output (a test of the log turns them on)
    SANDBOX_LOG_LEVEL: 'silent',
    ...TEST_LIMITS,
    ...env,
    DATA_DIR: dir,
    API_PORT: '0',
    PROVIDER_PORT: '0',
  });
  const logs: string[] = [];
  const sb = await startSandbox(config, { log: (m) => logs.push(m), logStream: opts.logStream });
  return {
    sb,
    logs,
    stop: async () => {
      await sb.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
