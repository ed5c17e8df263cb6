import { expect, test } from '@playwright/test';
import { login, tab } from './helpers';

// Issue 16: the sports routes run the pure helpers (sport icons, odds, list rows) of the match list's
// early painter, its kit (remote-sports/src/app/early-paint-kit.ts), instead of a copy of their own
// (build/early-paint-kit-plugin.cjs).

/** Path data of the football icon: in the kit, nowhere else. */
const FOOTBALL_SPOT = 'M12 8.4L15.42 10.89';
const SPORTS = 'http://127.0.0.1:3001/';

test("on /sports the routes take the painter's kit, fetched once, and carry no copy of it", async ({
  page,
}) => {
  await login(page);
  const scripts = new Map<string, Promise<string>>();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SPORTS) && request.url().endsWith('.js'))
      asked.push(request.url());
  });
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(SPORTS) && url.endsWith('.js')) scripts.set(url, response.text());
  });
  await page.goto('/sports?lang=en');
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  // the sport chips' icons are drawn by the page (not the painter's markup) with the kit's paths
  await expect(page.locator('[data-early-route]')).toHaveCount(0);
  await expect(page.locator('button[aria-pressed="true"] svg path').first()).toBeAttached();

  const kit = asked.filter((url) => /\/early-sports-kit-[\da-f]+\.js$/.test(url));
  expect(kit).toHaveLength(1);
  const withIcon: string[] = [];
  for (const [url, text] of scripts) if ((await text).includes(FOOTBALL_SPOT)) withIcon.push(url);
  // the icons' paths come once, in a file of the painter's, never in the container's chunks
  expect(withIcon).toHaveLength(1);
  expect(withIcon[0]).toMatch(/\/early-[\w-]+\.js$/);
});

test('a kit that does not load leaves a Retry in the sports slot, which then shows the list', async ({
  page,
}) => {
  let blocked = true;
  await page.route(/:3001\/early-paint\.js/, (route) =>
    blocked ? route.abort() : route.continue(),
  );
  await login(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await tab(page, 'Sports').click();
  const fallback = page.locator('[data-remote-fallback="sports"]');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  blocked = false;
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('match-card').first()).toBeVisible({ timeout: 30_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
});

test("a guest sent home from /sports fetches none of the sports painter's parts", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SPORTS)) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/sports?lang=en');
  // the early script sends a guest home with the login dialog (SPEC §2)
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/\?lang=en$/);
  expect(asked.filter((path) => /^\/early-(?!paint\.js)/.test(path))).toEqual([]);
});
