import { expect, test } from '@playwright/test';
import { contentSecurityPolicy } from '../../build/csp.mjs';
import { login } from './helpers';

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

test('pages load under the production policy with zero violations', async ({ page }) => {
  const config = (await (await page.request.get(`${SITE}/config.json`)).json()) as Record<
    string,
    unknown
  >;
  // the running stack serves the non-production policy (it lets QA load the debug console), so the
  // production one is put on every document here, computed by the same module from the same files
  await page.route(`${SITE}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const policy = contentSecurityPolicy({ html, config, production: true }) as string;
    await route.fulfill({
      response,
      body: html,
      headers: { ...response.headers(), 'content-security-policy': policy },
    });
  });
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
  for (const path of ['/', '/activity', '/sports', '/anchorPlay', '/personal/me']) {
    await page.goto(`${path}?lang=en`);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});
