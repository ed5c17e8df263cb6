import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * The development loop (`npm run dev`): the host and the sports remote on their development servers,
 * with hot updates. Run after the main suite, whose built site holds the same ports.
 */
export default defineConfig({
  testDir: './dev-tests',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node ../scripts/dev.mjs host remote-sports',
    url: 'http://127.0.0.1:3001/mf-manifest.json',
    // never the built site's servers, which answer on the same ports
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    env: { DATA_DIR: path.join(os.tmpdir(), `betlive-dev-${Date.now()}`) },
  },
});
