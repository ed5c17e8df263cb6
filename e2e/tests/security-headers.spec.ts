import { expect, test } from '@playwright/test';
import path from 'node:path';
import { controlSite, login } from './helpers';

const SITE = 'http://127.0.0.1:3000';

// Issue 17 (S8–S10): a strict Content-Security-Policy, no framing, no public source maps.

test('the site sends its security headers and serves no source maps', async ({ request }) => {
  const res = await request.get(`${SITE}/`);
  const headers = res.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  for (const port of [3001, 3002, 3003, 3004]) {
    const remote = await request.get(`http://127.0.0.1:${port}/remoteEntry.js`);
    expect(remote.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  const manifest = (await (await request.get('http://127.0.0.1:3001/mf-manifest.json')).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const chunk = manifest.exposes[0]?.assets.js.sync[0] ?? 'missing.js';
  expect((await request.get(`http://127.0.0.1:3001/${chunk}.map`)).status()).toBe(404);
});

test('another site cannot frame the site (clickjacking)', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (msg) => {
    if (/frame-ancestors/.test(msg.text())) refusals.push(msg.text());
  });
  await page.goto('http://127.0.0.1:3001/');
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${SITE}/`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  await expect(page.frameLocator('iframe').locator('#app')).toHaveCount(0);
});

test('pages load under the production policy with zero violations', async ({ page, request }) => {
  // the stack serves the non-production policy (it lets QA load the debug console); the same server
  // re-deployed with the production policy, computed by build/csp.mjs from the same files
  const hostDist = path.join(__dirname, '..', '..', 'host', 'dist');
  await controlSite('deploy', 'host', hostDist, { productionCsp: true });
  try {
    const policy = (await request.get(`${SITE}/`)).headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    await login(page);
    for (const route of ['/', '/activity', '/sports', '/anchorPlay', '/personal/me']) {
      await page.goto(`${route}?lang=en`);
      await page.waitForLoadState('networkidle');
      expect(await violations(), route).toEqual([]);
    }
  } finally {
    await controlSite('deploy', 'host', hostDist);
  }
});
