import { expect, test, type Page } from '@playwright/test';
import { liveStreamOf, login } from './helpers';

/** A seed presenter whose stream is live (api-sandbox/src/seed). */
const LIVE_ANCHOR = 'anchor01';

// Issue 16, "every other page": a remote route may name an early painter (its app-manifest's
// `earlyPaint`); the host's early script draws the route's first answers with it into the prerendered
// layout before the host's or the remote's code has arrived, and the app holds that markup until the
// page renders its own (host/src/routing/early-route.ts). The promotions list is server-rendered
// instead (server-render-remote.spec.ts), as is the member centre (server-render-member.spec.ts); the
// routes below still have painters (issue 46).

/** Holds the host's main.js back until `until` holds on the page. */
async function holdMainUntil(page: Page, until: () => boolean): Promise<void> {
  await page.route('**/main.js', async (route) => {
    await page.waitForFunction(until).catch(() => undefined);
    await route.continue().catch(() => undefined);
  });
}

/** Records the page's errors and sums its layout shifts from the first paint on (read with shiftOf). */
async function watchPage(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number }>)
        w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return errors;
}

const shiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test("a member opening a live room sees its frame and title before the app's code, then the page's own room without a shift", async ({
  page,
}) => {
  const stream = await liveStreamOf(LIVE_ANCHOR);
  await login(page);
  const errors = await watchPage(page);
  await holdMainUntil(page, () => !!document.querySelector('[data-early-route] h1'));
  await page.goto(`/anchorPlay?id=${stream.id}&lang=en`, { waitUntil: 'commit' });
  const painted = page.locator('[data-early-route]');
  await expect(painted.locator('h1')).toBeVisible();
  await expect(painted.locator('video')).toBeVisible();
  // the page's own room replaces it: its player plays, the painted frame is gone
  await expect(page.getByTestId('live-room')).toBeVisible();
  await expect(painted).toHaveCount(0);
  await expect(page.getByTestId('live-room').getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await shiftOf(page)).toBeLessThan(0.02);
  expect(errors).toEqual([]);
});

test("a member opening a live room: its stream's engine is asked for at low priority as the room is drawn, once", async ({
  page,
}) => {
  const stream = await liveStreamOf(LIVE_ANCHOR);
  await login(page);
  const engineFiles: string[] = [];
  page.on('request', (req) => {
    if (/:3002\/hls\.\w+\.js$/.test(req.url())) engineFiles.push(req.url());
  });
  await holdMainUntil(page, () => !!document.querySelector('[data-early-route] h1'));
  await page.goto(`/anchorPlay?id=${stream.id}&lang=en`, { waitUntil: 'commit' });
  await expect(page.locator('[data-early-route] h1')).toBeVisible();
  // the sandbox's stream opens on an HLS line: hls.js, before the app's code has run
  const link = page.locator('head link[rel=preload][fetchpriority=low][href*="/hls."]');
  await expect(link).toHaveCount(1);
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'playing', {
    timeout: 20_000,
  });
  // the player took the preloaded file: asked once
  expect(engineFiles).toHaveLength(1);
});

/** The provider calls of the match list's first screen the page sends (the odds refresh names matchIds). */
function watchFirstListCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (!/^\/v1\/(match\/(getList|statistical|getOnSaleLeagues)|bulletin\/listTop)$/.test(path))
      return;
    const body = (req.postDataJSON() ?? {}) as { matchIds?: unknown };
    if (body.matchIds === undefined) asked.push(path);
  });
  return asked;
}

test("a member opening /sports sees the live matches before the app's code: the provider's lists are asked as soon as the sportsbook token answers", async ({
  page,
}) => {
  await login(page);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/sports?lang=en');
  const painted = page.locator('[data-early-route]');
  await expect(painted.getByRole('tablist')).toBeVisible();
  await expect(painted.getByRole('tab', { selected: true })).toContainText('Live');
  const firstTeam = painted.locator('[elementtiming="match-row"]').first();
  await expect(firstTeam).not.toBeEmpty();
  await expect(painted.locator('article').first()).toBeVisible();
});

test('the app takes the painted match list over with the early answers: no second list call, no shift, no error', async ({
  page,
}) => {
  await login(page);
  const errors = await watchPage(page);
  const asked = watchFirstListCalls(page);
  await holdMainUntil(page, () => !!document.querySelector('[data-early-route] article'));
  await page.goto('/sports?lang=en', { waitUntil: 'commit' });
  const painted = page.locator('[data-early-route]');
  await expect(painted.locator('article').first()).toBeVisible();
  const team = await painted.locator('[elementtiming="match-row"]').first().textContent();
  // the page's own list replaces it, its first row the painted one
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  await expect(painted).toHaveCount(0);
  await expect(page.locator('[elementtiming="match-row"]').first()).toHaveText(team!);
  await expect(page.getByRole('tablist')).toHaveCount(1);
  // the list rendered out of sight did not scroll the page when it was shown (its rows measured 0 there)
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // every first-screen query of the page has its answer (it would have asked before that)
  await expect(page.getByTestId('bulletin-pending')).toHaveCount(0);
  await expect(page.getByTestId('league-filter').locator('option')).not.toHaveCount(1);
  // each first-screen call once: the early script's, taken by the page
  expect(asked.sort()).toEqual([
    '/v1/bulletin/listTop',
    '/v1/match/getList',
    '/v1/match/getOnSaleLeagues',
    '/v1/match/statistical',
  ]);
  expect(await shiftOf(page)).toBeLessThan(0.02);
  expect(errors).toEqual([]);
});
