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
  expect(headers['x-content-type-options']).toBe('nosniff');
  // the stack's config.json is not production and leaves the debug console on (issue 49 #10)
  expect(headers['content-security-policy']).toContain("'unsafe-eval'");
  for (const port of [3001, 3002, 3003, 3004]) {
    // issue 49 #10: a remote is a static script host with the policy of build/csp.mjs
    for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/']) {
      const remote = (await request.get(`http://127.0.0.1:${port}${file}`)).headers();
      const policy = remote['content-security-policy'] ?? '';
      expect(remote['x-content-type-options'], `${port}${file}`).toBe('nosniff');
      expect(policy, `${port}${file}`).toMatch(/^default-src 'none'; script-src 'self'[ ;]/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain(
        "connect-src 'self' http://127.0.0.1:4000 http://127.0.0.1:4100 ws://",
      );
      expect(policy).not.toContain('unsafe');
    }
  }
  // the sandbox's JSON answers are never sniffed either
  const api = await request.get('http://127.0.0.1:4000/api/user/countrycode/list');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
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
  // a page of no origin of ours, with no policy of its own, frames the host and a remote's page
  await page.setContent(
    `<iframe id="host" src="${SITE}/"></iframe><iframe id="remote" src="http://127.0.0.1:3001/"></iframe>`,
  );
  await expect.poll(() => refusals.length).toBeGreaterThan(1);
  await expect(page.frameLocator('#host').locator('#app')).toHaveCount(0);
  await expect(page.frameLocator('#remote').locator('#app')).toHaveCount(0);
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
    // a guest's promotions page is drawn by the server, its stylesheets inline and hashed
    await page.goto('/activity?lang=en');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('style[data-href]').first()).toBeAttached();
    expect(await violations(), 'guest /activity').toEqual([]);
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

test("the remotes' standalone pages work under their policy with zero violations", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const port of [3001, 3002, 3003, 3004]) {
    await page.goto(`http://127.0.0.1:${port}/?lang=en`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#app')).not.toBeEmpty();
    const seen = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    );
    expect(seen, String(port)).toEqual([]);
  }
});
