import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

// Issue 16: a remote's first route carries the page it shows; its other pages are chunks loaded when
// opened. A page chunk that fails must not strand the member: after a redeploy (the remote's chunk
// names changed under an open page) the page reloads once and opens the new build; in an outage the
// section says so with Retry, which loads again.

// with or without a query (a retry may add one to bust the cache)
const BETS_CHUNK = /\/page-bets\.[0-9a-f]+\.js(\?|$)/;

test.beforeEach(async ({ page }) => {
  await login(page, 'member');
});

async function openCentre(page: Page) {
  await page.goto('/personal/me?lang=en');
  await expect(page.getByRole('navigation', { name: 'Member centre sections' })).toBeVisible();
}

const betsTab = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Member centre sections' })
    .getByRole('link', { name: 'Bet records' });

test('the member centre loads the bet records page only when it is wanted', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (BETS_CHUNK.test(r.url())) asked.push(r.url());
  });
  await openCentre(page);
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  expect(asked).toEqual([]);
  await betsTab(page).hover();
  await expect.poll(() => asked.length).toBe(1);
  await betsTab(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bet records' })).toBeVisible();
});

test('a page chunk gone after a redeploy reloads the page once, which then shows the page', async ({
  page,
}) => {
  await openCentre(page);
  // the remote is rebuilt under the open page: its old chunk is gone (until the page reloads and
  // asks the new build), and its manifest names a new build
  let gone = true;
  let failed = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('_reload=')) gone = false;
  });
  await page.route(BETS_CHUNK, async (route) => {
    if (!gone) return route.continue();
    failed = true;
    await route.fulfill({ status: 404, body: 'gone' });
  });
  await page.route(/:3004\/app-manifest\.json/, async (route) => {
    if (!failed) return route.continue();
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, buildId: 'rebuilt' } });
  });
  await betsTab(page).click();
  await expect(page).toHaveURL(/_reload=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bet records' })).toBeVisible();
});

test('a page chunk that cannot be loaded says so with Retry, which loads it', async ({ page }) => {
  await openCentre(page);
  let down = true;
  await page.route(BETS_CHUNK, (route) => (down ? route.abort() : route.continue()));
  await betsTab(page).click();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  down = false;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bet records' })).toBeVisible();
});
