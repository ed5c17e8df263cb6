import { expect, test, type Page } from '@playwright/test';
import { controlSite } from './helpers';

// Issue 15 "Installable": the manifest and its icons, the service worker (registered only when a
// test opts in, since automated browsers are skipped), the offline page in the member's language,
// and API answers, remote entries and manifests never served from its cache.

/** Width and height of a PNG (IHDR). */
function pngSize(buf: Buffer): [number, number] {
  expect(buf.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

const NEVER_CACHED =
  /\/(api|v1)\/|remoteEntry\.js|mf-manifest\.json|app-manifest\.json|config\.json/;

test('the web app manifest is linked, served and valid, with its icons', async ({
  page,
  request,
}) => {
  await page.goto('/?lang=en');
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#0a101d');

  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const m = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(m).toMatchObject({ start_url: '/', display: 'standalone', short_name: 'BetLive' });
  expect(m.name.length).toBeGreaterThan(m.short_name.length);
  expect(m.theme_color).toBe('#0a101d');
  expect(m.background_color).toBe('#0a101d');
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ] as const) {
    const icon = m.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
    expect(icon, `${purpose} ${size}`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toEqual([size, size]);
  }
});

async function optIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('__sw-opt-in', '1'));
}

test('without the opt-in an automated browser gets no service worker', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('load');
  const registrations = await page.evaluate(() =>
    navigator.serviceWorker.getRegistrations().then((r) => r.length),
  );
  expect(registrations).toBe(0);
});

test('the service worker registers, shows the offline page and never caches API answers', async ({
  page,
  context,
}) => {
  const fromWorker: string[] = [];
  page.on('response', (res) => {
    if (NEVER_CACHED.test(res.url()) && res.fromServiceWorker()) fromWorker.push(res.url());
  });
  await optIn(page);
  await page.goto('/?lang=en');
  const script = await page.evaluate(() =>
    navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? ''),
  );
  expect(script).toMatch(/\/sw\.js$/);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  // browse while controlled: sportsbook, home and API calls go through the worker's fetch handler
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('hot-game').first()).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      urls.push(...(await cache.keys()).map((r) => r.url));
    }
    return urls;
  });
  expect(cached.some((u) => u.endsWith('/offline.html'))).toBe(true);
  expect(
    cached.filter((u) => NEVER_CACHED.test(u) || !u.startsWith('http://127.0.0.1:3000/')),
  ).toEqual([]);

  // offline: the site's server is gone and the network is off
  await controlSite('stop', 'host');
  try {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // an API call offline fails: nothing answers it from a cache
    const api = await page.evaluate(() =>
      fetch('http://127.0.0.1:4000/api/user/home/bar/list').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');
  } finally {
    await context.setOffline(false);
    await controlSite('start', 'host');
  }
  expect(fromWorker).toEqual([]);
});
