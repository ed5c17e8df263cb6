import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';
import { SANDBOX_ADMIN_TOKEN } from './sandbox-admin';

/** The built site is served as in production; each run gets a fresh sandbox database. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node ../scripts/stack.mjs',
    url: 'http://127.0.0.1:3000/config.json',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // the stack stops its children itself (nginx, the servers) and removes the front's folder
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      STACK_CONTROL_PORT: '3999',
      // the document server's request log stays out of the run's output; its errors do not
      DOCUMENT_LOG_LEVEL: 'error',
      DATA_DIR: path.join(os.tmpdir(), `betlive-e2e-${Date.now()}`),
      // the tests drive faults, the clock and the SMS outbox through /__admin (issue 49 #3)
      SANDBOX_ADMIN: '1',
      SANDBOX_ADMIN_TOKEN,
      // every journey comes from 127.0.0.1 and logs in often: the per-address and per-name rate
      // limits are raised (the lockout after failed logins keeps its default) (issue 49 #4, #9)
      LOGIN_RATE_PER_IP_MIN: '10000',
      LOGIN_RATE_PER_NAME_MIN: '10000',
      SMS_RATE_PER_IP_MIN: '1000',
      SMS_MAX_PER_IP_HOUR: '10000',
      REGISTER_RATE_PER_IP_10MIN: '10000',
      // every page of every journey sends its vitals (issue 48)
      TELEMETRY_RATE_PER_IP_MIN: '10000',
    },
  },
});
