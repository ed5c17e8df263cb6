import { expect, test, type Page, type Request } from '@playwright/test';
import { login } from './helpers';

// Issue 16 "Paint before JavaScript": the first screen's calls start from the HTML (the inline early
// script, host/src/boot/early-start.ts) and the app takes their answers instead of asking again.

const FIRST_SCREEN = [
  '/config.json',
  '/api/platform/registry',
  '/api/promotion/advertise/list',
  '/api/user/home/bar/list',
  '/api/game/home/slot/list/',
];

/** Counts the real (non-preflight) requests of each first-screen URL during a load of `/`. */
function countFirstScreen(page: Page): Map<string, Request[]> {
  const seen = new Map<string, Request[]>(FIRST_SCREEN.map((p) => [p, []]));
  page.on('request', (req) => {
    if (req.method() === 'OPTIONS') return;
    const path = new URL(req.url()).pathname;
    seen.get(path)?.push(req);
  });
  return seen;
}

async function firstScreenPainted(page: Page): Promise<void> {
  await expect(page.locator('[elementtiming="hot-game"]').first()).toBeVisible();
  await expect(page.locator('[elementtiming="hero-banner"]').first()).toBeVisible();
  await expect(page.locator('[elementtiming="game-bar"]').first()).toBeVisible();
}

test("a guest's first screen asks each of its calls once, started before the app's scripts ran", async ({
  page,
}) => {
  const seen = countFirstScreen(page);
  await page.goto('/?lang=en');
  await firstScreenPainted(page);
  await page.waitForLoadState('networkidle');
  for (const [path, requests] of seen) {
    expect(requests, path).toHaveLength(1);
  }
  // started by the early script (the first script of <head>), not by the app's bundle
  const html = await (await page.request.get('/')).text();
  const firstScript = html.indexOf('<script>');
  expect(firstScript).toBeGreaterThan(-1);
  expect(html.indexOf('<script>', firstScript + 1)).toBeLessThan(html.indexOf('main.js'));
  const early = seen.get('/api/promotion/advertise/list')![0]!;
  expect(await early.headerValue('language')).toBe('en');
});

test("a member's reads carry the stored login and are not asked twice either", async ({ page }) => {
  await login(page);
  const seen = countFirstScreen(page);
  await page.goto('/');
  await firstScreenPainted(page);
  await page.waitForLoadState('networkidle');
  const adverts = seen.get('/api/promotion/advertise/list')!;
  expect(adverts).toHaveLength(1);
  expect(await adverts[0]!.headerValue('authorization')).toMatch(/^Bearer /);
});

test("a remote's page starts the reads its manifest declares and its messages with the remote's files, once", async ({
  page,
}) => {
  const events: string[] = [];
  const adverts: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'OPTIONS') return;
    if (new URL(req.url()).pathname === '/api/promotion/advertise/list') {
      adverts.push(req);
      events.push('adverts asked');
    }
    if (/:3003\/i18n-en-json\.\w+\.js$/.test(req.url())) events.push('messages asked');
  });
  page.on('requestfinished', (req) => {
    if (/:3003\/remoteEntry\.js$/.test(req.url())) events.push('activities entry loaded');
  });
  await page.goto('/activity?lang=en');
  await expect(page.locator('[elementtiming="activity-card"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(adverts).toHaveLength(1);
  // the remote's own code can only ask once its entry has loaded: this one came from the HTML
  const entryLoaded = events.indexOf('activities entry loaded');
  expect(events.indexOf('adverts asked')).toBeLessThan(entryLoaded);
  expect(events.filter((e) => e === 'messages asked')).toHaveLength(1);
  expect(events.indexOf('messages asked')).toBeLessThan(entryLoaded);
  expect(await adverts[0]!.headerValue('language')).toBe('en');
});
